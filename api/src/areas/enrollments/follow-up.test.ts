import crypto from 'node:crypto';
import { enrollmentsBorrowedCalls, type FollowUpView } from '../../contracts';
import { expectError } from '../../../test/support/accounts';
import { useAreaTest } from '../../../test/support/area-test';
import {
  askForForms,
  enroll,
  makeClass,
  makeForm,
  setFormStatus,
} from '../../../test/support/enrollment-fixtures';
import type { Caller } from '../../../test/support/payments';
import { expectFramedPage } from '../../../test/support/framed-pages';

/*
 * Follow-up forms (spec 4.4, 7.1): the two calls the enrollment view makes (browse's GET /rapidapp/form/{id}
 * and POST /rapidapp/passport, as the spec writes them: `student` alone), and the stand-in
 * application-form tool they lead to (HTML pages reached by form posts, framed over the portal). Each
 * test takes test students of its own and an enrollment made here asking for forms made here (one
 * with HTML in its name).
 */

const area = useAreaTest(14);
let classId: number;
let forms: { fresh: number; started: number; submitted: number; notAsked: number };
beforeAll(async () => {
  classId = await makeClass(area.ctx.db, {
    code: 'FUP-NUR-101',
    title: 'Follow-up Nursing Assistant',
    startDate: '2026-09-01',
    endDate: '2026-12-15',
  });
  forms = {
    fresh: await makeForm(area.ctx.db, 'Housing & <Meal> "Plan"'),
    started: await makeForm(area.ctx.db, 'Clinical Placement Survey'),
    submitted: await makeForm(area.ctx.db, 'Immunization Attestation'),
    notAsked: await makeForm(area.ctx.db, 'Scholarship Essay'),
  };
}, 60_000);

const { fresh, nameOf } = area;

/** The student's enrollment asking for the three forms: not started, started and submitted. */
async function enrolled(s: Caller): Promise<number> {
  const enrollmentId = await enroll(area.ctx.db, s.studentId, 'CLASS', classId);
  await askForForms(area.ctx.db, enrollmentId, [forms.fresh, forms.started, forms.submitted]);
  const venue = { venueType: 'CLASS' as const, venueId: classId };
  await setFormStatus(area.ctx.db, s.studentId, forms.started, venue, 'started');
  await setFormStatus(area.ctx.db, s.studentId, forms.submitted, venue, 'submitted');
  return enrollmentId;
}

/** POST /rapidapp/passport as the enrollment view makes it, its reply read as the view reads it. */
const passportOf = async (s: Caller): Promise<string> => {
  const res = await s.post('rapidapp/passport', { student: s.studentId });
  expect(res.statusCode).toBe(200);
  return enrollmentsBorrowedCalls.getApplicationPassport.response.parse(res.json().data).passport;
};

/** GET /rapidapp/form/{id}, read as the view reads it. */
const statusOf = async (s: Caller, formId: number) => {
  const res = await s.get(`rapidapp/form/${formId}`);
  expect(res.statusCode).toBe(200);
  return enrollmentsBorrowedCalls.getApplicationForm.response.parse(res.json().data).form;
};

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** A form post to the tool, as the framed page (or the portal opening it) sends it. */
const postForm = (url: string, fields: Record<string, string>) =>
  area.ctx.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });
const open = (passport: string, formId: number, view: FollowUpView = 'start_application') =>
  postForm(`/api/rapidapp/tool/${view}`, { passport, formId: String(formId) });
const save = (passport: string, formId: number, intent: string, answers: Record<string, string> = {}) =>
  postForm('/api/rapidapp/tool/save', { passport, formId: String(formId), intent, ...answers });

const copyOf = async (s: Caller, formId: number) =>
  (
    await area.ctx.db.query<{ status: string; answers: unknown; venue_type: string; venue_id: number }>(
      'SELECT status, answers, venue_type, venue_id FROM application_user_forms WHERE student_id = $1 AND form_id = $2',
      [s.studentId, formId],
    )
  )[0];

const EXPIRED = 'This link has expired. Close this window and open the form again.';
const NOT_YOURS = 'This form is not one of your applications. Close this window to return to the portal.';
const ALREADY_SUBMITTED =
  'This application was already submitted. Close this window to return to the portal.';

