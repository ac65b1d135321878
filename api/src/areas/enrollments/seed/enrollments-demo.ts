import { instructors, locations, type Day } from '../../../seed/catalog-data';
import { queryOne, type Queryable } from '../../../db';
import { addDays, schoolDate, schoolInstant, weekDayOf } from '../../../lib/school-time';
import { demoGradeBook, type GradeSeed } from './grade-book-data';

/**
 * Enrollments of the demo school: student@demo.school's, with progress, attendance, a time clock, a
 * grade book and follow-up forms, and a time-clock class every browser-test student is enrolled in too
 * (seed/test-students.ts). student@demo.school's enrollments:
 *
 * | venue     | status    | what it shows                                                              |
 * | --------- | --------- | -------------------------------------------------------------------------- |
 * | LAN-101-A | enrolled  | browse's (catalog dates, 2027); progress hidden (hideProgressData)         |
 * | ART-110-R | enrolled  | attendance table of every meeting so far (5 types); 40% done, 45% expected |
 * | HLT-140-T | enrolled  | time clock, last month over 24 h, this month less; 18% done, 22% expected |
 * | PTH-MOA   | enrolled  | pathway (HLT-140-M, HLT-140-L), grade book module > unit > assessment      |
 * | ART-110-S | completed | grade book shown but unavailable (503); no attendance                      |
 * | HLT-140-E | enrolled  | time clock, no entries; follow-up forms 9001 (none), 9002, 9003            |
 *
 * The catalog's classes run in 2027 (fixed dates, browse's own); an enrollment view needs classes under
 * way, with attendance behind them and meetings in the coming weeks. So the classes here are the
 * area's own, dated from the seed day (the database's current_date), under existing courses. They are
 * inactive (is_active false): browse never lists or sells them, so no catalog page or browse test
 * changes (browse does show the other sections of their courses, HLT-140-A and ART-110-A, as
 * 'Enrolled in another section' to the students enrolled here). The pathway is the area's own too:
 * every catalog pathway's state for student@demo.school is pinned by browse's tests, and none has
 * started.
 */

/** The demo school's timezone (config/demo-school.json): the local times below are its wall clock. */
const DEMO_TIME_ZONE = 'America/New_York';

/** Follow-up forms (spec 4.4): ids clear of browse's application forms (501 to 503). */
export const followUpForms = [
  { id: 9001, name: 'Externship Site Preferences', status: null },
  { id: 9002, name: 'Background Check Authorization', status: 'started' },
  { id: 9003, name: 'Externship Agreement', status: 'submitted' },
] as const;

/** The time-clock class of the browser tests (and of student@demo.school): no entries, the three forms. */
export const CLOCK_CLASS_CODE = 'HLT-140-E';

interface OwnClassSeed {
  code: string;
  course: string;
  title: string;
  /** Days from the seed day, or a function of it. */
  start: number | ((seedDay: string) => string);
  end: number;
  days: Day[];
  time: [string, string] | null;
  location: string | null;
  instructor: string | null;
  hours: number;
  price: number;
  capacity: number;
}

/** The first day of the month before the seed day's, a week earlier: the time clock's history fits. */
const beforePreviousMonth = (seedDay: string) => addDays(`${previousMonth(seedDay)}-01`, -7);

