import { buildApp } from '../../app';
import { reportLinkSchema } from '../../contracts';
import { PDF_CONTENT_SECURITY_POLICY } from '../../files';
import { expectError, expectNotFound, expectSignInRequired } from '../../../test/support/accounts';
import { useAreaTest } from '../../../test/support/area-test';
import { request, type TestResponse } from '../../../test/support/context';
import {
  addAttendance,
  addClockEntries,
  addGradeNode,
  enroll,
  makeClass,
  makePathway,
} from '../../../test/support/enrollment-fixtures';
import { pdfLines } from '../../../test/support/pdf-text';
import { callerFor, type Caller } from '../../../test/support/payments';

/*
 * The report and transcript links over HTTP (spec 5.6, 7.4): each test takes test students of its own
 * (Casey Tester<n>) and gives them enrollments in classes made here. The school is in New York.
 */

const area = useAreaTest(21);
let welding: number;
let weldingTwo: number;
let shop: number;
let pathway: number;
beforeAll(async () => {
  welding = await makeClass(area.ctx.db, {
    code: 'RPT-WLD-101',
    title: 'Report Welding I',
    startDate: '2026-09-01',
    endDate: '2026-12-15',
    totalHours: 120,
  });
  weldingTwo = await makeClass(area.ctx.db, {
    code: 'RPT-WLD-201',
    title: 'Report Welding II',
    startDate: '2027-01-12',
    endDate: '2027-05-20',
    totalHours: 90,
  });
  shop = await makeClass(area.ctx.db, {
    code: 'RPT-SHOP-110',
    title: 'Report Open Shop',
    startDate: '2026-09-01',
    endDate: '2027-06-30',
  });
  pathway = await makePathway(area.ctx.db, 'RPT-PW-WELD', 'Report Welding Technology', [welding, weldingTwo]);
}, 60_000);

const { fresh, nameOf } = area;

const november = { startDate: '2026-11-01', endDate: '2026-11-30' };

/** An attendance of the welding class: three days of November, and one on each side of it. */
async function weldingWithAttendance(s: Caller): Promise<number> {
  const id = await enroll(area.ctx.db, s.studentId, 'CLASS', welding);
  await addAttendance(area.ctx.db, id, [
    { entryAt: '2026-10-30T13:00:00Z', exitAt: '2026-10-30T16:00:00Z', type: 'Present', hours: 3 },
    { entryAt: '2026-11-02T14:00:00Z', exitAt: '2026-11-02T17:00:00Z', type: 'Present', hours: 3 },
    {
      entryAt: '2026-11-03T14:20:00Z',
      exitAt: '2026-11-03T17:00:00Z',
      type: 'Tardy',
      hours: 2.67,
      reason: 'Bus was late',
    },
    // 11:30 PM on November 30 in New York: in the period.
    { entryAt: '2026-12-01T04:30:00Z', exitAt: null, type: 'Absent', hours: 0, reason: 'Sick' },
    // 12:30 AM on December 1 in New York: after it.
    { entryAt: '2026-12-01T05:30:00Z', exitAt: null, type: 'Absent', hours: 0, reason: 'Snow day' },
  ]);
  return id;
}

const linkOf = (res: TestResponse): string => {
  expect(res.statusCode).toBe(200);
  const { url } = reportLinkSchema.parse(res.json().data);
  expect(url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{43}$/);
  return url;
};

