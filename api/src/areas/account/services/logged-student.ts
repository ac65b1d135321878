import {
  CLIENT_TZ_KEY,
  type LoggedStudentResponse,
  type RequiredAction,
  type School,
  type VenueType,
} from '../../../contracts';
import type { Auth } from '../../../auth/sessions';
import type { Queryable } from '../../../db';
import { unauthorized } from '../../../http/errors';
import { getCart } from '../../cart';
import { listPendingRequiredDocuments } from '../../documents';
import { getStudentForAuth } from './students';

/**
 * Documents still requiring the student's attention: the school's active required documents the
 * student has not submitted (areas/documents), in the school's order. `id` is the required document's.
 */
export async function getRequiredActions(db: Queryable, studentId: number): Promise<RequiredAction[]> {
  const pending = await listPendingRequiredDocuments(db, studentId);
  return pending.map((d) => ({ type: 'document', id: d.id, title: d.title }));
}

export interface PendingForm {
  title: string;
  venueType: VenueType;
  venueId: number;
  registrationInfoId: number;
}

/** Registration forms started and not yet submitted or discarded, oldest first. */
export async function getPendingForms(db: Queryable, studentId: number): Promise<PendingForm[]> {
  const rows = await db.query<{ id: number; title: string; venue_type: VenueType; venue_id: number }>(
    `SELECT id, title, venue_type, venue_id FROM registration_infos
      WHERE student_id = $1 AND status = 'pending' ORDER BY created_at, id`,
    [studentId],
  );
  return rows.map((r) => ({
    title: r.title,
    venueType: r.venue_type,
    venueId: r.venue_id,
    registrationInfoId: r.id,
  }));
}

/** The logged-student response for whoever the request acts as (401 if that student vanished). */
export async function getLoggedStudent(db: Queryable, auth: Auth): Promise<LoggedStudentResponse> {
  const student = await getStudentForAuth(db, auth);
  if (!student) throw unauthorized();
  const [requiredActions, pendingRegistrationForms, cart] = await Promise.all([
    getRequiredActions(db, auth.studentId),
    getPendingForms(db, auth.studentId),
    getCart(db, auth.studentId),
  ]);
  return { student, requiredActions, pendingRegistrationForms, cart };
}

/** `data` plus the school's timezone, as every logged-student reply carries it. */
export function withClientTz<T extends object>(data: T, school: School): T & { [CLIENT_TZ_KEY]: string } {
  return { ...data, [CLIENT_TZ_KEY]: school.timezone };
}