export const ownClasses: OwnClassSeed[] = [
  // Attendance table; meets twice a week until 7 weeks from now.
  {
    code: 'ART-110-R',
    course: 'ART-110',
    title: 'Graphic Design with Adobe Tools',
    start: -38,
    end: 52,
    days: ['Mon', 'Wed'],
    time: ['18:00', '21:00'],
    location: 'main',
    instructor: 'kwilliams',
    hours: 78,
    price: 1450,
    capacity: 16,
  },
  // Time clock with a history: a practicum the student logs hours for, no set meetings.
  {
    code: 'HLT-140-T',
    course: 'HLT-140',
    title: 'Medical Billing Practicum',
    start: beforePreviousMonth,
    end: 70,
    days: [],
    time: null,
    location: 'health',
    instructor: 'sbrennan',
    hours: 120,
    price: 600,
    capacity: 12,
  },
  // The pathway's classes: one under way, one starting in 5 days; both meet for weeks to come.
  {
    code: 'HLT-140-M',
    course: 'HLT-140',
    title: 'Medical Office Procedures',
    start: -30,
    end: 60,
    days: ['Tue', 'Thu'],
    time: ['09:00', '12:00'],
    location: 'health',
    instructor: 'sbrennan',
    hours: 78,
    price: 1300,
    capacity: 20,
  },
  {
    code: 'HLT-140-L',
    course: 'HLT-140',
    title: 'Medical Coding Lab',
    start: 5,
    end: 95,
    days: ['Sat'],
    time: ['09:00', '13:00'],
    location: 'downtown',
    instructor: 'pnguyen',
    hours: 52,
    price: 1300,
    capacity: 20,
  },
  // Completed last term; its grade book is no longer answered.
  {
    code: 'ART-110-S',
    course: 'ART-110',
    title: 'Graphic Design with Adobe Tools (summer)',
    start: -200,
    end: -110,
    days: ['Sat'],
    time: ['09:00', '12:00'],
    location: 'main',
    instructor: 'kwilliams',
    hours: 39,
    price: 900,
    capacity: 16,
  },
  // The browser tests' time clock: room for 1,000 test students and the demo student.
  {
    code: CLOCK_CLASS_CODE,
    course: 'HLT-140',
    title: 'Medical Billing Externship',
    start: -30,
    end: 120,
    days: [],
    time: null,
    location: null,
    instructor: 'sbrennan',
    hours: 160,
    price: 0,
    capacity: 1001,
  },
];

export const demoPathway = {
  code: 'PTH-MOA',
  title: 'Medical Office Administration',
  description:
    'Front-office procedures and medical coding, for administrative roles in clinics and practices.',
  price: 2600,
  capacity: 20,
  nodes: ['HLT-140-M', 'HLT-140-L'],
};

/** 'YYYY-MM' of the month before a day's. */
function previousMonth(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

async function idOf(tx: Queryable, sql: string, key: string): Promise<number> {
  const row = await queryOne<{ id: number }>(tx, sql, [key]);
  if (!row) throw new Error(`Enrollments seed refers to an unknown record: ${key}`);
  return row.id;
}

const keyed = <T extends { key: string }>(list: T[], key: string, what: string): T => {
  const found = list.find((item) => item.key === key);
  if (!found) throw new Error(`Enrollments seed refers to an unknown ${what}: ${key}`);
  return found;
};

async function insertOwnClass(tx: Queryable, seedDay: string, k: OwnClassSeed): Promise<number> {
  const start = typeof k.start === 'number' ? addDays(seedDay, k.start) : k.start(seedDay);
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO classes (course_id, code, title, start_date, end_date, week_days, start_time, end_time,
       location_id, instructor_id, total_price, total_hours, capacity, registration_status, is_active, image_url)
     SELECT co.id, $2, $3, $4, $5, $6, $7, $8,
            (SELECT id FROM locations WHERE name = $9), (SELECT id FROM instructors WHERE email = $10),
            $11, $12, $13, 'closed', false, co.image_url
       FROM courses co WHERE co.code = $1
     RETURNING id`,
    [
      k.course,
      k.code,
      k.title,
      start,
      addDays(seedDay, k.end),
      k.days,
      k.time?.[0] ?? null,
      k.time?.[1] ?? null,
      k.location ? keyed(locations, k.location, 'location').name : null,
      k.instructor ? keyed(instructors, k.instructor, 'instructor').email : null,
      k.price,
      k.hours,
      k.capacity,
    ],
  );
  if (!row) throw new Error(`Enrollments seed refers to an unknown course: ${k.course}`);
  return row.id;
}

interface TrackingSeed {
  completed?: number;
  expected?: number;
  attendance?: boolean;
  timeClock?: boolean;
  gradeBook?: boolean;
  hideProgress?: boolean;
  gradeScale?: string;
  gradesUnavailable?: boolean;
}

async function insertTracking(tx: Queryable, enrollmentIds: readonly number[], t: TrackingSeed) {
  await tx.query(
    `INSERT INTO enrollment_tracking (enrollment_id, percent_completed, percent_expected, show_attendance,
       show_time_clock, show_grade_book, hide_progress_data, grade_scale_info, grades_unavailable)
     SELECT e, $2, $3, $4, $5, $6, $7, $8, $9 FROM unnest($1::int[]) AS e`,
    [
      enrollmentIds,
      t.completed ?? 0,
      t.expected ?? 0,
      t.attendance ?? true,
      t.timeClock ?? false,
      t.gradeBook ?? false,
      t.hideProgress ?? false,
      t.gradeScale ?? '',
      t.gradesUnavailable ?? false,
    ],
  );
}

async function enroll(
  tx: Queryable,
  studentId: number,
  venue: { type: 'CLASS' | 'PATH'; id: number },
  opts: { status?: 'enrolled' | 'completed'; enrolledOn: string },
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO enrollments (student_id, venue_type, venue_id, status, source, amount_paid, enrolled_at)
     SELECT $1, $2, $3, $4, 'office',
            CASE WHEN $2 = 'CLASS' THEN (SELECT total_price FROM classes WHERE id = $3)
                 ELSE (SELECT total_price FROM pathways WHERE id = $3) END,
            $5::timestamptz
     RETURNING id`,
    [
      studentId,
      venue.type,
      venue.id,
      opts.status ?? 'enrolled',
      schoolInstant(opts.enrolledOn, '10:00', DEMO_TIME_ZONE),
    ],
  );
  return row!.id;
}