/** Opens a link as a new tab would (no token), and reads the PDF's lines. */
async function openPdf(url: string, filename: string): Promise<string[]> {
  const res = await fetch(area.ctx.baseUrl + url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(`inline; filename="${filename}"`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-security-policy')).toBe(PDF_CONTENT_SECURITY_POLICY);
  const pdf = Buffer.from(await res.arrayBuffer());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfLines(pdf);
}

/**
 * A fresh student's welding attendance (weldingWithAttendance), asked for as a report through `link`
 * with `options`: the student, and the lines of the PDF the link opens (named `filename`).
 */
async function weldingReport(
  link: 'attendance_report_link' | 'infraction_report_link',
  options: Record<string, unknown>,
  filename: string,
) {
  const s = fresh();
  const enrollmentId = await weldingWithAttendance(s);
  const url = linkOf(await s.post(`enrollments/${link}`, { enrollmentId, ...options }));
  return { s, lines: await openPdf(url, filename) };
}

const status = async (url: string) => (await fetch(area.ctx.baseUrl + url)).status;

describe('POST /api/enrollments/attendance_report_link', () => {
  it("links a PDF of the student's attendance of the period: a line per entry, and the totals", async () => {
    const { s, lines } = await weldingReport(
      'attendance_report_link',
      { ...november, summary: false },
      'attendance-RPT-WLD-101-2026-11-01-to-2026-11-30.pdf',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Riverbend Technical College',
        'Attendance report',
        `Student | ${nameOf(s)}`,
        'Class | Report Welding I (RPT-WLD-101)',
        'Class dates | 09/01/2026 - 12/15/2026',
        'Period | 11/01/2026 - 11/30/2026',
        '11/02/2026 | 9:00 AM | 12:00 PM | Present | 3',
        '11/03/2026 | 9:20 AM | 12:00 PM | Tardy | 2.67 | Bus was late',
        '11/30/2026 | 11:30 PM | - | Absent | 0 | Sick',
        'Hours attended | 5.67',
        'Present | 1',
        'Tardy | 1',
        'Absent | 1',
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/10\/30\/2026|12\/01\/2026|Snow day/);
  });

  it('with summary, links the totals only; the same day as start and end is a period', async () => {
    const { lines } = await weldingReport(
      'attendance_report_link',
      { startDate: '2026-11-03', endDate: '2026-11-03', summary: true },
      'attendance-summary-RPT-WLD-101-2026-11-03-to-2026-11-03.pdf',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Attendance summary',
        'Period | 11/03/2026 - 11/03/2026',
        'Hours attended | 2.67',
      ]),
    );
    expect(lines.some((line) => line.startsWith('11/03/2026 |'))).toBe(false);
  });

  it('uses the time clock for an enrollment that logs with it: hours:minutes and the total', async () => {
    const s = fresh();
    const enrollmentId = await enroll(area.ctx.db, s.studentId, 'CLASS', shop, { timeClock: true });
    await addClockEntries(area.ctx.db, enrollmentId, [
      { workDate: '2026-11-02', timeIn: '2026-11-02T13:00:00Z', timeOut: '2026-11-02T16:30:20Z' },
      { workDate: '2026-11-03', timeIn: '2026-11-03T13:00:00Z', timeOut: '2026-11-03T21:45:40Z' },
      { workDate: '2026-12-02', timeIn: '2026-12-02T13:00:00Z', timeOut: '2026-12-02T14:00:00Z' },
    ]);
    const url = linkOf(
      await s.post('enrollments/attendance_report_link', { enrollmentId, ...november, summary: false }),
    );
    const lines = await openPdf(url, 'attendance-RPT-SHOP-110-2026-11-01-to-2026-11-30.pdf');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Date | In | Out | Hours',
        '11/02/2026 | 8:00 AM | 11:30 AM | 3:30',
        '11/03/2026 | 8:00 AM | 4:45 PM | 8:46',
        'Total hours | 12:16',
        'Days worked | 2',
      ]),
    );
    expect(lines.join('\n')).not.toContain('12/02/2026');
  });

  it('refuses an end date before the start with the rule message', async () => {
    const s = fresh();
    const enrollmentId = await weldingWithAttendance(s);
    const res = await s.post('enrollments/attendance_report_link', {
      enrollmentId,
      startDate: '2026-11-30',
      endDate: '2026-11-01',
      summary: false,
    });
    expectError(res, 400, 'invalid_input', 'End date must not precede start date', {
      fields: { endDate: 'End date must not precede start date' },
    });
  });

  it("is a 404 for another student's enrollment, a dropped one or an unknown one", async () => {
    const [owner, other] = [fresh(), fresh()];
    const theirs = await weldingWithAttendance(owner);
    const dropped = await enroll(area.ctx.db, other.studentId, 'CLASS', weldingTwo, { status: 'dropped' });
    for (const enrollmentId of [theirs, dropped, 999_999]) {
      const res = await other.post('enrollments/attendance_report_link', {
        enrollmentId,
        ...november,
        summary: false,
      });
      expectNotFound(res, 'Enrollment not found');
    }
  });

  it("serves a link for its student's data only while it holds: expired or no longer theirs is a 404", async () => {
    const s = fresh();
    const enrollmentId = await weldingWithAttendance(s);
    const url = linkOf(
      await s.post('enrollments/attendance_report_link', { enrollmentId, ...november, summary: true }),
    );
    expect(await status(url)).toBe(200);
    // The enrollment dropped since: the link shows nothing any more.
    await area.ctx.db.query(`UPDATE enrollments SET status = 'dropped' WHERE id = $1`, [enrollmentId]);
    expect(await status(url)).toBe(404);
    await area.ctx.db.query(`UPDATE enrollments SET status = 'enrolled' WHERE id = $1`, [enrollmentId]);
    expect(await status(url)).toBe(200);
    await area.ctx.db.query(
      `UPDATE file_links SET expires_at = now() - interval '1 second' WHERE student_id = $1`,
      [s.studentId],
    );
    expect(await status(url)).toBe(404);
  });

  it('needs a signed-in student', async () => {
    const res = await area.ctx.inject({
      method: 'POST',
      url: '/api/enrollments/attendance_report_link',
      payload: { enrollmentId: 1, ...november, summary: false },
    });
    expectSignInRequired(res);
  });
});

