import {
  attendanceResponseSchema,
  enrollmentViewSchema,
  formatClockTotal,
  gradesResponseSchema,
  timeClockResponseSchema,
  totalClockSeconds,
  type EnrollmentView,
  type GradeNode,
} from '../../contracts';
import { expectError, expectNotFound } from '../../../test/support/accounts';
import { useAreaTest } from '../../../test/support/area-test';
import { enrollDirectly, enrollmentOf, localDayAndTime, venueOf } from '../../../test/support/enrollments';
import { type Caller } from '../../../test/support/payments';
import { followUpForms } from './seed/enrollments-demo';

const area = useAreaTest(6);
const TZ = 'America/New_York';

const demoEnrollment = (code: string) => enrollmentOf(area.ctx.db, area.demo.studentId, code);

const viewOf = async (s: Caller, code: string): Promise<EnrollmentView> => {
  const res = await s.post('enrollment', await enrollmentOf(area.ctx.db, s.studentId, code));
  expect(res.statusCode).toBe(200);
  return enrollmentViewSchema.parse(res.json().data);
};
const info = (lines: { label: string; value: string }[]) =>
  Object.fromEntries(lines.map((l) => [l.label, l.value]));
const dateRange = async (code: string) => {
  const [row] = await area.ctx.db.query<{ s: string; e: string }>(
    `SELECT to_char(start_date, 'MM/DD/YYYY') AS s, to_char(end_date, 'MM/DD/YYYY') AS e FROM classes WHERE code = $1`,
    [code],
  );
  return `${row!.s} - ${row!.e}`;
};