/**
 * Enrolls each student in the time-clock class (logged with the time clock, no entries yet) with its
 * three follow-up forms: one not started, one started, one submitted. Set-based, whatever the number of
 * students (the browser tests ask for up to 1,000).
 */
export async function seedClockClassEnrollments(tx: Queryable, studentIds: readonly number[]): Promise<void> {
  if (studentIds.length === 0) return;
  const classId = await idOf(tx, 'SELECT id FROM classes WHERE code = $1', CLOCK_CLASS_CODE);
  const enrolled = await tx.query<{ id: number }>(
    `INSERT INTO enrollments (student_id, venue_type, venue_id, source)
     SELECT s, 'CLASS', $2, 'office' FROM unnest($1::int[]) AS s
     RETURNING id`,
    [studentIds, classId],
  );
  const enrollmentIds = enrolled.map((r) => r.id);
  await insertTracking(tx, enrollmentIds, { attendance: true, timeClock: true });
  await tx.query(
    `INSERT INTO enrollment_follow_up_forms (enrollment_id, form_id, position)
     SELECT e, f.id, f.position FROM unnest($1::int[]) AS e,
            unnest($2::int[]) WITH ORDINALITY AS f(id, position)`,
    [enrollmentIds, followUpForms.map((f) => f.id)],
  );
  for (const form of followUpForms) {
    if (!form.status) continue;
    await tx.query(
      `INSERT INTO application_user_forms (student_id, form_id, venue_type, venue_id, status)
       SELECT s, $2, 'CLASS', $3, $4 FROM unnest($1::int[]) AS s`,
      [studentIds, form.id, classId, form.status],
    );
  }
}

// ---------------------------------------------------------------- student@demo.school's records

/** Attendance of a class's meetings so far, one pattern entry per meeting (Present after the list). */
const ATTENDANCE_PATTERN: {
  type: string;
  entry?: string;
  exit?: string | null;
  hours?: number;
  reason?: string;
}[] = [
  { type: 'Present' },
  { type: 'Present' },
  { type: 'Tardy', entry: '18:20', hours: 2.67, reason: 'Traffic on Riverside Drive' },
  { type: 'Present' },
  { type: 'Absent', exit: null, hours: 0, reason: 'Sick with the flu' },
  { type: 'Present' },
  { type: 'Left early', exit: '20:00', hours: 2, reason: 'Doctor appointment' },
  { type: 'Excused', exit: null, hours: 0, reason: 'Family emergency' },
  { type: 'Present' },
  { type: 'Tardy', entry: '18:10', hours: 2.83, reason: 'Bus was late' },
];

