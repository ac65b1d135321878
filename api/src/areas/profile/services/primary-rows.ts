import { profileErrorCodes } from '../../../contracts';
import type { Queryable } from '../../../db';
import { HttpError } from '../../../http/errors';

/*
 * The lists a student keeps in the profile (addresses, phone numbers): rows of theirs, at most one of
 * them primary, and a primary row is never removed.
 */

type StudentList = 'student_addresses' | 'student_phones';

export const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** Clears the student's primary row, for another to become it. */
export async function clearPrimary(tx: Queryable, table: StudentList, studentId: number): Promise<void> {
  await tx.query(`UPDATE ${table} SET is_primary = false WHERE student_id = $1 AND is_primary`, [studentId]);
}

/** Makes a row of the student's the only primary one (nothing changes when it is already). */
export async function makePrimaryRow(
  tx: Queryable,
  table: StudentList,
  studentId: number,
  row: { id: number; isPrimary: boolean },
): Promise<void> {
  if (row.isPrimary) return;
  await clearPrimary(tx, table, studentId);
  await tx.query(`UPDATE ${table} SET is_primary = true WHERE id = $1`, [row.id]);
}

/** Removes a row of the student's, unless it is the primary one (409 `primary_locked`, `lockedMessage`). */
export async function removeRow(
  tx: Queryable,
  table: StudentList,
  studentId: number,
  row: { id: number; isPrimary: boolean },
  lockedMessage: string,
): Promise<void> {
  if (row.isPrimary) throw conflict(profileErrorCodes.primaryLocked, lockedMessage);
  await tx.query(`DELETE FROM ${table} WHERE id = $1 AND student_id = $2`, [row.id, studentId]);
}
