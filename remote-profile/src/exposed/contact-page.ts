export { ContactPage as Component } from '../pages/contact-page';