async function seedAttendance(
  tx: Queryable,
  enrollmentId: number,
  k: { start: string; days: string[]; time: [string, string] },
  seedDay: string,
) {
  const [from, to] = k.time;
  let index = 0;
  for (let day = k.start; day < seedDay; day = addDays(day, 1)) {
    if (!k.days.includes(weekDayOf(day))) continue;
    const p = ATTENDANCE_PATTERN[index] ?? { type: 'Present' };
    index += 1;
    const exit = p.exit === undefined ? to : p.exit;
    await tx.query(
      `INSERT INTO attendance_entries (enrollment_id, entry_at, exit_at, type, hours, reason)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        enrollmentId,
        schoolInstant(day, p.entry ?? from, DEMO_TIME_ZONE),
        exit === null ? null : schoolInstant(day, exit, DEMO_TIME_ZONE),
        p.type,
        p.hours ?? 3,
        p.reason ?? '',
      ],
    );
  }
}

interface ClockSeed {
  day: string;
  in: string;
  out: string;
  environment?: string;
  notes?: string;
}

/**
 * The practicum's time clock: the month before the seed day's, over 24 hours in all (two entries not
 * whole minutes), and the seed day's month so far, a smaller total. On the 1st and 2nd of a month
 * there is no earlier day in it: one morning entry on the seed day stands for the month.
 */
function practicumClock(seedDay: string): ClockSeed[] {
  const before = previousMonth(seedDay);
  const month = seedDay.slice(0, 7);
  const day = (ym: string, d: number) => `${ym}-${String(d).padStart(2, '0')}`;
  const previous: ClockSeed[] = [
    { day: day(before, 3), in: '08:00', out: '12:05', notes: 'Orientation and system access' },
    { day: day(before, 6), in: '08:00', out: '11:52:30' },
    {
      day: day(before, 9),
      in: '13:00',
      out: '17:15',
      environment: 'Kiosk',
      notes: 'Clocked in at the front desk',
    },
    { day: day(before, 13), in: '08:00', out: '11:47' },
    { day: day(before, 16), in: '08:00', out: '12:02:10', notes: 'Insurance claims batch' },
    { day: day(before, 20), in: '09:00', out: '12:30' },
    { day: day(before, 24), in: '08:00', out: '12:20', notes: 'Shadowed the billing supervisor' },
  ];
  const dayOfMonth = Number(seedDay.slice(8, 10));
  const current: ClockSeed[] = [
    { day: day(month, 2), in: '08:00', out: '11:10:17', notes: 'Denied claims follow-up' },
    { day: day(month, 5), in: '08:00', out: '10:45' },
    { day: day(month, 8), in: '13:00', out: '16:05' },
    { day: day(month, 12), in: '08:00', out: '11:30:45' },
    { day: day(month, 15), in: '08:00', out: '10:55' },
    { day: day(month, 19), in: '13:00', out: '15:40' },
  ].filter((entry) => Number(entry.day.slice(8, 10)) < dayOfMonth);
  if (current.length === 0) current.push({ day: seedDay, in: '07:00', out: '07:45:20' });
  return [...previous, ...current];
}

async function seedTimeClock(tx: Queryable, enrollmentId: number, seedDay: string) {
  for (const entry of practicumClock(seedDay)) {
    await tx.query(
      `INSERT INTO time_clock_entries (enrollment_id, work_date, time_in, time_out, environment, notes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        enrollmentId,
        entry.day,
        schoolInstant(entry.day, entry.in, DEMO_TIME_ZONE),
        schoolInstant(entry.day, entry.out, DEMO_TIME_ZONE),
        entry.environment ?? 'Portal',
        entry.notes ?? '',
      ],
    );
  }
}

async function seedGradeNodes(
  tx: Queryable,
  enrollmentId: number,
  nodes: readonly GradeSeed[],
  seedDay: string,
  parentId: number | null = null,
) {
  for (const [position, node] of nodes.entries()) {
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO grade_nodes (enrollment_id, parent_id, position, title, type, score, max_points, comments,
         notes, date_graded, adjustment, hours)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        enrollmentId,
        parentId,
        position + 1,
        node.title,
        node.type,
        node.score ?? null,
        node.maxPoints ?? null,
        node.comments ?? '',
        node.notes ?? '',
        node.gradedDaysAgo === undefined ? null : addDays(seedDay, -node.gradedDaysAgo),
        node.adjustment ?? null,
        node.hours ?? null,
      ],
    );
    await seedGradeNodes(tx, enrollmentId, node.children ?? [], seedDay, row!.id);
  }
}

