import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { registrationEndpoints } from '../../../contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import { fullAccessOnly } from '../../../students/full-access';
import { getNoCostForm, submitNoCostForm } from '../services/no-cost';

/** GET /class/{id}/no_cost_form and its submit (spec 7.1): full-access students only, as every enroll action. */
export const noCostFormRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const fullAccess = fullAccessOnly(db);

  registerEndpoint(
    app,
    db,
    registrationEndpoints.getNoCostForm,
    async ({ student, input }) => getNoCostForm(db, student.studentId, input.params.id),
    fullAccess,
  );

  registerEndpoint(
    app,
    db,
    registrationEndpoints.submitNoCostForm,
    async ({ student, input }) => submitNoCostForm(db, student.studentId, input.params.id),
    fullAccess,
  );
};
