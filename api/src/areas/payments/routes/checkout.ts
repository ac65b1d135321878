import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { paymentsEndpoints } from '../../../contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import { fullAccessOnly } from '../../../students/full-access';
import { checkout } from '../services/checkout';
import { applyDiscount } from '../services/discounts';

/** The cart's discount codes, the "how did you hear about us" list and the checkout (shell spec 7). */
export const checkoutRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  // The cart is changed and bought by full-access students only, as /cart/add (browse-actions.ts).
  const fullAccess = fullAccessOnly(db);

  registerEndpoint(
    app,
    db,
    paymentsEndpoints.applyDiscount,
    async ({ student, input }) => applyDiscount(db, student.studentId, input.body),
    fullAccess,
  );

  registerEndpoint(app, db, paymentsEndpoints.getHowDoYouHearList, async () => ({
    options: await db.query<{ id: number; title: string }>(
      'SELECT id, title FROM how_you_heard_options ORDER BY sort_order, id',
    ),
  }));

  registerEndpoint(
    app,
    db,
    paymentsEndpoints.checkout,
    async ({ student, input }) => checkout(db, school, student.studentId, input.body),
    fullAccess,
  );
};
