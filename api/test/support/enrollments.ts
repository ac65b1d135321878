import type { Queryable } from '../../src/db';

/** The enrollments tests' look-ups: a student's enrollment in a class or pathway, by its code. */

export async function venueOf(
  db: Queryable,
  code: string,
): Promise<{ venueType: 'CLASS' | 'PATH'; venueId: number }> {
  const isPathway = code.startsWith('PTH-');
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM ${isPathway ? 'pathways' : 'classes'} WHERE code = $1`,
    [code],
  );
  if (!row) throw new Error(`no venue ${code}`);
  return { venueType: isPathway ? 'PATH' : 'CLASS', venueId: row.id };
}

/** The student's active enrollment in the venue of that code, with its venue. */
export async function enrollmentOf(db: Queryable, studentId: number, code: string) {
  const venue = await venueOf(db, code);
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM enrollments WHERE student_id = $1 AND venue_type = $2 AND venue_id = $3 AND status <> 'dropped'`,
    [studentId, venue.venueType, venue.venueId],
  );
  if (!row) throw new Error(`student ${studentId} is not enrolled in ${code}`);
  return { enrollmentId: row.id, ...venue };
}

/** Enrolls a student the way the school's office does (no endpoint does it without paying). */
export async function enrollDirectly(db: Queryable, studentId: number, code: string) {
  const venue = await venueOf(db, code);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO enrollments (student_id, venue_type, venue_id, source) VALUES ($1, $2, $3, 'office') RETURNING id`,
    [studentId, venue.venueType, venue.venueId],
  );
  return { enrollmentId: row!.id, ...venue };
}

/** The school's local wall-clock day and time of an ISO instant: ['2026-11-24', '18:20']. */
export function localDayAndTime(iso: string, timeZone: string): [string, string] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return [`${get('year')}-${get('month')}-${get('day')}`, `${get('hour')}:${get('minute')}`];
}
