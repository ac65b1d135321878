export { PaymentMethodPanel as Component } from '../pages/payment-method-panel';
