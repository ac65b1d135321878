export { PhoneContactChooser as Component } from '../features/phone-contacts/components/phone-contact-chooser';
