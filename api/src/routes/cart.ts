import type { Cart } from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../account-context';
import { requireStudent } from '../auth/sessions';
import { ok } from '../http/errors';
import { getCart } from '../services/cart';

/** The signed-in (or acted-as) student's cart. */
export const cartRoutes: FastifyPluginAsync<AccountContext> = async (app, { db }) => {
  app.get('/cart', async (request) => {
    const auth = await requireStudent(db, request);
    const data: Cart = await getCart(db, auth.studentId);
    return ok(data);
  });
};
