export { ChargesPaymentSlideOut as Component } from '../pages/charges-payment-slide-out';
