import type { AttendanceItem, TimeClockItem } from '../../../contracts';
import type { Queryable } from '../../../db';

/*
 * An enrollment's attendance entries and time-clock entries, as the enrollment view lists them (spec
 * 3, Attendance item and Time clock item). The caller has checked that the enrollment is the acting
 * student's. Instants are ISO strings in UTC (`toISOString`); a time-clock `date` is the school's day.
 */

interface AttendanceRow {
  entry_at: Date;
  exit_at: Date | null;
  type: string;
  hours: number;
  reason: string;
}

/** POST /enrollment/attendance: oldest first. */
export async function listAttendance(db: Queryable, enrollmentId: number): Promise<AttendanceItem[]> {
  const rows = await db.query<AttendanceRow>(
    `SELECT entry_at, exit_at, type, hours, reason FROM attendance_entries
      WHERE enrollment_id = $1 ORDER BY entry_at, id`,
    [enrollmentId],
  );
  return rows.map((r) => ({
    entryDate: r.entry_at.toISOString(),
    exitDate: r.exit_at ? r.exit_at.toISOString() : null,
    type: r.type,
    hours: r.hours,
    reason: r.reason,
  }));
}

export interface TimeClockRow {
  work_date: string;
  time_in: Date;
  time_out: Date | null;
  environment: string;
  notes: string;
}

export const TIME_CLOCK_COLUMNS = 'work_date, time_in, time_out, environment, notes';

/** Seconds worked by an entry: whole seconds between in and out, 0 while it is open. */
export const workedSeconds = (timeIn: Date, timeOut: Date | null): number =>
  timeOut ? Math.max(0, Math.floor((timeOut.getTime() - timeIn.getTime()) / 1000)) : 0;

export function toTimeClockItem(row: TimeClockRow): TimeClockItem {
  const seconds = workedSeconds(row.time_in, row.time_out);
  return {
    date: row.work_date,
    timeIn: row.time_in.toISOString(),
    timeOut: row.time_out ? row.time_out.toISOString() : null,
    environment: row.environment,
    // Two decimals, as the time-clock table shows hours (its total uses `seconds`, not these).
    hours: Math.round(seconds / 36) / 100,
    notes: row.notes,
    seconds,
  };
}

/** POST /enrollment/time_clock: every entry, oldest first (the view picks a month). */
export async function listTimeClock(db: Queryable, enrollmentId: number): Promise<TimeClockItem[]> {
  const rows = await db.query<TimeClockRow>(
    `SELECT ${TIME_CLOCK_COLUMNS} FROM time_clock_entries WHERE enrollment_id = $1 ORDER BY time_in, id`,
    [enrollmentId],
  );
  return rows.map(toTimeClockItem);
}
