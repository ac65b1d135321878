import { RESTRICTED_MESSAGE } from '../contracts';
import { queryOne, type Queryable } from '../db';
import { HttpError } from '../http/errors';

/**
 * Only full-access students (verified, with a student record) may act (spec section 6): add to the
 * cart, join a wait list, apply, check out, open or submit a registration form. 403 `restricted`.
 */
export async function requireFullAccess(db: Queryable, studentId: number): Promise<void> {
  const row = await queryOne<{ full: boolean }>(
    db,
    'SELECT is_verified AND student_record_id IS NOT NULL AS full FROM students WHERE id = $1',
    [studentId],
  );
  if (!row?.full) throw new HttpError(403, 'restricted', RESTRICTED_MESSAGE);
}

/** registerEndpoint's options for a route of full-access students only: refused before its payload is read. */
export const fullAccessOnly = (db: Queryable) => ({
  precheck: ({ student }: { student: { studentId: number } }) => requireFullAccess(db, student.studentId),
});
