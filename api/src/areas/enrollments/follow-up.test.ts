import crypto from 'node:crypto';
import { followUpPassportResponseSchema, type FollowUpPassport } from '../../contracts';
import { expectError } from '../../../test/support/accounts';
import {
  closeTestContext,
  createTestContext,
  type TestContext,
  type TestResponse,
} from '../../../test/support/context';
import {
  askForForms,
  enroll,
  makeClass,
  makeForm,
  setFormStatus,
} from '../../../test/support/enrollment-fixtures';
import { testStudents, type Caller } from '../../../test/support/payments';

/*
 * Follow-up forms (spec 4.4): the passport call, and the stand-in application-form tool it leads to
 * (HTML pages reached by form posts, framed over the portal). Each test takes test students of its own
 * and an enrollment made here asking for forms made here (one with HTML in its name).
 */

let ctx: TestContext;
let students: Caller[];
let classId: number;
let forms: { fresh: number; started: number; submitted: number; notAsked: number };
beforeAll(async () => {
  ctx = await createTestContext();
  students = await testStudents(ctx, 16);
  classId = await makeClass(ctx.db, {
    code: 'FUP-NUR-101',
    title: 'Follow-up Nursing Assistant',
    startDate: '2026-09-01',
    endDate: '2026-12-15',
  });
  forms = {
    fresh: await makeForm(ctx.db, 'Housing & <Meal> "Plan"'),
    started: await makeForm(ctx.db, 'Clinical Placement Survey'),
    submitted: await makeForm(ctx.db, 'Immunization Attestation'),
    notAsked: await makeForm(ctx.db, 'Scholarship Essay'),
  };
}, 60_000);
afterAll(() => closeTestContext(ctx));

let next = 0;
const fresh = () => students[next++]!;
const nameOf = (s: Caller) => `Casey Tester${students.indexOf(s) + 1}`;

/** The student's enrollment asking for the three forms: not started, started and submitted. */
async function enrolled(s: Caller): Promise<number> {
  const enrollmentId = await enroll(ctx.db, s.studentId, 'CLASS', classId);
  await askForForms(ctx.db, enrollmentId, [forms.fresh, forms.started, forms.submitted]);
  const venue = { venueType: 'CLASS' as const, venueId: classId };
  await setFormStatus(ctx.db, s.studentId, forms.started, venue, 'started');
  await setFormStatus(ctx.db, s.studentId, forms.submitted, venue, 'submitted');
  return enrollmentId;
}

const passportFor = async (s: Caller, enrollmentId: number, formId: number): Promise<FollowUpPassport> => {
  const res = await s.post('enrollments/follow_up_passport', { enrollmentId, formId });
  expect(res.statusCode).toBe(200);
  return followUpPassportResponseSchema.parse(res.json().data);
};

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** A form post to the tool, as the framed page (or the portal opening it) sends it. */
const postForm = (url: string, fields: Record<string, string>) =>
  ctx.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });
const open = (p: FollowUpPassport) => postForm(p.action, { passport: p.passport });
const save = (passport: string, intent: string, answers: Record<string, string> = {}) =>
  postForm('/api/rapidapp/tool/save', { passport, intent, ...answers });

const copyOf = async (s: Caller, formId: number) =>
  (
    await ctx.db.query<{ status: string; answers: unknown; venue_type: string; venue_id: number }>(
      'SELECT status, answers, venue_type, venue_id FROM application_user_forms WHERE student_id = $1 AND form_id = $2',
      [s.studentId, formId],
    )
  )[0];

