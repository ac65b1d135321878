import {
  enrollmentsResponseSchema,
  MAX_MEETING_DAYS,
  meetingsResponseSchema,
  waitlistAndInterestsResponseSchema,
  type MeetingsResponse,
} from '../../contracts';
import { expectError } from '../../../test/support/accounts';
import { useAreaTest } from '../../../test/support/area-test';
import { enrollDirectly, venueOf } from '../../../test/support/enrollments';
import { type Caller } from '../../../test/support/payments';
import { meetingsOf } from './services/meetings';
import { addDays, weekDayOf } from '../../lib/school-time';

const area = useAreaTest(6);

/** The school's today, as the test computes it on its own. */
const schoolToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const datesOf = async (code: string) =>
  (
    await area.ctx.db.query<{ s: string; e: string }>(
      'SELECT start_date::text AS s, end_date::text AS e FROM classes WHERE code = $1',
      [code],
    )
  )[0]!;

describe('GET /api/enrollments', () => {
  it("lists the demo student's enrollments: current ones first, with dates and progress", async () => {
    const res = await area.demo.get('enrollments');
    expect(res.statusCode).toBe(200);
    const { enrollments } = enrollmentsResponseSchema.parse(res.json().data);
    const byCode = new Map(enrollments.map((e) => [e.code, e]));
    expect([...byCode.keys()].sort()).toEqual(
      ['ART-110-R', 'ART-110-S', 'HLT-140-E', 'HLT-140-T', 'LAN-101-A', 'PTH-MOA'].sort(),
    );
    expect(enrollments.at(-1)).toMatchObject({
      code: 'ART-110-S',
      status: 'completed',
      percentCompleted: 100,
    });
    expect(enrollments.slice(0, -1).every((e) => e.status === 'enrolled')).toBe(true);
    const current = enrollments.filter((e) => e.status === 'enrolled').map((e) => e.startDate);
    expect(current).toEqual([...current].sort());
    expect(byCode.get('LAN-101-A')).toMatchObject({ percentCompleted: null, startDate: '2027-01-14' });
    expect(byCode.get('ART-110-R')).toMatchObject({ venueType: 'CLASS', percentCompleted: 40 });
    expect(byCode.get('HLT-140-T')!.percentCompleted).toBe(18);
    // A pathway's dates are its classes' first start and last end.
    const [first, last] = [await datesOf('HLT-140-M'), await datesOf('HLT-140-L')];
    expect(byCode.get('PTH-MOA')).toMatchObject({
      venueType: 'PATH',
      venueId: (await venueOf(area.ctx.db, 'PTH-MOA')).venueId,
      title: 'Medical Office Administration',
      startDate: first.s,
      endDate: last.e,
      percentCompleted: 35,
    });
  });

  it('lists a test student’s own time-clock class only, and no dropped enrollment', async () => {
    const s = area.fresh();
    const dropped = await enrollDirectly(area.ctx.db, s.studentId, 'ART-110-R');
    await area.ctx.db.query(`UPDATE enrollments SET status = 'dropped' WHERE id = $1`, [
      dropped.enrollmentId,
    ]);
    const { enrollments } = enrollmentsResponseSchema.parse((await s.get('enrollments')).json().data);
    expect(enrollments).toEqual([
      expect.objectContaining({
        code: 'HLT-140-E',
        title: 'Medical Billing Externship',
        percentCompleted: 0,
      }),
    ]);
  });
});

