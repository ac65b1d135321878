import { profileErrorCodes } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { HttpError, notFound } from '../../../http/errors';
import { lockStudent } from '../../../students/lock-student';

/*
 * The lists a student keeps in the profile (addresses, phone numbers): rows of theirs, at most one of
 * them primary, and a primary row is never removed.
 */

export const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** The changes every such list makes the same way, on its table and with its own messages. */
export const studentList = (list: {
  table: 'student_addresses' | 'student_phones';
  /** The 404 message for a row that is not the student's. */
  notFoundMessage: string;
  /** The 409 `primary_locked` message for removing the primary row. */
  lockedMessage: string;
}) => {
  const { table } = list;

  /** Clears the student's primary row, for another to become it. */
  const clearPrimary = async (tx: Queryable, studentId: number): Promise<void> => {
    await tx.query(`UPDATE ${table} SET is_primary = false WHERE student_id = $1 AND is_primary`, [
      studentId,
    ]);
  };

  /**
   * Locks the student (lockStudent), then reads their row `id` with `columns`. Another student's row
   * is "not found" too: ids are not a way to probe other accounts.
   */
  const lockOwnRow = async <R extends { is_primary: boolean }>(
    tx: Queryable,
    studentId: number,
    id: number,
    columns = 'is_primary',
  ): Promise<R> => {
    await lockStudent(tx, studentId);
    const row = await queryOne<R>(tx, `SELECT ${columns} FROM ${table} WHERE id = $1 AND student_id = $2`, [
      id,
      studentId,
    ]);
    if (!row) throw notFound(list.notFoundMessage);
    return row;
  };

  return {
    clearPrimary,
    lockOwnRow,

    /** Makes the row `id` (read by lockOwnRow) the only primary one (nothing changes when it is already). */
    makePrimary: async (tx: Queryable, studentId: number, id: number, row: { is_primary: boolean }) => {
      if (row.is_primary) return;
      await clearPrimary(tx, studentId);
      await tx.query(`UPDATE ${table} SET is_primary = true WHERE id = $1`, [id]);
    },

    /** Removes the student's row `id`, unless it is the primary one (409 `primary_locked`). */
    remove: async (tx: Queryable, studentId: number, id: number): Promise<void> => {
      const row = await lockOwnRow(tx, studentId, id);
      if (row.is_primary) throw conflict(profileErrorCodes.primaryLocked, list.lockedMessage);
      await tx.query(`DELETE FROM ${table} WHERE id = $1 AND student_id = $2`, [id, studentId]);
    },
  };
};
