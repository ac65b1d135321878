export { PhoneContactChooserPanel as Component } from '../pages/phone-contact-chooser-panel';