describe("the follow-up forms' calls, as section 7 writes them", () => {
  it("POST /rapidapp/passport with `student` alone gives a passport of the student's, for 30 minutes", async () => {
    const s = fresh();
    await enrolled(s);
    const passport = await passportOf(s);
    expect(passport).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its SHA-256 is stored, bound to the student alone: which form it opens comes with each post.
    const rows = await area.ctx.db.query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
         FROM application_passports WHERE student_id = $1`,
      [s.studentId],
    );
    expect(rows).toEqual([
      { token_hash: crypto.createHash('sha256').update(passport).digest('hex'), minutes: 30 },
    ]);
    // Asking starts nothing: the tool does.
    expect(await copyOf(s, forms.fresh)).toBeUndefined();
    expect(await passportOf(s)).not.toBe(passport);
  });

  it('refuses a passport for another student (403), and makes none', async () => {
    const [s, other] = [fresh(), fresh()];
    const res = await s.post('rapidapp/passport', { student: other.studentId });
    expectError(res, 403, 'restricted', 'You can only start your own application forms');
    expect(
      await area.ctx.db.query('SELECT 1 FROM application_passports WHERE student_id IN ($1, $2)', [
        s.studentId,
        other.studentId,
      ]),
    ).toEqual([]);
  });

  it("GET /rapidapp/form/{id} gives the student's status of each follow-up form", async () => {
    const s = fresh();
    await enrolled(s);
    expect(await statusOf(s, forms.fresh)).toEqual({ id: forms.fresh, userFormId: null, userFormStatus: '' });
    expect(await statusOf(s, forms.started)).toMatchObject({ userFormStatus: 'started' });
    expect(await statusOf(s, forms.submitted)).toMatchObject({ userFormStatus: 'submitted' });
    expect((await statusOf(s, forms.started)).userFormId).toEqual(expect.any(Number));
  });

  it("works on a test student's seeded forms: start, continue, submitted", async () => {
    const s = fresh();
    const passport = await passportOf(s);
    expect((await statusOf(s, 9001)).userFormStatus).toBe('');
    expect(expectFramedPage(await open(passport, 9001), 200)).toContain(
      '<h1>Externship Site Preferences</h1>',
    );
    expect((await statusOf(s, 9001)).userFormStatus).toBe('started');
    expect((await statusOf(s, 9002)).userFormStatus).toBe('started');
    expect(expectFramedPage(await open(passport, 9002, 'continue_application'), 200)).toContain(
      '<h1>Background Check Authorization</h1>',
    );
    expect((await statusOf(s, 9003)).userFormStatus).toBe('submitted');
    expect(expectFramedPage(await open(passport, 9003, 'continue_application'), 409)).toContain(
      ALREADY_SUBMITTED,
    );
  });
});

describe('the application-form tool', () => {
  it("start_application makes the student's 'started' copy and shows the form", async () => {
    const s = fresh();
    await enrolled(s);
    const passport = await passportOf(s);
    const html = expectFramedPage(await open(passport, forms.fresh), 200);
    // The form's name and the student's, escaped.
    expect(html).toContain('<h1>Housing &#38; &#60;Meal&#62; &#34;Plan&#34;</h1>');
    expect(html).not.toContain('<Meal>');
    expect(html).toContain(nameOf(s));
    expect(html).toContain('What do you hope to achieve?');
    expect(html).toContain('<form method="post" action="/api/rapidapp/tool/save">');
    expect(html).toContain(`<input type="hidden" name="passport" value="${passport}">`);
    expect(html).toContain(`<input type="hidden" name="formId" value="${forms.fresh}">`);
    expect(html).toContain(
      '<button type="submit" name="intent" value="save">Save and continue later</button>',
    );
    expect(html).toContain('<button type="submit" name="intent" value="submit">Submit application</button>');
    // The passport is nowhere but in that field (no link, no URL).
    expect(html.split(passport)).toHaveLength(2);
    expect(await copyOf(s, forms.fresh)).toEqual({
      status: 'started',
      answers: null,
      venue_type: 'CLASS',
      venue_id: classId,
    });
    // The form's status now says it is started: the view continues it next time.
    expect((await statusOf(s, forms.fresh)).userFormStatus).toBe('started');
    // Opening it again, by either view, makes no second copy.
    expectFramedPage(await open(passport, forms.fresh, 'continue_application'), 200);
    const [count] = await area.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM application_user_forms WHERE student_id = $1 AND form_id = $2',
      [s.studentId, forms.fresh],
    );
    expect(count?.n).toBe(1);
  });

  it("save keeps the answers and 'started'; continuing shows them again, escaped", async () => {
    const s = fresh();
    await enrolled(s);
    const passport = await passportOf(s);
    expectFramedPage(await open(passport, forms.started, 'continue_application'), 200);
    const goal = 'Become a CNA </textarea><script>alert(1)</script> & more';
    const support = '"><img src=x onerror=alert(1)>';
    const saved = expectFramedPage(
      await save(passport, forms.started, 'save', { goal, schedule: 'Evenings', support }),
      200,
    );
    expect(saved).toContain('Your answers are saved. Close this window to return to the portal.');
    expect(await copyOf(s, forms.started)).toMatchObject({
      status: 'started',
      answers: { goal, schedule: 'Evenings', support },
    });

    const html = expectFramedPage(
      await open(await passportOf(s), forms.started, 'continue_application'),
      200,
    );
    expect(html).toContain(
      '>Become a CNA &#60;/textarea&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; more</textarea>',
    );
    expect(html).toContain('<option value="Evenings" selected>Evenings</option>');
    expect(html).toContain('value="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;"');
  });

  it('keeps only known options and cut text, and needs every required answer to submit', async () => {
    const s = fresh();
    await enrolled(s);
    const passport = await passportOf(s);
    expectFramedPage(await open(passport, forms.fresh), 200);
    expectFramedPage(
      await save(passport, forms.fresh, 'save', {
        schedule: 'Midnight',
        goal: 'x'.repeat(5000),
        extra: 'no',
      }),
      200,
    );
    expect((await copyOf(s, forms.fresh))?.answers).toEqual({
      goal: 'x'.repeat(2000),
      schedule: '',
      support: '',
    });

    const refused = expectFramedPage(
      await save(passport, forms.fresh, 'submit', { goal: '  ', schedule: 'Weekends' }),
      400,
    );
    expect(refused).toContain('Answer every required question before submitting:');
    expect(refused).toContain('<li>What do you hope to achieve?</li>');
    expect(refused).toContain('<option value="Weekends" selected>Weekends</option>');
    expect(refused).toContain(`<input type="hidden" name="formId" value="${forms.fresh}">`);
    expect(await copyOf(s, forms.fresh)).toMatchObject({ status: 'started' });

    expectFramedPage(await save(passport, forms.fresh, 'delete'), 400);
  });

  it("submit sets 'submitted', which the form's status says; the tool changes it no more", async () => {
    const s = fresh();
    await enrolled(s);
    const passport = await passportOf(s);
    expectFramedPage(await open(passport, forms.started, 'continue_application'), 200);
    const done = expectFramedPage(
      await save(passport, forms.started, 'submit', { goal: 'Work in a hospital', schedule: 'Mornings' }),
      200,
    );
    expect(done).toContain('Application submitted. Close this window to return to the portal.');
    expect(await copyOf(s, forms.started)).toMatchObject({
      status: 'submitted',
      answers: { goal: 'Work in a hospital', schedule: 'Mornings', support: '' },
    });
    expect((await statusOf(s, forms.started)).userFormStatus).toBe('submitted');
    expect(expectFramedPage(await save(passport, forms.started, 'save', { goal: 'changed' }), 409)).toContain(
      ALREADY_SUBMITTED,
    );
    expect(expectFramedPage(await open(passport, forms.started, 'continue_application'), 409)).toContain(
      ALREADY_SUBMITTED,
    );
    expect((await copyOf(s, forms.started))?.answers).toMatchObject({ goal: 'Work in a hospital' });
    // The same passport still opens the student's other forms.
    expectFramedPage(await open(passport, forms.fresh), 200);
  });

  it('refuses an unknown or expired passport with a page saying so', async () => {
    const s = fresh();
    await enrolled(s);
    const passport = await passportOf(s);
    for (const wrong of ['A'.repeat(43), 'short', '']) {
      for (const view of ['start_application', 'continue_application'] as const) {
        const html = expectFramedPage(await open(wrong, forms.fresh, view), 401);
        expect(html).toContain(EXPIRED);
      }
      expectFramedPage(await save(wrong, forms.fresh, 'save', { goal: 'x' }), 401);
    }
    await area.ctx.db.query(
      `UPDATE application_passports SET expires_at = now() - interval '1 second' WHERE student_id = $1`,
      [s.studentId],
    );
    expect(expectFramedPage(await open(passport, forms.fresh), 401)).toContain(EXPIRED);
    expectFramedPage(await save(passport, forms.fresh, 'save', { goal: 'x' }), 401);
    expect(await copyOf(s, forms.fresh)).toBeUndefined();
  });

  it("opens only a form one of the student's enrollments asks for, while it asks", async () => {
    const [s, other] = [fresh(), fresh()];
    const enrollmentId = await enrolled(s);
    const theirs = await makeForm(area.ctx.db, 'Their Housing Form');
    await askForForms(area.ctx.db, await enroll(area.ctx.db, other.studentId, 'CLASS', classId), [theirs]);
    const passport = await passportOf(s);
    for (const formId of [forms.notAsked, theirs, 999_999]) {
      expect(expectFramedPage(await open(passport, formId), 404)).toContain(NOT_YOURS);
      expectFramedPage(await save(passport, formId, 'save', { goal: 'x' }), 404);
    }
    // No form named, or something that is no id.
    for (const formId of ['', '0', '-1', '1e3', 'abc', '12345678901']) {
      const fields = { passport, formId };
      expectFramedPage(await postForm('/api/rapidapp/tool/start_application', fields), 404);
      expectFramedPage(await postForm('/api/rapidapp/tool/save', { ...fields, intent: 'save' }), 404);
    }
    expectFramedPage(await postForm('/api/rapidapp/tool/start_application', { passport }), 404);
    expect(await copyOf(s, forms.notAsked)).toBeUndefined();
    expect(await copyOf(s, theirs)).toBeUndefined();

    await area.ctx.db.query(
      'DELETE FROM enrollment_follow_up_forms WHERE enrollment_id = $1 AND form_id = $2',
      [enrollmentId, forms.fresh],
    );
    expectFramedPage(await open(passport, forms.fresh), 404);
    await askForForms(area.ctx.db, enrollmentId, [forms.fresh]);
    expectFramedPage(await open(passport, forms.fresh), 200);
    await area.ctx.db.query(`UPDATE enrollments SET status = 'dropped' WHERE id = $1`, [enrollmentId]);
    expectFramedPage(await open(passport, forms.fresh), 404);
    expectFramedPage(await save(passport, forms.fresh, 'save', { goal: 'x' }), 404);
  });

  it('never takes the passport from the URL, nor from anything but a form post', async () => {
    const s = fresh();
    await enrolled(s);
    const passport = await passportOf(s);
    const action = '/api/rapidapp/tool/start_application';
    const query = `?passport=${encodeURIComponent(passport)}&formId=${forms.fresh}`;
    expectFramedPage(await postForm(`${action}${query}`, {}), 401);
    expectFramedPage(await postForm(`/api/rapidapp/tool/save${query}`, { intent: 'save', goal: 'x' }), 401);
    // A JSON body is not a form post.
    const json = await area.ctx.inject({
      method: 'POST',
      url: action,
      payload: { passport, formId: forms.fresh },
    });
    expectFramedPage(json, 401);
    // No page is served on GET.
    expect((await area.ctx.inject({ url: `${action}${query}` })).statusCode).toBe(404);
    expect(await copyOf(s, forms.fresh)).toBeUndefined();
    // Another kind of body is refused with a page too.
    const multipart = await area.ctx.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="passport"\r\n\r\n${passport}\r\n--x--\r\n`,
    });
    expectFramedPage(multipart, 415);
  });

  it("keeps the API's own headers on everything else", async () => {
    const res = await area.ctx.inject({ url: '/api/school' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    const missing = await area.ctx.inject({ method: 'POST', url: '/api/rapidapp/passport', payload: {} });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    // Form posts are parsed by the tool's routes only.
    const elsewhere = await area.ctx.inject({
      method: 'POST',
      url: '/api/student/auth',
      headers: FORM,
      payload: 'email=a%40b.c&password=x',
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.headers['content-type']).toMatch(/^application\/json/);
  });
});
