import {
  clockClassesResponseSchema,
  timeClockResponseSchema,
  type ClockClassesResponse,
} from '../../contracts';
import { expectError, expectNotFound } from '../../../test/support/accounts';
import { useAreaTest } from '../../../test/support/area-test';
import { enrollDirectly, enrollmentOf, venueOf } from '../../../test/support/enrollments';
import { type Caller } from '../../../test/support/payments';
import { schoolDate } from '../../lib/school-time';

const area = useAreaTest(8);
/** A test student of its own for each test that changes data, with its time-clock enrollment. */
const fresh = async () => {
  const s = area.fresh();
  return { s, clock: await enrollmentOf(area.ctx.db, s.studentId, 'HLT-140-E') };
};
const parsed = (res: Awaited<ReturnType<Caller['post']>>): ClockClassesResponse => {
  expect(res.statusCode).toBe(200);
  return clockClassesResponseSchema.parse(res.json().data);
};
const clockIn = (s: Caller, enrollmentId: number) => s.post('attendance/clock_in', { enrollmentId });
const clockOut = (s: Caller, enrollmentId: number) => s.post('attendance/clock_out', { enrollmentId });
const today = () => schoolDate(new Date(), 'America/New_York');

describe('GET /api/attendance/time_clock', () => {
  it("lists a student's time-clock classes, not clocked in, with nothing today", async () => {
    const { s, clock } = await fresh();
    const data = parsed(await s.get('attendance/time_clock'));
    expect(data).toEqual({
      today: today(),
      timezone: 'America/New_York',
      classes: [
        {
          enrollmentId: clock.enrollmentId,
          venueType: 'CLASS',
          venueId: clock.venueId,
          title: 'Medical Billing Externship',
          code: 'HLT-140-E',
          clockedInAt: null,
          today: [],
        },
      ],
    });
  });

  it('lists only enrolled classes logged with the time clock', async () => {
    const data = parsed(await area.demo.get('attendance/time_clock'));
    // Not ART-110-R (attendance table) nor the completed or pathway enrollments.
    expect(data.classes.map((c) => c.code)).toEqual(['HLT-140-E', 'HLT-140-T']);
  });
});

describe('POST /api/attendance/clock_in and clock_out', () => {
  it('clocks in once, then out; the entry shows in the time clock with the time worked', async () => {
    const { s, clock } = await fresh();
    const before = Date.now();
    const opened = parsed(await clockIn(s, clock.enrollmentId));
    const [klass] = opened.classes;
    expect(Date.parse(klass!.clockedInAt!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(klass!.today).toEqual([
      {
        date: today(),
        timeIn: klass!.clockedInAt,
        timeOut: null,
        environment: 'Portal',
        hours: 0,
        notes: '',
        seconds: 0,
      },
    ]);

    expectError(
      await clockIn(s, clock.enrollmentId),
      409,
      'already_clocked_in',
      'You are already clocked in',
    );

    // An hour and a few seconds pass.
    await area.ctx.db.query(
      `UPDATE time_clock_entries SET time_in = time_in - interval '3605 seconds' WHERE enrollment_id = $1`,
      [clock.enrollmentId],
    );
    const closed = parsed(await clockOut(s, clock.enrollmentId));
    expect(closed.classes[0]!.clockedInAt).toBeNull();
    const [entry] = closed.classes[0]!.today;
    expect(entry!.timeOut).not.toBeNull();
    expect(entry!.seconds).toBeGreaterThanOrEqual(3605);
    expect(entry!.seconds).toBeLessThan(3605 + 60);

    const { items } = timeClockResponseSchema.parse(
      (await s.post('enrollment/time_clock', clock)).json().data,
    );
    expect(items).toEqual([entry]);
    expect(items[0]!.hours).toBe(Math.round(items[0]!.seconds / 36) / 100);

    expectError(await clockOut(s, clock.enrollmentId), 409, 'not_clocked_in', 'You are not clocked in');
    // And in again: a second entry today.
    expect(parsed(await clockIn(s, clock.enrollmentId)).classes[0]!.today).toHaveLength(2);
  });

  it('refuses to clock out without clocking in', async () => {
    const { s, clock } = await fresh();
    expectError(await clockOut(s, clock.enrollmentId), 409, 'not_clocked_in', 'You are not clocked in');
  });

  it('opens one entry when two clock-ins arrive together', async () => {
    const { s, clock } = await fresh();
    const replies = await Promise.all([clockIn(s, clock.enrollmentId), clockIn(s, clock.enrollmentId)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await area.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM time_clock_entries WHERE enrollment_id = $1',
      [clock.enrollmentId],
    );
    expect(row!.n).toBe(1);
  });

  it("is 404 for someone else's enrollment, and changes nothing of theirs", async () => {
    const [{ s: owner, clock }, { s: other }] = [await fresh(), await fresh()];
    expectNotFound(await clockIn(other, clock.enrollmentId), 'Enrollment not found');
    parsed(await clockIn(owner, clock.enrollmentId));
    expectNotFound(await clockOut(other, clock.enrollmentId), 'Enrollment not found');
    expect(parsed(await owner.get('attendance/time_clock')).classes[0]!.clockedInAt).not.toBeNull();
  });

  it('refuses an enrollment that is not logged with the time clock, or no longer enrolled', async () => {
    const { s, clock } = await fresh();
    const table = await enrollDirectly(area.ctx.db, s.studentId, 'ART-110-R');
    expectError(
      await clockIn(s, table.enrollmentId),
      409,
      'time_clock_unavailable',
      'This class does not log attendance with the time clock',
    );
    await area.ctx.db.query(`UPDATE enrollments SET status = 'completed' WHERE id = $1`, [
      clock.enrollmentId,
    ]);
    expect((await clockIn(s, clock.enrollmentId)).statusCode).toBe(409);
    expect(parsed(await s.get('attendance/time_clock')).classes).toEqual([]);
    await area.ctx.db.query(`UPDATE enrollments SET status = 'dropped' WHERE id = $1`, [clock.enrollmentId]);
    expectNotFound(await clockIn(s, clock.enrollmentId), 'Enrollment not found');
    expect((await venueOf(area.ctx.db, 'HLT-140-E')).venueId).toBe(clock.venueId);
  });
});
