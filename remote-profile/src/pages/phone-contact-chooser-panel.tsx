import { injectProfileStyles } from '../lib/styles';

injectProfileStyles();

/** For other remotes (registration forms): choose one of the student's phone contacts, or add one. */
export { PhoneContactChooser as PhoneContactChooserPanel } from '../features/phone-contacts/components/phone-contact-chooser';
