import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { registrationEndpoints } from '../../../contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import { fullAccessOnly } from '../../../students/full-access';
import {
  discardRegistration,
  getRegistration,
  saveRegistration,
  signRegistration,
} from '../services/registration-form';
import { payRegistration, submitRegistration } from '../services/submit';

/**
 * POST /registration and its save, discard, sign, submit and pay calls (spec 7.1). Registering is an
 * enroll action: full-access students only (403 'restricted' otherwise, before the payload is read), as
 * browse's actions and the checkout.
 */
export const registrationFormRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { db, school, specOnly = false },
) => {
  const e = registrationEndpoints;
  const submission = { school, specOnly };
  const fullAccess = fullAccessOnly(db);

  registerEndpoint(
    app,
    db,
    e.getRegistration,
    async ({ student, input }) => getRegistration(db, student.studentId, input.body),
    fullAccess,
  );

  registerEndpoint(
    app,
    db,
    e.saveRegistration,
    async ({ student, input }) => saveRegistration(db, school, student.studentId, input.body),
    fullAccess,
  );

  registerEndpoint(
    app,
    db,
    e.discardRegistration,
    async ({ student, input }) =>
      discardRegistration(db, student.studentId, input.body.studentRegistrationId),
    fullAccess,
  );

  registerEndpoint(
    app,
    db,
    e.signRegistration,
    async ({ student, input }) => signRegistration(db, school, student.studentId, input.body),
    fullAccess,
  );

  registerEndpoint(
    app,
    db,
    e.submitRegistration,
    async ({ student, input }) => submitRegistration(db, submission, student.studentId, input.body),
    fullAccess,
  );

  registerEndpoint(
    app,
    db,
    e.payRegistration,
    async ({ student, input }) => payRegistration(db, submission, student.studentId, input.body),
    fullAccess,
  );
};