describe('GET /api/enrollments/waitlist_and_interests', () => {
  const categoryId = async (title: string) =>
    (
      await area.ctx.db.query<{ id: number }>('SELECT id FROM course_categories WHERE title = $1', [title])
    )[0]!.id;
  const courseId = async (code: string) =>
    (await area.ctx.db.query<{ id: number }>('SELECT id FROM courses WHERE code = $1', [code]))[0]!.id;

  it('gives each venue with its dates, first category and course', async () => {
    const res = await area.demo.get('enrollments/waitlist_and_interests');
    expect(res.statusCode).toBe(200);
    const data = waitlistAndInterestsResponseSchema.parse(res.json().data);
    expect(data.waitlist).toEqual([
      {
        ...(await venueOf(area.ctx.db, 'ART-130-A')),
        title: 'Digital Photography',
        code: 'ART-130-A',
        startDate: '2027-03-06',
        endDate: '2027-04-10',
        // ART-130 is in Arts & Design first, then Personal Enrichment.
        categoryId: await categoryId('Arts & Design'),
        courseId: await courseId('ART-130'),
      },
      {
        ...(await venueOf(area.ctx.db, 'PTH-CHEF')),
        title: expect.any(String),
        code: 'PTH-CHEF',
        // Its classes' first start (CUL-101-A) and last end (CUL-120-A).
        startDate: '2027-01-18',
        endDate: '2027-07-12',
        categoryId: await categoryId('Culinary Arts'),
        courseId: null,
      },
    ]);
    expect(data.interests).toEqual([
      expect.objectContaining({
        code: 'TRD-110-A',
        venueType: 'CLASS',
        categoryId: await categoryId('Skilled Trades'),
        courseId: await courseId('TRD-110'),
      }),
    ]);
  });

  it('gives null dates to a pathway without classes and a null category to a venue in none', async () => {
    const s = area.fresh();
    const [empty] = await area.ctx.db.query<{ id: number }>(
      `INSERT INTO pathways (code, title, capacity) VALUES ('PTH-EMPTY', 'Empty pathway', 5) RETURNING id`,
    );
    const [course] = await area.ctx.db.query<{ id: number }>(
      `INSERT INTO courses (code, title) VALUES ('NOC-100', 'Uncategorized course') RETURNING id`,
    );
    const [klass] = await area.ctx.db.query<{ id: number }>(
      `INSERT INTO classes (course_id, code, title, start_date, end_date, capacity)
       VALUES ($1, 'NOC-100-A', 'Uncategorized class', '2027-01-04', '2027-02-01', 5) RETURNING id`,
      [course!.id],
    );
    await area.ctx.db.query(
      `INSERT INTO interests (student_id, venue_type, venue_id) VALUES ($1, 'PATH', $2), ($1, 'CLASS', $3)`,
      [s.studentId, empty!.id, klass!.id],
    );
    const data = waitlistAndInterestsResponseSchema.parse(
      (await s.get('enrollments/waitlist_and_interests')).json().data,
    );
    expect(data).toEqual({
      waitlist: [],
      interests: [
        expect.objectContaining({
          code: 'PTH-EMPTY',
          startDate: null,
          endDate: null,
          categoryId: null,
          courseId: null,
        }),
        expect.objectContaining({ code: 'NOC-100-A', categoryId: null, courseId: course!.id }),
      ],
    });
  });
});

