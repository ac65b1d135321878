import type { NoCostForm, Venue } from '../../../contracts';
import { queryOne, type Db, type Queryable } from '../../../db';
import { HttpError, notFound } from '../../../http/errors';
import { lockStudent } from '../../../students/lock-student';
import { getClassVenue } from '../../browse';
import { REGISTRATION_API_MESSAGES, REGISTRATION_ERROR_CODES, venueStateRefusal } from './errors';

/**
 * A class's no-cost form (spec 2.2, 7.1): shown to a student whose enroll state for the class is
 * 'nocost', and submitted (a GET, as the spec has it) to enroll them for free, taking a seat.
 */

/** A no-cost class the student can enroll in now; 404 for another class, 409 in the words of its state. */
async function noCostClass(q: Queryable, studentId: number, classId: number): Promise<Venue> {
  const venue = await getClassVenue(q, studentId, classId);
  if (!venue) throw notFound(REGISTRATION_API_MESSAGES.classNotFound);
  if (venue.registration !== 'nocost') throw notFound(REGISTRATION_API_MESSAGES.noCostFormNotFound);
  if (venue.enrollState !== 'nocost') throw venueStateRefusal(venue);
  return venue;
}

/** The school's text for the class (no_cost_forms), or a plain one of the class's own title. */
export async function getNoCostForm(
  db: Queryable,
  studentId: number,
  classId: number,
): Promise<{ form: NoCostForm }> {
  const venue = await noCostClass(db, studentId, classId);
  const row = await queryOne<{ title: string; body_html: string; submit_text: string }>(
    db,
    'SELECT title, body_html, submit_text FROM no_cost_forms WHERE class_id = $1',
    [classId],
  );
  return {
    form: {
      classId,
      title: row?.title ?? venue.title,
      body: row?.body_html ?? `<p>${escapeHtml(venue.title)} is free of charge. Submit to enroll.</p>`,
      submitText: row?.submit_text ?? 'Enroll',
    },
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Enrolls the student (status 'enrolled', source 'nocost', nothing paid): the student, then the class,
 * locked so that the state and the seats checked are the ones taken. Once enrolled, the class's state
 * is 'enrolled', so a second submit is a 409.
 */
export async function submitNoCostForm(
  db: Db,
  studentId: number,
  classId: number,
): Promise<{ enrolled: true }> {
  await db.transaction(async (tx) => {
    await lockStudent(tx, studentId);
    await tx.query('SELECT id FROM classes WHERE id = $1 FOR UPDATE', [classId]);
    const venue = await noCostClass(tx, studentId, classId);
    const rows = await tx.query(
      `INSERT INTO enrollments (student_id, venue_type, venue_id, source, amount_paid)
       VALUES ($1, 'CLASS', $2, 'nocost', 0)
       ON CONFLICT (student_id, venue_type, venue_id) WHERE status <> 'dropped' DO NOTHING RETURNING id`,
      [studentId, classId],
    );
    if (rows.length === 0) {
      throw new HttpError(
        409,
        REGISTRATION_ERROR_CODES.alreadyEnrolled,
        REGISTRATION_API_MESSAGES.alreadyEnrolled(venue.title),
      );
    }
  });
  return { enrolled: true };
}
