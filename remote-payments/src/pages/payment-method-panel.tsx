import { injectPaymentStyles } from '../lib/styles';

injectPaymentStyles();

/** For other remotes (the registration wizard's payment step), through the host contract. */
export { PaymentMethodCard as PaymentMethodPanel } from '../features/payment-method/components/payment-method-card';
