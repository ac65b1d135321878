export { ContactPage as Component } from '../features/contact-form/components/contact-page';
