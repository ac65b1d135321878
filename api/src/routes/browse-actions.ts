import {
  rapidappPassportInputSchema,
  venueActionInputSchema,
  type CartActionResponse,
  type RapidappPassportResponse,
  type VenueActionResponse,
} from '../contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { requireStudent } from '../auth/sessions';
import type { AppContext } from '../context';
import { HttpError, notFound, ok, parseInput } from '../http/errors';
import { requireFullAccess, runVenueAction, startApplicationForm } from '../services/browse-actions';
import { getStudentApplicationForm } from '../services/browse-catalog';
import { venueState } from '../services/browse-venues';
import { getCart } from '../services/cart';

const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

/** The enroll and interest actions (spec section 7, POST): signed-in, full-access students only. */
export const browseActionRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const cartAction = (action: 'cart/add' | 'cart/remove') => async (request: FastifyRequest) => {
    const auth = await requireStudent(db, request);
    const input = parseInput(venueActionInputSchema, request.body);
    const venue = await runVenueAction(db, auth.studentId, action, input);
    const data: CartActionResponse = { state: venueState(venue), cart: await getCart(db, auth.studentId) };
    return ok(data);
  };
  const venueAction =
    (action: 'waitlist/add' | 'waitlist/remove' | 'interests/add' | 'interests/remove') =>
    async (request: FastifyRequest) => {
      const auth = await requireStudent(db, request);
      const input = parseInput(venueActionInputSchema, request.body);
      const venue = await runVenueAction(db, auth.studentId, action, input);
      const data: VenueActionResponse = { state: venueState(venue) };
      return ok(data);
    };

  app.post('/cart/add', cartAction('cart/add'));
  app.post('/cart/remove', cartAction('cart/remove'));
  app.post('/waitlist/add', venueAction('waitlist/add'));
  app.post('/waitlist/remove', venueAction('waitlist/remove'));
  app.post('/interests/add', venueAction('interests/add'));
  app.post('/interests/remove', venueAction('interests/remove'));

  app.post('/rapidapp/passport', async (request) => {
    const auth = await requireStudent(db, request);
    const input = parseInput(rapidappPassportInputSchema, request.body);
    if (input.student !== auth.studentId) {
      throw new HttpError(403, 'restricted', 'You can only start your own application forms');
    }
    const started = await startApplicationForm(db, auth.studentId, input);
    const data: RapidappPassportResponse = {
      passport: started.passport,
      form: started.form,
      url: null,
      state: venueState(started.venue),
    };
    return ok(data);
  });

  app.get<{ Params: { id: string } }>('/rapidapp/form/:id', async (request) => {
    const auth = await requireStudent(db, request);
    await requireFullAccess(db, auth.studentId);
    const { id } = parseInput(idParams, request.params);
    const form = await getStudentApplicationForm(db, auth.studentId, id);
    if (!form) throw notFound('Application form not found');
    return ok({ form });
  });
};
