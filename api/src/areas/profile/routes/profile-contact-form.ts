import { profileEndpoints } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken, requireStudent } from '../../../auth/sessions';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register-endpoint';

/**
 * POST /contact: the contact form, open to visitors too. A signed-in sender's message is linked to
 * their account. Exists only while the school's contact module is on.
 */
export const profileContactFormRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  registerEndpoint(
    app,
    db,
    profileEndpoints.sendContactMessage,
    async ({ input: { body: input }, request }) => {
      const studentId = bearerToken(request)
        ? await requireStudent(db, request).then(
            (auth) => auth.studentId,
            () => null,
          )
        : null;
      await db.query(
        'INSERT INTO contact_messages (student_id, email, name, comment, phone) VALUES ($1, $2, $3, $4, $5)',
        [studentId, input.email.toLowerCase(), input.name, input.comment, input.phone],
      );
      return {};
    },
    {
      precheck: () => {
        if (!school.modules.contact) throw notFound();
      },
    },
  );
};
