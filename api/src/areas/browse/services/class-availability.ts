/**
 * Classes that can no longer be taken (docs/adr/007-classes-that-can-no-longer-be-taken.md): the
 * school closed their registration (enrollState 'closed'), or they are over (their end date is before
 * today). They are listed after the others, never hidden, and a course's "from" price leaves them out.
 * A class under way whose registration is still open can be taken: the school decides late joining.
 * A full class is not in here: a seat can free up, and a wait list can be joined.
 */

/** SQL: true when the class of alias `c` can no longer be taken (never null: both columns are NOT NULL). */
export const noLongerTakenSql = (c: string): string =>
  `(${c}.registration_status = 'closed' OR ${c}.end_date < current_date)`;

/** SQL: classes by start date, those that can no longer be taken after the rest. */
export const classOrderSql = (c: string): string =>
  `${noLongerTakenSql(c)}, ${c}.start_date, ${c}.code, ${c}.id`;