const TOOL_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** A tool page: its status, its headers, and no script in any form. */
function expectPage(res: TestResponse, status: number): string {
  expect(res.statusCode).toBe(status);
  expect(res.headers).toMatchObject(TOOL_HEADERS);
  expect(res.body).toMatch(/^<!doctype html>/);
  expect(res.body).not.toMatch(/<script|javascript:/i);
  // No event-handler attribute on any tag (attribute values, escaped, may hold any text).
  const tags = res.body.match(/<[a-z][^>]*>/gi) ?? [];
  expect(tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"/g, '""')))).toEqual([]);
  return res.body;
}

const EXPIRED = 'This link has expired. Close this window and open the form again.';

describe('POST /api/enrollments/follow_up_passport', () => {
  it('gives a passport to start a form the student has not started', async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const p = await passportFor(s, enrollmentId, forms.fresh);
    expect(p).toEqual({
      passport: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      action: '/api/rapidapp/tool/start_application',
      view: 'start_application',
    });
    // Only its SHA-256 is stored, bound to the student, the enrollment and the form, for 30 minutes.
    const rows = await ctx.db.query<{
      token_hash: string;
      student_id: number;
      enrollment_id: number;
      form_id: number;
      minutes: number;
    }>(
      `SELECT token_hash, student_id, enrollment_id, form_id,
              round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
         FROM follow_up_passports WHERE student_id = $1`,
      [s.studentId],
    );
    expect(rows).toEqual([
      {
        token_hash: crypto.createHash('sha256').update(p.passport).digest('hex'),
        student_id: s.studentId,
        enrollment_id: enrollmentId,
        form_id: forms.fresh,
        minutes: 30,
      },
    ]);
    // Asking does not start the form: the tool does.
    expect(await copyOf(s, forms.fresh)).toBeUndefined();
  });

  it('gives a passport to continue a started form, a new one each time', async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const a = await passportFor(s, enrollmentId, forms.started);
    const b = await passportFor(s, enrollmentId, forms.started);
    expect(a).toMatchObject({
      action: '/api/rapidapp/tool/continue_application',
      view: 'continue_application',
    });
    expect(a.passport).not.toBe(b.passport);
  });

  it('refuses a submitted form (409)', async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const res = await s.post('enrollments/follow_up_passport', { enrollmentId, formId: forms.submitted });
    expectError(res, 409, 'already_submitted', 'This application was already submitted');
    for (const status of ['approved', 'declined']) {
      await ctx.db.query(
        'UPDATE application_user_forms SET status = $3 WHERE student_id = $1 AND form_id = $2',
        [s.studentId, forms.submitted, status],
      );
      expect(
        (await s.post('enrollments/follow_up_passport', { enrollmentId, formId: forms.submitted }))
          .statusCode,
      ).toBe(409);
    }
  });

  it('is a 404 for a form the enrollment does not ask for', async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    for (const formId of [forms.notAsked, 999_999]) {
      const res = await s.post('enrollments/follow_up_passport', { enrollmentId, formId });
      expectError(res, 404, 'not_found', 'Follow-up form not found');
    }
  });

  it("is a 404 for another student's enrollment, or a dropped one", async () => {
    const [owner, other] = [fresh(), fresh()];
    const theirs = await enrolled(owner);
    expectError(
      await other.post('enrollments/follow_up_passport', { enrollmentId: theirs, formId: forms.fresh }),
      404,
      'not_found',
      'Enrollment not found',
    );
    await ctx.db.query(`UPDATE enrollments SET status = 'dropped' WHERE id = $1`, [theirs]);
    expectError(
      await owner.post('enrollments/follow_up_passport', { enrollmentId: theirs, formId: forms.fresh }),
      404,
      'not_found',
      'Enrollment not found',
    );
    expect(
      await ctx.db.query('SELECT 1 FROM follow_up_passports WHERE student_id IN ($1, $2)', [
        owner.studentId,
        other.studentId,
      ]),
    ).toEqual([]);
  });

  it("works on a test student's seeded forms: start, continue, submitted", async () => {
    const s = fresh();
    const [seeded] = await ctx.db.query<{ id: number }>(
      `SELECT e.id FROM enrollments e JOIN classes c ON c.id = e.venue_id
        WHERE e.student_id = $1 AND e.venue_type = 'CLASS' AND c.code = 'HLT-140-E'`,
      [s.studentId],
    );
    expect(seeded).toBeDefined();
    expect((await passportFor(s, seeded!.id, 9001)).view).toBe('start_application');
    expect((await passportFor(s, seeded!.id, 9002)).view).toBe('continue_application');
    expect(
      (await s.post('enrollments/follow_up_passport', { enrollmentId: seeded!.id, formId: 9003 })).statusCode,
    ).toBe(409);
  });
});

