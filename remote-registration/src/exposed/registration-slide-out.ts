export { RegistrationSlideOut as Component } from '../pages/registration-slide-out';
