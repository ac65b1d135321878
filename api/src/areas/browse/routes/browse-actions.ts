import { browseEndpoints, cartEndpoints } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { HttpError, notFound } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register-endpoint';
import { fullAccessOnly, requireFullAccess } from '../../../students/full-access';
import { getCart } from '../../cart';
import { createApplicationPassport } from '../../enrollments';
import { runVenueAction, startApplicationForm } from '../services/browse-actions';
import { getStudentApplicationForm } from '../services/browse-catalog';
import { venueState } from '../services/browse-venues';

/** The enroll and interest actions (spec section 7, POST): signed-in, full-access students only. */
export const browseActionRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // /cart/remove is a shared endpoint (the shell's mini-cart calls it) served here with /cart/add.
  const cartActions = [
    [browseEndpoints.addToCart, 'cart/add'],
    [cartEndpoints.removeFromCart, 'cart/remove'],
  ] as const;
  for (const [endpoint, action] of cartActions) {
    registerEndpoint(app, db, endpoint, async ({ student, input }) => {
      const venue = await runVenueAction(db, student.studentId, action, input.body);
      return { state: venueState(venue), cart: await getCart(db, student.studentId) };
    });
  }

  type WaitlistOrInterest = 'waitlist/add' | 'waitlist/remove' | 'interests/add' | 'interests/remove';
  const venueActions: ReadonlyArray<readonly [typeof browseEndpoints.joinWaitlist, WaitlistOrInterest]> = [
    [browseEndpoints.joinWaitlist, 'waitlist/add'],
    [browseEndpoints.leaveWaitlist, 'waitlist/remove'],
    [browseEndpoints.showInterest, 'interests/add'],
    [browseEndpoints.removeInterest, 'interests/remove'],
  ];
  for (const [endpoint, action] of venueActions) {
    registerEndpoint(app, db, endpoint, async ({ student, input }) => {
      const venue = await runVenueAction(db, student.studentId, action, input.body);
      return { state: venueState(venue) };
    });
  }

  // Spec 7.1: a passport of the student's for the application-form tool (`student` alone). Named, the
  // venue of an Apply button is checked and recorded first (the call's extra fields, which a school's
  // backend may not know: the portal reads nothing of the reply but the passport and an optional url).
  registerEndpoint(app, db, browseEndpoints.startApplicationForm, async ({ student, input }) => {
    const { student: studentId, venueId, venueType } = input.body;
    if (studentId !== student.studentId) {
      throw new HttpError(403, 'restricted', 'You can only start your own application forms');
    }
    await requireFullAccess(db, studentId);
    if (venueId !== undefined && venueType !== undefined)
      await startApplicationForm(db, studentId, { venueId, venueType });
    // No school tool of its own to send the student to (`url`); follow-up forms open in the API's stand-in.
    return { passport: await createApplicationPassport(db, studentId), url: null };
  });

  registerEndpoint(
    app,
    db,
    browseEndpoints.getApplicationForm,
    async ({ student, input }) => {
      const form = await getStudentApplicationForm(db, student.studentId, input.params.id);
      if (!form) throw notFound('Application form not found');
      return { form };
    },
    fullAccessOnly(db),
  );
};
