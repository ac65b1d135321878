import crypto from 'node:crypto';
import {
  MAX_PHOTO_BYTES,
  MAX_SIGNATURE_BYTES,
  profileEndpoints,
  type StudentReply,
} from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../../../auth/sessions';
import type { AppContext } from '../../../context';
import { queryOne, type Queryable } from '../../../db';
import { notFound, unauthorized } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register-endpoint';
import { requireImage, toDataUrl } from '../services/profile-images';
import { getStudentForAuth } from '../../account';

const PHOTO_NAME = /^([0-9a-f]{32})\.(png|jpg)$/;

async function studentReply(db: Queryable, auth: Auth): Promise<StudentReply> {
  const student = await getStudentForAuth(db, auth);
  if (!student) throw unauthorized();
  return { student };
}

/**
 * The profile of the student a request acts on (the related student after a switch): names, photo and
 * signature.
 */
export const profileStudentRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerEndpoint(app, db, profileEndpoints.updateProfile, async ({ student: auth, input }) => {
    const { profile } = input.body;
    await db.query(
      `UPDATE students SET first_name = $2, last_name = $3, preferred_name = $4, updated_at = now()
        WHERE id = $1`,
      [auth.studentId, profile.firstName, profile.lastName, profile.preferredName || null],
    );
    return studentReply(db, auth);
  });

  registerEndpoint(app, db, profileEndpoints.updatePhoto, async ({ student: auth, input }) => {
    const { photo } = input.body;
    const image = requireImage(photo, MAX_PHOTO_BYTES, 'photo');
    const key = crypto.randomBytes(16).toString('hex');
    const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO student_photos (student_id, photo_key, content_type, data) VALUES ($1, $2, $3, $4)
         ON CONFLICT (student_id) DO UPDATE
           SET photo_key = EXCLUDED.photo_key, content_type = EXCLUDED.content_type, data = EXCLUDED.data,
               updated_at = now()`,
        [auth.studentId, key, image.contentType, image.bytes],
      );
      await tx.query('UPDATE students SET photo_url = $2, updated_at = now() WHERE id = $1', [
        auth.studentId,
        `/api/student/photo/${auth.studentId}/${key}.${extension}`,
      ]);
    });
    return studentReply(db, auth);
  });

  // An <img> sends no bearer token: the photo is found by its unguessable key, which changes with
  // every upload, so the reply can be cached for good.
  app.get<{ Params: { studentId: string; name: string } }>(
    '/student/photo/:studentId/:name',
    async (request, reply) => {
      const match = PHOTO_NAME.exec(request.params.name);
      const studentId = Number(request.params.studentId);
      if (!match || !Number.isInteger(studentId) || studentId <= 0) throw notFound();
      const row = await queryOne<{ content_type: string; data: Uint8Array }>(
        db,
        'SELECT content_type, data FROM student_photos WHERE student_id = $1 AND photo_key = $2',
        [studentId, match[1]],
      );
      if (!row) throw notFound();
      return reply
        .header('content-type', row.content_type)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(row.data));
    },
  );

  registerEndpoint(app, db, profileEndpoints.getSignature, async ({ student: auth }) => {
    const row = await queryOne<{ image_data_url: string }>(
      db,
      'SELECT image_data_url FROM student_signatures WHERE student_id = $1',
      [auth.studentId],
    );
    return { signature: row?.image_data_url ?? null };
  });

  registerEndpoint(app, db, profileEndpoints.updateSignature, async ({ student: auth, input }) => {
    const { signature } = input.body;
    const image = requireImage(signature, MAX_SIGNATURE_BYTES, 'signature');
    await db.query(
      `INSERT INTO student_signatures (student_id, image_data_url) VALUES ($1, $2)
       ON CONFLICT (student_id) DO UPDATE SET image_data_url = EXCLUDED.image_data_url, updated_at = now()`,
      [auth.studentId, toDataUrl(image)],
    );
    return studentReply(db, auth);
  });
};