describe('POST /api/enrollments/infraction_report_link', () => {
  it('daily: a line per infraction of the period', async () => {
    const { s, lines } = await weldingReport(
      'infraction_report_link',
      { ...november, type: 'daily' },
      'infractions-RPT-WLD-101-2026-11-01-to-2026-11-30.pdf',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Infractions report',
        `Student | ${nameOf(s)}`,
        '11/03/2026 | Tardy | 9:20 AM | 12:00 PM | Bus was late',
        '11/30/2026 | Absent | - | - | Sick',
        'Total infractions | 2',
      ]),
    );
    expect(lines.join('\n')).not.toContain('Present');
  });

  it("without a type, as section 7 writes the call: the daily report, the popover's default", async () => {
    const { lines } = await weldingReport(
      'infraction_report_link',
      november,
      'infractions-RPT-WLD-101-2026-11-01-to-2026-11-30.pdf',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Infractions report',
        '11/03/2026 | Tardy | 9:20 AM | 12:00 PM | Bus was late',
      ]),
    );
  });

  it('summary: the count of each type', async () => {
    const { lines } = await weldingReport(
      'infraction_report_link',
      { ...november, type: 'summary' },
      'infractions-RPT-WLD-101-2026-11-01-to-2026-11-30.pdf',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Infractions summary',
        'Tardy | 1',
        'Absent | 1',
        'Left early | 0',
        'Total infractions | 2',
      ]),
    );
  });

  it('refuses an end before the start, and an enrollment of someone else', async () => {
    const [owner, other] = [fresh(), fresh()];
    const enrollmentId = await weldingWithAttendance(owner);
    expectError(
      await owner.post('enrollments/infraction_report_link', {
        enrollmentId,
        startDate: '2026-11-02',
        endDate: '2026-11-01',
        type: 'daily',
      }),
      400,
      'invalid_input',
      'End date must not precede start date',
      { fields: { endDate: 'End date must not precede start date' } },
    );
    expectNotFound(
      await other.post('enrollments/infraction_report_link', { enrollmentId, ...november, type: 'daily' }),
      'Enrollment not found',
    );
  });
});

