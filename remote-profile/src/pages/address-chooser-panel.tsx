import { injectProfileStyles } from '../lib/styles';

injectProfileStyles();

/** For other remotes (registration forms): choose one of the student's addresses, or add one. */
export { AddressChooser as AddressChooserPanel } from '../features/addresses/components/address-chooser';
