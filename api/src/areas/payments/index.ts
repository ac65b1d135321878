import { paymentsEndpoints } from '../../contracts';
import { areaRoutes, type ApiArea } from '../area';
import { chargesRoutes } from './routes/charges';
import { checkoutRoutes } from './routes/checkout';
import { paymentFiles } from './routes/files';

const paymentsRoutes = areaRoutes(checkoutRoutes, chargesRoutes);

/**
 * Everything remote-payments calls: discount codes and the checkout of the cart, the account's
 * charges and payments, receipt and statement links (and the PDFs behind them, served through
 * /api/files/:token: src/files/).
 */
export const paymentsArea: ApiArea = {
  name: 'payments',
  routes: paymentsRoutes,
  endpoints: paymentsEndpoints,
  files: paymentFiles,
};

/*
 * What other areas use of payments (a module imports only this file of another area): a registration's
 * fee is paid as the checkout is, through the one gateway, with the same idempotency (ADR 009), and
 * recorded as a payment of the student's account. The messages and test cards are the gateway's
 * documented answers (api/README.md, "Payments"), which a registration's payment gives too.
 */
export {
  chargeOrThrow,
  PAYMENT_MESSAGES,
  requireAvailableMethod,
  TEST_CARDS,
  validatePaymentDetails,
  type PaymentMethodRecord,
} from './services/gateway';
export { IDEMPOTENCY_MESSAGES, idempotentPayment, requestFingerprint } from './services/idempotency';
export { describeItems, insertPayment, newVerificationCode } from './services/payments';