describe('when the school does not show attendance reports', () => {
  it('refuses the attendance and infractions reports (403), and their links stop working', async () => {
    const s = fresh();
    const enrollmentId = await weldingWithAttendance(s);
    const url = linkOf(
      await s.post('enrollments/attendance_report_link', { enrollmentId, ...november, summary: false }),
    );
    const school = {
      ...area.ctx.school,
      reports: { ...area.ctx.school.reports, attendanceReportShown: false },
    };
    const app = buildApp({ db: area.ctx.db, school });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no TCP address');
      const base = `http://127.0.0.1:${address.port}`;
      const call = (path: string, payload: unknown) =>
        request(base, {
          method: 'POST',
          url: `/api/enrollments/${path}`,
          headers: { authorization: `Bearer ${s.token}` },
          payload,
        });
      for (const [path, payload] of [
        ['attendance_report_link', { enrollmentId, ...november, summary: false }],
        ['infraction_report_link', { enrollmentId, ...november, type: 'daily' }],
      ] as const) {
        expectError(
          await call(path, payload),
          403,
          'attendance_reports_off',
          'Attendance reports are not available',
        );
      }
      expect((await request(base, { url })).statusCode).toBe(404);
      // Transcripts are not attendance reports.
      expect((await call('classes_transcript_link', { type: 'all' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/enrollments/pathway_transcript_link', () => {
  it('links the pathway, its classes and the grade tree, with the student named', async () => {
    const s = fresh();
    const enrollmentId = await enroll(area.ctx.db, s.studentId, 'PATH', pathway);
    const module1 = await addGradeNode(area.ctx.db, enrollmentId, {
      position: 1,
      title: 'Module 1: Safety',
      score: 88,
      maxPoints: 100,
      dateGraded: '2026-10-15',
    });
    await addGradeNode(area.ctx.db, enrollmentId, {
      parentId: module1,
      position: 1,
      title: 'Quiz A',
      score: 9,
      maxPoints: 10,
      dateGraded: '2026-09-20',
    });
    await addGradeNode(area.ctx.db, enrollmentId, { position: 2, title: 'Module 2: Joining' });
    const url = linkOf(await s.post('enrollments/pathway_transcript_link', { pathId: pathway }));
    const lines = await openPdf(url, 'transcript-RPT-PW-WELD.pdf');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Pathway transcript',
        `Student | ${nameOf(s)}`,
        'Pathway | Report Welding Technology (RPT-PW-WELD)',
        'Pathway dates | 09/01/2026 - 05/20/2027',
        'Status | Enrolled',
        'Report Welding I | RPT-WLD-101 | 09/01/2026 - 12/15/2026',
        'Report Welding II | RPT-WLD-201 | 01/12/2027 - 05/20/2027',
      ]),
    );
    expect(lines.slice(lines.indexOf('Title | Score | Graded') + 1, -1)).toEqual([
      'Module 1: Safety | 88 / 100 | 10/15/2026',
      'Quiz A | 9 / 10 | 09/20/2026',
      'Module 2: Joining',
    ]);
  });

  it('takes a completed pathway too; another pathway, or a dropped one, is a 404', async () => {
    const [s, other] = [fresh(), fresh()];
    await enroll(area.ctx.db, s.studentId, 'PATH', pathway, { status: 'completed' });
    const url = linkOf(await s.post('enrollments/pathway_transcript_link', { pathId: pathway }));
    expect(await openPdf(url, 'transcript-RPT-PW-WELD.pdf')).toContain('Status | Completed');
    await enroll(area.ctx.db, other.studentId, 'PATH', pathway, { status: 'dropped' });
    for (const pathId of [pathway, 999_999])
      expectNotFound(
        await other.post('enrollments/pathway_transcript_link', { pathId }),
        'Pathway not found',
      );
  });
});

describe('POST /api/enrollments/classes_transcript_link', () => {
  it('lists every class enrollment, or only the completed ones, with the final score and hours', async () => {
    const s = fresh();
    const first = await enroll(area.ctx.db, s.studentId, 'CLASS', welding, { status: 'completed' });
    await addGradeNode(area.ctx.db, first, { position: 1, title: 'Midterm', score: 40, maxPoints: 50 });
    await addGradeNode(area.ctx.db, first, { position: 2, title: 'Final', score: 45, maxPoints: 50 });
    await addGradeNode(area.ctx.db, first, { position: 3, title: 'Not graded yet', maxPoints: 10 });
    await enroll(area.ctx.db, s.studentId, 'CLASS', weldingTwo);
    await enroll(area.ctx.db, s.studentId, 'CLASS', shop, { status: 'dropped' });
    await enroll(area.ctx.db, s.studentId, 'PATH', pathway);

    const all = await openPdf(
      linkOf(await s.post('enrollments/classes_transcript_link', { type: 'all' })),
      'classes-transcript.pdf',
    );
    // The test students' own seeded enrollments are on it too; these are the ones made here.
    expect(all.filter((line) => line.includes(' | RPT-'))).toEqual([
      'Report Welding I | RPT-WLD-101 | 09/01/2026 - 12/15/2026 | Completed | 85 / 100 | 120',
      'Report Welding II | RPT-WLD-201 | 01/12/2027 - 05/20/2027 | Enrolled | 90',
    ]);
    expect(all).toContain('Class | Code | Dates | Status | Score | Hours');
    expect(all).toContain(`Student | ${nameOf(s)}`);

    const completed = await openPdf(
      linkOf(await s.post('enrollments/classes_transcript_link', { type: 'completed' })),
      'completed-classes-transcript.pdf',
    );
    expect(completed).toEqual(
      expect.arrayContaining([
        'Transcript of completed classes',
        'Report Welding I | RPT-WLD-101 | 09/01/2026 - 12/15/2026 | Completed | 85 / 100 | 120',
      ]),
    );
    expect(completed.filter((line) => line.includes(' | RPT-'))).toHaveLength(1);
    expect(completed.filter((line) => line.includes(' | Enrolled | '))).toEqual([]);
  });

  it("holds only the caller's own classes", async () => {
    const [s, other] = [fresh(), fresh()];
    await enroll(area.ctx.db, other.studentId, 'CLASS', welding, { status: 'completed' });
    const lines = await openPdf(
      linkOf(await s.post('enrollments/classes_transcript_link', { type: 'all' })),
      'classes-transcript.pdf',
    );
    expect(lines).toContain(`Student | ${nameOf(s)}`);
    expect(lines.join('\n')).not.toContain('RPT-WLD-101');
  });
});

describe('a link', () => {
  it('opens the file of the student it was made for, whoever opens it, and is made per call', async () => {
    const s = fresh();
    const a = linkOf(await s.post('enrollments/classes_transcript_link', { type: 'all' }));
    const b = linkOf(await s.post('enrollments/classes_transcript_link', { type: 'all' }));
    expect(a).not.toBe(b);
    const [count] = await area.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM file_links WHERE student_id = $1 AND kind = 'enrollment_report'`,
      [s.studentId],
    );
    expect(count?.n).toBe(2);
    // Only the hash of a link's token is stored.
    const token = a.split('/').pop()!;
    expect(await area.ctx.db.query('SELECT 1 FROM file_links WHERE token_hash = $1', [token])).toEqual([]);
  });

  it('is refused with the stored parameters changed to something no call allows', async () => {
    const s = await callerFor(area.ctx, fresh().studentId);
    const enrollmentId = await weldingWithAttendance(s);
    const url = linkOf(
      await s.post('enrollments/attendance_report_link', { enrollmentId, ...november, summary: false }),
    );
    await area.ctx.db.query(
      `UPDATE file_links SET report_params = report_params || '{"endDate": "2026-10-01"}'::jsonb
        WHERE student_id = $1`,
      [s.studentId],
    );
    expect(await status(url)).toBe(404);
    await area.ctx.db.query(
      `UPDATE file_links SET report_params = '{"report": "other"}'::jsonb WHERE student_id = $1`,
      [s.studentId],
    );
    expect(await status(url)).toBe(404);
  });
});

describe("the demo student's seeded records", () => {
  it('make every report and transcript', async () => {
    const [demo] = await area.ctx.db.query<{ id: number; name: string }>(
      `SELECT id, first_name || ' ' || last_name AS name FROM students WHERE email = 'student@demo.school'`,
    );
    const s = await callerFor(area.ctx, demo!.id);
    const enrollments = await area.ctx.db.query<{ id: number; venue_type: string; venue_id: number }>(
      `SELECT id, venue_type, venue_id FROM enrollments WHERE student_id = $1 AND status <> 'dropped' ORDER BY id`,
      [demo!.id],
    );
    expect(enrollments.length).toBeGreaterThan(0);
    const wide = { startDate: '2020-01-01', endDate: '2030-12-31' };
    const opened: string[][] = [];
    const read = async (res: TestResponse) => {
      const file = await fetch(area.ctx.baseUrl + linkOf(res));
      expect(file.status).toBe(200);
      opened.push(pdfLines(Buffer.from(await file.arrayBuffer())));
    };
    for (const e of enrollments) {
      for (const summary of [false, true])
        await read(
          await s.post('enrollments/attendance_report_link', { enrollmentId: e.id, ...wide, summary }),
        );
      for (const type of ['daily', 'summary'])
        await read(await s.post('enrollments/infraction_report_link', { enrollmentId: e.id, ...wide, type }));
      if (e.venue_type === 'PATH')
        await read(await s.post('enrollments/pathway_transcript_link', { pathId: e.venue_id }));
    }
    for (const type of ['all', 'completed'])
      await read(await s.post('enrollments/classes_transcript_link', { type }));
    for (const lines of opened) expect(lines).toContain(`Student | ${demo!.name}`);
  });
});
