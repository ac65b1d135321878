import type { Db, Queryable } from '../../../db';

/**
 * For the routes of a list the student keeps (addresses, phone numbers), which reply with the whole
 * list: `reply` gives it as it is, `afterChange` after making a change in one transaction.
 */
export const listReplies = <R>(db: Db, list: (q: Queryable, studentId: number) => Promise<R>) => ({
  reply: (studentId: number): Promise<R> => list(db, studentId),
  afterChange: async (studentId: number, change: (tx: Queryable) => Promise<unknown>): Promise<R> => {
    await db.transaction(change);
    return list(db, studentId);
  },
});
