import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../account-context';
import { paymentsEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { chargesRoutes } from './routes/charges';
import { checkoutRoutes } from './routes/checkout';
import { paymentFiles } from './routes/files';

const paymentsRoutes: FastifyPluginAsync<AccountContext> = async (app, context) => {
  await app.register(checkoutRoutes, context);
  await app.register(chargesRoutes, context);
};

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
