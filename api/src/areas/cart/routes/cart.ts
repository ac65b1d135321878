import { cartEndpoints } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { registerEndpoint } from '../../../http/register-endpoint';
import { getCart } from '../services/cart';

/** The signed-in (or acted-as) student's cart. /cart/remove is served with the venue actions (browse). */
export const cartRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerEndpoint(app, db, cartEndpoints.getCart, async ({ student }) => getCart(db, student.studentId));
};