describe('POST /api/enrollment', () => {
  it('shows an attendance class: its progress, general info, attendance summary and flags', async () => {
    const view = await viewOf(area.demo, 'ART-110-R');
    expect(view).toMatchObject({
      venueType: 'CLASS',
      title: 'Graphic Design with Adobe Tools',
      code: 'ART-110-R',
      percentCompleted: 40,
      percentExpected: 45,
      showAttendance: true,
      showTimeClock: false,
      showGradeBook: false,
      hideProgressData: false,
      gradeScaleInfo: '',
      followUpForms: [],
    });
    expect(view.generalInfo.map((l) => l.label)).toEqual([
      'Status',
      'Class ID',
      'Dates',
      'Days/Times',
      'Location',
      'Instructor',
      'Total hours',
      'Enrolled on',
    ]);
    expect(info(view.generalInfo)).toMatchObject({
      Status: 'Enrolled',
      'Class ID': 'ART-110-R',
      Dates: await dateRange('ART-110-R'),
      'Days/Times': 'Mon, Wed 6:00 PM - 9:00 PM',
      Location: 'Main Campus, Hartley Hall',
      Instructor: 'Kendra Williams',
      'Total hours': '78',
    });
    expect(info(view.generalInfo)['Enrolled on']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // The summary adds up the attendance items.
    const { items } = attendanceResponseSchema.parse(
      (await area.demo.post('enrollment/attendance', await demoEnrollment('ART-110-R'))).json().data,
    );
    const count = (type: string) => String(items.filter((i) => i.type === type).length);
    const hours = items.reduce((sum, i) => sum + i.hours, 0);
    expect(view.attendSummary).toEqual([
      { label: 'Hours attended', value: (Math.round(hours * 100) / 100).toString() },
      { label: 'Hours scheduled', value: '78' },
      { label: 'Absences', value: count('Absent') },
      { label: 'Excused absences', value: count('Excused') },
      { label: 'Tardies', value: count('Tardy') },
      { label: 'Left early', value: count('Left early') },
    ]);
    expect(count('Tardy')).toBe('2');
  });

  it('sums a time-clock class’s entries as hours:minutes', async () => {
    const view = await viewOf(area.demo, 'HLT-140-T');
    expect(view).toMatchObject({ showTimeClock: true, percentCompleted: 18, percentExpected: 22 });
    const { items } = timeClockResponseSchema.parse(
      (await area.demo.post('enrollment/time_clock', await demoEnrollment('HLT-140-T'))).json().data,
    );
    expect(info(view.attendSummary)).toMatchObject({
      'Time logged': formatClockTotal(totalClockSeconds(items)),
      'Hours scheduled': '120',
      'Days logged': String(new Set(items.map((i) => i.date)).size),
    });
    // A practicum has no set days or times: no Days/Times line.
    expect(view.generalInfo.map((l) => l.label)).not.toContain('Days/Times');
    expect(info(view.generalInfo).Course).toBe('Medical Billing and Coding');
  });

  it('shows a pathway with its classes, dates and grade scale', async () => {
    const view = await viewOf(area.demo, 'PTH-MOA');
    const [first] = await area.ctx.db.query<{ s: string }>(
      `SELECT to_char(start_date, 'MM/DD/YYYY') AS s FROM classes WHERE code = 'HLT-140-M'`,
    );
    const [last] = await area.ctx.db.query<{ e: string }>(
      `SELECT to_char(end_date, 'MM/DD/YYYY') AS e FROM classes WHERE code = 'HLT-140-L'`,
    );
    expect(view).toMatchObject({
      venueType: 'PATH',
      code: 'PTH-MOA',
      title: 'Medical Office Administration',
      percentCompleted: 35,
      percentExpected: 40,
      showGradeBook: true,
      gradeScaleInfo: 'A 90-100%, B 80-89%, C 70-79%, D 60-69%, F below 60%',
    });
    expect(view.generalInfo.map((l) => [l.label, l.value]).slice(0, 5)).toEqual([
      ['Status', 'Enrolled'],
      ['Program ID', 'PTH-MOA'],
      ['Classes', '2'],
      ['Dates', `${first!.s} - ${last!.e}`],
      ['Total hours', '130'],
    ]);
  });

  it('sends no progress the school hides, and a completed class as completed', async () => {
    const lan = await viewOf(area.demo, 'LAN-101-A');
    expect(lan).toMatchObject({ hideProgressData: true, percentCompleted: 0, percentExpected: 0 });
    const summer = await viewOf(area.demo, 'ART-110-S');
    expect(summer).toMatchObject({ percentCompleted: 100, showAttendance: false, attendSummary: [] });
    expect(info(summer.generalInfo).Status).toBe('Completed');
  });

  it('lists the follow-up forms with the student’s own status of each', async () => {
    const expected = (userFormIds: (number | null)[]) =>
      followUpForms.map((f, i) => ({
        id: f.id,
        name: f.name,
        userFormId: userFormIds[i],
        userFormStatus: f.status ?? '',
      }));
    for (const s of [area.demo, area.fresh()]) {
      const view = await viewOf(s, 'HLT-140-E');
      const mine = await area.ctx.db.query<{ id: number; form_id: number }>(
        'SELECT id, form_id FROM application_user_forms WHERE student_id = $1 AND form_id >= 9000',
        [s.studentId],
      );
      const idOf = (formId: number) => mine.find((m) => m.form_id === formId)!.id;
      expect(view.followUpForms).toEqual(expected([null, idOf(9002), idOf(9003)]));
      expect(view).toMatchObject({ showTimeClock: true, showAttendance: true, percentCompleted: 0 });
    }
  });

  it("is 404 for someone else's enrollment, another venue, or a dropped one", async () => {
    const [owner, other] = [area.fresh(), area.fresh()];
    const hers = await enrollmentOf(area.ctx.db, owner.studentId, 'HLT-140-E');
    const notFound = (res: Awaited<ReturnType<Caller['post']>>) =>
      expectNotFound(res, 'Enrollment not found');
    notFound(await other.post('enrollment', hers));
    notFound(
      await other.post('enrollment/attendance', { venueType: 'CLASS', enrollmentId: hers.enrollmentId }),
    );
    notFound(
      await other.post('enrollment/time_clock', { venueType: 'CLASS', enrollmentId: hers.enrollmentId }),
    );
    // Her own, named with another venue.
    const elsewhere = await venueOf(area.ctx.db, 'ART-110-R');
    notFound(await owner.post('enrollment', { ...hers, venueId: elsewhere.venueId }));
    notFound(await owner.post('enrollment', { ...hers, venueType: 'PATH' }));
    notFound(
      await owner.post('enrollment/attendance', { venueType: 'PATH', enrollmentId: hers.enrollmentId }),
    );
    notFound(await owner.post('enrollment', { ...hers, enrollmentId: 2_000_000_000 }));
    // Dropped: gone from the view too.
    await area.ctx.db.query(`UPDATE enrollments SET status = 'dropped' WHERE id = $1`, [hers.enrollmentId]);
    notFound(await owner.post('enrollment', hers));
    expect((await owner.post('enrollment', { ...hers, enrollmentId: 'x' })).statusCode).toBe(400);
  });
});

describe('POST /api/enrollment/grades', () => {
  const grades = async (s: Caller, code: string) => {
    const { venueType, venueId } = await venueOf(area.ctx.db, code);
    return s.post('enrollment/grades', { venueType, venueId });
  };

  it('gives the grade book as a tree, three levels deep, in order, with numbers and ISO dates', async () => {
    const res = await grades(area.demo, 'PTH-MOA');
    expect(res.statusCode).toBe(200);
    const { gradeNodes } = gradesResponseSchema.parse(res.json().data);
    const shape = (nodes: GradeNode[]): unknown =>
      nodes.map((n) => (n.childNodes.length ? { [n.title]: shape(n.childNodes) } : n.title));
    expect(shape(gradeNodes)).toEqual([
      {
        'Medical Office Procedures': [
          { 'Front desk and scheduling': ['Scheduling quiz', 'Phone etiquette role play'] },
          { 'Patient records and HIPAA': ['HIPAA quiz', 'Charting exercise', 'Records audit project'] },
        ],
      },
      {
        'Medical Coding Lab': [
          { 'ICD-10-CM basics': ['Coding drill 1', 'Coding drill 2'] },
          { 'CPT and HCPCS coding': ['Claim coding case study'] },
        ],
      },
    ]);
    const charting = gradeNodes[0]!.childNodes[1]!.childNodes[1]!;
    expect(charting).toMatchObject({
      type: 'Assignment',
      score: 13,
      maxPoints: 20,
      adjustment: -2,
      hours: null,
      notes: 'Submitted two days late: 2 points off.',
    });
    expect(charting.dateGraded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(gradeNodes[0]).toMatchObject({ type: 'Module', score: 66, maxPoints: 120, hours: 24.5 });
    const ungraded = gradeNodes[0]!.childNodes[1]!.childNodes[2]!;
    expect(ungraded).toMatchObject({ score: null, maxPoints: 40, dateGraded: null, childNodes: [] });
  });

  it('is a 503 with the spec’s words when the school’s grade book cannot answer', async () => {
    expectError(
      await grades(area.demo, 'ART-110-S'),
      503,
      'grades_unavailable',
      'Grade Details are currently unavailable',
    );
  });

  it('is empty for an enrollment without grades, and 404 for a venue the student is not enrolled in', async () => {
    const s = area.fresh();
    expect((await grades(s, 'HLT-140-E')).json().data).toEqual({ gradeNodes: [] });
    expectNotFound(await grades(s, 'PTH-MOA'), 'Enrollment not found');
    expectNotFound(await grades(s, 'ART-110-R'), 'Enrollment not found');
  });
});

describe('POST /api/enrollment/attendance and /api/enrollment/time_clock', () => {
  it('lists attendance oldest first, as instants, with types, hours and reasons', async () => {
    const res = await area.demo.post('enrollment/attendance', await demoEnrollment('ART-110-R'));
    const { items } = attendanceResponseSchema.parse(res.json().data);
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.map((i) => i.entryDate)).toEqual([...items.map((i) => i.entryDate)].sort());
    expect(new Set(items.map((i) => i.type))).toEqual(
      new Set(['Present', 'Tardy', 'Absent', 'Excused', 'Left early']),
    );
    for (const item of items) expect(item.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Instants of the school's evening class: 6:00 PM in New York, whatever the season.
    const present = items.find((i) => i.type === 'Present')!;
    expect(localDayAndTime(present.entryDate, TZ)[1]).toBe('18:00');
    expect(localDayAndTime(present.exitDate!, TZ)[1]).toBe('21:00');
    expect(present).toMatchObject({ hours: 3, reason: '' });
    const tardy = items.find((i) => i.reason === 'Traffic on Riverside Drive')!;
    expect(localDayAndTime(tardy.entryDate, TZ)[1]).toBe('18:20');
    expect(tardy).toMatchObject({ type: 'Tardy', hours: 2.67 });
    expect(items.find((i) => i.type === 'Absent')).toMatchObject({ exitDate: null, hours: 0 });
  });

  it('lists the time clock with local days, seconds and hours, in two months whose totals differ', async () => {
    const res = await area.demo.post('enrollment/time_clock', await demoEnrollment('HLT-140-T'));
    const { items } = timeClockResponseSchema.parse(res.json().data);
    expect(items.map((i) => i.timeIn)).toEqual([...items.map((i) => i.timeIn)].sort());
    for (const item of items) {
      expect(item.seconds).toBe((Date.parse(item.timeOut!) - Date.parse(item.timeIn)) / 1000);
      expect(item.hours).toBe(Math.round(item.seconds / 36) / 100);
      expect(localDayAndTime(item.timeIn, TZ)[0]).toBe(item.date);
    }
    expect(items.some((i) => i.seconds % 60 !== 0)).toBe(true);
    const byMonth = new Map<string, number>();
    for (const item of items)
      byMonth.set(item.date.slice(0, 7), (byMonth.get(item.date.slice(0, 7)) ?? 0) + item.seconds);
    const totals = [...byMonth.values()];
    expect(totals).toHaveLength(2);
    expect(totals[0]).toBeGreaterThan(24 * 3600);
    expect(totals[0]).not.toBe(totals[1]);
    expect(items.find((i) => i.environment === 'Kiosk')).toMatchObject({
      notes: 'Clocked in at the front desk',
    });
  });

  it('is empty for an enrollment with no entries', async () => {
    const s = area.fresh();
    const own = await enrollmentOf(area.ctx.db, s.studentId, 'HLT-140-E');
    expect((await s.post('enrollment/time_clock', own)).json().data).toEqual({ items: [] });
    expect((await s.post('enrollment/attendance', own)).json().data).toEqual({ items: [] });
    const extra = await enrollDirectly(area.ctx.db, s.studentId, 'ART-110-R');
    expect((await s.post('enrollment/attendance', extra)).json().data).toEqual({ items: [] });
  });
});