describe('the application-form tool', () => {
  it("start_application makes the student's 'started' copy and shows the form", async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const p = await passportFor(s, enrollmentId, forms.fresh);
    const html = expectPage(await open(p), 200);
    // The form's name and the student's, escaped.
    expect(html).toContain('<h1>Housing &#38; &#60;Meal&#62; &#34;Plan&#34;</h1>');
    expect(html).not.toContain('<Meal>');
    expect(html).toContain(nameOf(s));
    expect(html).toContain('What do you hope to achieve?');
    expect(html).toContain('<form method="post" action="/api/rapidapp/tool/save">');
    expect(html).toContain(`<input type="hidden" name="passport" value="${p.passport}">`);
    expect(html).toContain(
      '<button type="submit" name="intent" value="save">Save and continue later</button>',
    );
    expect(html).toContain('<button type="submit" name="intent" value="submit">Submit application</button>');
    // The passport is nowhere but in that field (no link, no URL).
    expect(html.split(p.passport)).toHaveLength(2);
    expect(await copyOf(s, forms.fresh)).toEqual({
      status: 'started',
      answers: null,
      venue_type: 'CLASS',
      venue_id: classId,
    });
    // The next passport continues it.
    expect((await passportFor(s, enrollmentId, forms.fresh)).view).toBe('continue_application');
    // Opening it again makes no second copy.
    expectPage(await open(p), 200);
    const [count] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM application_user_forms WHERE student_id = $1 AND form_id = $2',
      [s.studentId, forms.fresh],
    );
    expect(count?.n).toBe(1);
  });

  it("save keeps the answers and 'started'; continuing shows them again, escaped", async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const p = await passportFor(s, enrollmentId, forms.started);
    expectPage(await open(p), 200);
    const goal = 'Become a CNA </textarea><script>alert(1)</script> & more';
    const support = '"><img src=x onerror=alert(1)>';
    const saved = expectPage(await save(p.passport, 'save', { goal, schedule: 'Evenings', support }), 200);
    expect(saved).toContain('Your answers are saved. Close this window to return to the portal.');
    expect(await copyOf(s, forms.started)).toMatchObject({
      status: 'started',
      answers: { goal, schedule: 'Evenings', support },
    });

    const again = await passportFor(s, enrollmentId, forms.started);
    expect(again.view).toBe('continue_application');
    const html = expectPage(await open(again), 200);
    expect(html).toContain(
      '>Become a CNA &#60;/textarea&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; more</textarea>',
    );
    expect(html).toContain('<option value="Evenings" selected>Evenings</option>');
    expect(html).toContain('value="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;"');
  });

  it('keeps only known options and cut text, and needs every required answer to submit', async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const p = await passportFor(s, enrollmentId, forms.fresh);
    expectPage(await open(p), 200);
    expectPage(
      await save(p.passport, 'save', { schedule: 'Midnight', goal: 'x'.repeat(5000), extra: 'no' }),
      200,
    );
    expect((await copyOf(s, forms.fresh))?.answers).toEqual({
      goal: 'x'.repeat(2000),
      schedule: '',
      support: '',
    });

    const refused = expectPage(await save(p.passport, 'submit', { goal: '  ', schedule: 'Weekends' }), 400);
    expect(refused).toContain('Answer every required question before submitting:');
    expect(refused).toContain('<li>What do you hope to achieve?</li>');
    expect(refused).toContain('<option value="Weekends" selected>Weekends</option>');
    expect(await copyOf(s, forms.fresh)).toMatchObject({ status: 'started' });

    expectPage(await save(p.passport, 'delete'), 400);
  });

  it("submit sets 'submitted'; the passport and the passport call are refused afterwards", async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const p = await passportFor(s, enrollmentId, forms.started);
    expectPage(await open(p), 200);
    const done = expectPage(
      await save(p.passport, 'submit', { goal: 'Work in a hospital', schedule: 'Mornings' }),
      200,
    );
    expect(done).toContain('Application submitted. Close this window to return to the portal.');
    expect(await copyOf(s, forms.started)).toMatchObject({
      status: 'submitted',
      answers: { goal: 'Work in a hospital', schedule: 'Mornings', support: '' },
    });
    expectError(
      await s.post('enrollments/follow_up_passport', { enrollmentId, formId: forms.started }),
      409,
      'already_submitted',
      'This application was already submitted',
    );
    // Its passports end with it.
    expect(expectPage(await save(p.passport, 'save', { goal: 'changed' }), 401)).toContain(EXPIRED);
    expect(expectPage(await open(p), 401)).toContain(EXPIRED);
    expect((await copyOf(s, forms.started))?.answers).toMatchObject({ goal: 'Work in a hospital' });
  });

  it('refuses an unknown or expired passport with a page saying so', async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const p = await passportFor(s, enrollmentId, forms.fresh);
    for (const passport of ['A'.repeat(43), 'short', '']) {
      for (const url of ['/api/rapidapp/tool/start_application', '/api/rapidapp/tool/continue_application']) {
        const html = expectPage(await postForm(url, { passport }), 401);
        expect(html).toContain(EXPIRED);
      }
      expectPage(await save(passport, 'save', { goal: 'x' }), 401);
    }
    await ctx.db.query(
      `UPDATE follow_up_passports SET expires_at = now() - interval '1 second' WHERE student_id = $1`,
      [s.studentId],
    );
    expect(expectPage(await open(p), 401)).toContain(EXPIRED);
    expectPage(await save(p.passport, 'save', { goal: 'x' }), 401);
    expect(await copyOf(s, forms.fresh)).toBeUndefined();
  });

  it('refuses a passport once the enrollment is dropped or no longer asks for the form', async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const p = await passportFor(s, enrollmentId, forms.fresh);
    await ctx.db.query('DELETE FROM enrollment_follow_up_forms WHERE enrollment_id = $1 AND form_id = $2', [
      enrollmentId,
      forms.fresh,
    ]);
    expectPage(await open(p), 401);
    await askForForms(ctx.db, enrollmentId, [forms.fresh]);
    expectPage(await open(p), 200);
    await ctx.db.query(`UPDATE enrollments SET status = 'dropped' WHERE id = $1`, [enrollmentId]);
    expectPage(await open(p), 401);
  });

  it('never takes the passport from the URL, nor from anything but a form post', async () => {
    const s = fresh();
    const enrollmentId = await enrolled(s);
    const p = await passportFor(s, enrollmentId, forms.fresh);
    const query = `?passport=${encodeURIComponent(p.passport)}`;
    expectPage(await postForm(`${p.action}${query}`, {}), 401);
    expectPage(await postForm(`/api/rapidapp/tool/save${query}`, { intent: 'save', goal: 'x' }), 401);
    // A JSON body is not a form post.
    const json = await ctx.inject({ method: 'POST', url: p.action, payload: { passport: p.passport } });
    expectPage(json, 401);
    // No page is served on GET.
    expect((await ctx.inject({ url: `${p.action}${query}` })).statusCode).toBe(404);
    expect(await copyOf(s, forms.fresh)).toBeUndefined();
    // Another kind of body is refused with a page too.
    const multipart = await ctx.inject({
      method: 'POST',
      url: p.action,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="passport"\r\n\r\n${p.passport}\r\n--x--\r\n`,
    });
    expectPage(multipart, 415);
  });

  it("keeps the API's own headers on everything else", async () => {
    const res = await ctx.inject({ url: '/api/school' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    const missing = await ctx.inject({
      method: 'POST',
      url: '/api/enrollments/follow_up_passport',
      payload: {},
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    // Form posts are parsed by the tool's routes only.
    const elsewhere = await ctx.inject({
      method: 'POST',
      url: '/api/student/auth',
      headers: FORM,
      payload: 'email=a%40b.c&password=x',
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.headers['content-type']).toMatch(/^application\/json/);
  });
});