/** Runs after browse's seed (LAN-101-A is the demo student's already), in the same transaction. */
export async function seedEnrollmentsDemo(tx: Queryable): Promise<void> {
  // The school's today, not the database's: every local date and time here is the school's.
  const seedDay = schoolDate(new Date(), DEMO_TIME_ZONE);
  for (const form of followUpForms)
    await tx.query('INSERT INTO application_forms (id, name) VALUES ($1, $2)', [form.id, form.name]);

  const classIds = new Map<string, number>();
  for (const k of ownClasses) classIds.set(k.code, await insertOwnClass(tx, seedDay, k));
  const classOf = (code: string) => classIds.get(code)!;
  const startOf = async (code: string) =>
    (await queryOne<{ d: string }>(tx, 'SELECT start_date::text AS d FROM classes WHERE code = $1', [code]))!
      .d;

  const p = demoPathway;
  const pathway = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO pathways (code, title, description, image_url, total_price, capacity, registration_status, is_active)
     VALUES ($1, $2, $3, '/api/media/pathway/medical-office.svg', $4, $5, 'closed', false) RETURNING id`,
    [p.code, p.title, p.description, p.price, p.capacity],
  );
  for (const [index, code] of p.nodes.entries())
    await tx.query('INSERT INTO pathway_nodes (pathway_id, class_id, position) VALUES ($1, $2, $3)', [
      pathway!.id,
      classOf(code),
      index + 1,
    ]);

  const me = await idOf(tx, 'SELECT id FROM students WHERE email = $1', 'student@demo.school');
  // LAN-101-A (browse's): not started yet; the school hides its progress.
  const lan = await queryOne<{ id: number }>(
    tx,
    `SELECT e.id FROM enrollments e JOIN classes c ON c.id = e.venue_id AND e.venue_type = 'CLASS'
      WHERE e.student_id = $1 AND c.code = 'LAN-101-A'`,
    [me],
  );
  if (!lan) throw new Error('Enrollments seed: student@demo.school is not enrolled in LAN-101-A');
  await insertTracking(tx, [lan.id], { hideProgress: true });

  const art = await enroll(
    tx,
    me,
    { type: 'CLASS', id: classOf('ART-110-R') },
    {
      enrolledOn: addDays(seedDay, -50),
    },
  );
  await insertTracking(tx, [art], { completed: 40, expected: 45 });
  await seedAttendance(
    tx,
    art,
    { start: await startOf('ART-110-R'), days: ['Mon', 'Wed'], time: ['18:00', '21:00'] },
    seedDay,
  );

  const practicum = await enroll(
    tx,
    me,
    { type: 'CLASS', id: classOf('HLT-140-T') },
    {
      enrolledOn: addDays(await startOf('HLT-140-T'), -10),
    },
  );
  await insertTracking(tx, [practicum], { completed: 18, expected: 22, timeClock: true });
  await seedTimeClock(tx, practicum, seedDay);

  const moa = await enroll(tx, me, { type: 'PATH', id: pathway!.id }, { enrolledOn: addDays(seedDay, -45) });
  await insertTracking(tx, [moa], {
    completed: 35,
    expected: 40,
    gradeBook: true,
    gradeScale: 'A 90-100%, B 80-89%, C 70-79%, D 60-69%, F below 60%',
  });
  await seedGradeNodes(tx, moa, demoGradeBook, seedDay);

  const summer = await enroll(
    tx,
    me,
    { type: 'CLASS', id: classOf('ART-110-S') },
    {
      status: 'completed',
      enrolledOn: addDays(seedDay, -215),
    },
  );
  await insertTracking(tx, [summer], {
    completed: 100,
    expected: 100,
    attendance: false,
    gradeBook: true,
    gradesUnavailable: true,
  });

  await seedClockClassEnrollments(tx, [me]);
}
