export { CheckoutPage as Component } from '../pages/checkout-page';