describe('GET /api/enrollments/meetings', () => {
  const meetings = async (s: Caller, from: string, to: string): Promise<MeetingsResponse> => {
    const res = await s.get(`enrollments/meetings?from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    return meetingsResponseSchema.parse(res.json().data);
  };

  it('refuses a range that ends before it starts or is too long', async () => {
    const refused = (res: Awaited<ReturnType<Caller['get']>>, message: string) =>
      expectError(res, 400, 'invalid_input', 'Please check the fields and try again', {
        fields: { to: message },
      });
    refused(
      await area.demo.get('enrollments/meetings?from=2026-03-10&to=2026-03-09'),
      'End date must not precede start date',
    );
    const from = '2026-01-01';
    refused(
      await area.demo.get(`enrollments/meetings?from=${from}&to=${addDays(from, MAX_MEETING_DAYS)}`),
      `Choose at most ${MAX_MEETING_DAYS} days at a time`,
    );
    expect(
      (await area.demo.get(`enrollments/meetings?from=${from}&to=${addDays(from, MAX_MEETING_DAYS - 1)}`))
        .statusCode,
    ).toBe(200);
    expect((await area.demo.get('enrollments/meetings?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await area.demo.get('enrollments/meetings?from=2026-03-01')).statusCode).toBe(400);
  });

  it("gives the next six weeks of the demo student's classes and pathway classes, in local time", async () => {
    const today = schoolToday();
    const to = addDays(today, 41);
    const data = await meetings(area.demo, today, to);
    expect(data).toMatchObject({ timezone: 'America/New_York', today });
    const codes = new Set(data.meetings.map((m) => m.code));
    // Classes without days or times (the time-clock ones) and past classes have no meetings.
    expect([...codes].sort()).toEqual(['ART-110-R', 'HLT-140-L', 'HLT-140-M']);
    for (const m of data.meetings) {
      expect(m.date >= today && m.date <= to).toBe(true);
      expect(m.uid).toBe(`class-${m.classId}-${m.date.replace(/-/g, '')}@meetings.student-portal`);
    }
    const art = data.meetings.filter((m) => m.code === 'ART-110-R');
    expect(art.length).toBeGreaterThanOrEqual(11);
    for (const m of art) {
      expect(['Mon', 'Wed']).toContain(weekDayOf(m.date));
      expect(m).toMatchObject({
        ...(await venueOf(area.ctx.db, 'ART-110-R')),
        classId: (await venueOf(area.ctx.db, 'ART-110-R')).venueId,
        title: 'Graphic Design with Adobe Tools',
        startTime: '18:00',
        endTime: '21:00',
        locationName: 'Main Campus, Hartley Hall',
        locationAddress: '1200 Riverside Drive, Riverbend, OH 43215',
        instructorName: 'Kendra Williams',
      });
    }
    // The pathway's classes come as the pathway's, each with its own class id.
    const pathway = await venueOf(area.ctx.db, 'PTH-MOA');
    const office = data.meetings.filter((m) => m.code === 'HLT-140-M');
    expect(office.length).toBeGreaterThanOrEqual(11);
    expect(office[0]).toMatchObject({
      ...pathway,
      classId: (await venueOf(area.ctx.db, 'HLT-140-M')).venueId,
      startTime: '09:00',
      endTime: '12:00',
      locationName: 'Health Sciences Building',
    });
    const lab = data.meetings.filter((m) => m.code === 'HLT-140-L');
    expect(lab.every((m) => weekDayOf(m.date) === 'Sat' && m.date >= addDays(today, 4))).toBe(true);
    expect(lab.length).toBeGreaterThanOrEqual(4);
    // By day, then start time.
    const order = data.meetings.map((m) => `${m.date} ${m.startTime}`);
    expect(order).toEqual([...order].sort());
  });

  it('gives the same uid to the same meeting in any range, and every uid once', async () => {
    const today = schoolToday();
    const wide = await meetings(area.demo, addDays(today, -20), addDays(today, 40));
    const narrow = await meetings(area.demo, addDays(today, 10), addDays(today, 15));
    expect(new Set(wide.meetings.map((m) => m.uid)).size).toBe(wide.meetings.length);
    expect(narrow.meetings.length).toBeGreaterThan(0);
    for (const m of narrow.meetings) expect(wide.meetings).toContainEqual(m);
  });

  it('shows the catalog class the student took, in its own dates', async () => {
    const data = await meetings(area.demo, '2027-01-10', '2027-01-31');
    const lan = data.meetings.filter((m) => m.code === 'LAN-101-A');
    expect(lan.map((m) => m.date)).toEqual(['2027-01-14', '2027-01-21', '2027-01-28']);
    expect(lan[0]).toMatchObject({ startTime: '18:30', endTime: '20:30', instructorName: 'Ana Garcia' });
  });

  it('gives a class taken on its own and through a pathway once, as the class', async () => {
    const s = area.fresh();
    await enrollDirectly(area.ctx.db, s.studentId, 'PTH-MOA');
    const today = schoolToday();
    const through = await meetings(s, today, addDays(today, 30));
    expect(through.meetings.every((m) => m.venueType === 'PATH')).toBe(true);
    const own = await enrollDirectly(area.ctx.db, s.studentId, 'HLT-140-M');
    const both = await meetings(s, today, addDays(today, 30));
    expect(both.meetings).toHaveLength(through.meetings.length);
    expect(both.meetings.filter((m) => m.code === 'HLT-140-M').every((m) => m.venueId === own.venueId)).toBe(
      true,
    );
    expect(both.meetings.filter((m) => m.code === 'HLT-140-L').every((m) => m.venueType === 'PATH')).toBe(
      true,
    );
    expect(await meetings(area.fresh(), today, addDays(today, 30))).toMatchObject({ meetings: [] });
  });

  it("takes today from the school's timezone, not the server's", async () => {
    // 03:30 UTC on March 9 is still March 8 in New York.
    const data = await meetingsOf(
      area.ctx.db,
      area.ctx.school,
      area.demo.studentId,
      { from: '2026-03-01', to: '2026-03-31' },
      new Date('2026-03-09T03:30:00Z'),
    );
    expect(data.today).toBe('2026-03-08');
  });
});
