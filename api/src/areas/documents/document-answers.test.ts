import crypto from 'node:crypto';
import { actionViewResponseSchema, documentsResponseSchema } from '../../contracts';
import { expectError } from '../../../test/support/accounts';
import { useAreaTest } from '../../../test/support/area-test';
import {
  answerDocument,
  answerTokenOf,
  EMERGENCY_ANSWERS,
  noFiles,
  postAnswers,
  SURVEY_ANSWERS,
} from '../../../test/support/documents';
import type { Caller } from '../../../test/support/payments';
import { expectFramedPage } from '../../../test/support/framed-pages';

/*
 * The answers of a survey or form document (docs/adr/012-document-forms-in-the-sandbox.md): the action
 * view renders the school's form posting to /api/document/answers with a token in a hidden field; the
 * route records the answers and replies a page in the frame; the document's submit needs them.
 */

const area = useAreaTest(16);

const RECORDED = 'Your answers were recorded. Press Submit below the document to submit it.';
const EXPIRED = 'This form has expired. Close the document and open it again to send your answers.';
const UNANSWERED = 'Send your answers with the Send answers button in the document before you submit it';

const viewOf = async (s: Caller, code: string) => {
  const res = await s.get(`document/action_view/${code}`);
  expect(res.statusCode).toBe(200);
  return actionViewResponseSchema.parse(res.json().data);
};
const tokenOf = async (s: Caller, code: string) => answerTokenOf((await viewOf(s, code)).html);
const submit = (s: Caller, code: string) => s.post(`document/action_submit/${code}`, noFiles);
const keptAnswers = async (s: Caller, code: string) =>
  (
    await area.ctx.db.query<{ answers: unknown }>(
      `SELECT a.answers FROM document_answers a JOIN required_documents r ON r.id = a.required_document_id
        WHERE a.student_id = $1 AND r.code = $2`,
      [s.studentId, code],
    )
  )[0]?.answers;
const tokenRows = async (s: Caller) =>
  area.ctx.db.query<{ token_hash: string; minutes: number }>(
    `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
       FROM document_answer_tokens WHERE student_id = $1`,
    [s.studentId],
  );
/** A fresh student opens the emergency form and sends `fields` with its token; the reply page. */
const sendEmergencyForm = async (fields: Record<string, string>, status: number) => {
  const s = area.fresh();
  const token = await tokenOf(s, 'EMERGENCY-FORM');
  const body = expectFramedPage(await postAnswers(area.ctx, { token, ...fields }), status);
  return { s, token, body };
};

describe('the action view of a survey or form document', () => {
  it("renders the school's HTML, then a form posting to the answers route with a token in its body", async () => {
    const s = area.fresh();
    const view = await viewOf(s, 'SURVEY-2026');
    const [school, form] = view.html.split('\n<form ');
    expect(school).toContain('<h2>Student Satisfaction Survey 2026</h2>');
    expect(form).toMatch(
      /^class="document-answers" lang="en" method="post" action="\/api\/document\/answers"/,
    );
    expect(form!.match(/<fieldset class="answer">/g)).toHaveLength(4);
    expect(form).toContain('<legend>Would you recommend Riverbend Technical College to a friend?');
    expect(form).toContain('<label for="answer-comments">Anything else you would like to tell us?</label>');
    expect(form).toContain('<button type="submit">Send answers</button>');
    // The token is a hidden field, in no URL; each view makes a new one; only its SHA-256 is kept.
    const token = answerTokenOf(view.html);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(view.html.match(/token/g)).toHaveLength(1);
    const again = await tokenOf(s, 'SURVEY-2026');
    expect(again).not.toBe(token);
    const rows = await tokenRows(s);
    expect(rows.map((r) => r.token_hash).sort()).toEqual(
      [token, again].map((t) => crypto.createHash('sha256').update(t).digest('hex')).sort(),
    );
    expect(rows.map((r) => r.minutes)).toEqual([30, 30]);
  });

  it('gives the other documents no form and makes no token for them', async () => {
    const s = area.fresh();
    for (const code of ['WAIVER', 'PHOTO-ID', 'SAFETY-NOTICE']) {
      const view = await viewOf(s, code);
      expect(view.html).not.toContain('<form');
    }
    expect(await tokenRows(s)).toEqual([]);
  });

  it('shows the answers sent before, and when, in the form', async () => {
    const s = area.fresh();
    expectFramedPage(await answerDocument(area.ctx, s, 'EMERGENCY-FORM', EMERGENCY_ANSWERS), 200);
    const { html } = await viewOf(s, 'EMERGENCY-FORM');
    expect(html).toMatch(
      /<p class="answers-note" role="status">Your answers were recorded on \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M E[SD]T\. /,
    );
    expect(html).toContain('name="contact_name" required maxlength="100" value="Pat Rivera"');
    expect(html).toContain('value="Parent or guardian" required checked>');
    expect(html).toContain('value="(614) 555-0199"');
  });
});

describe('POST /api/document/answers', () => {
  it('records the answers (cleaned) and says so in a page of its own, with them', async () => {
    const { s, token, body } = await sendEmergencyForm(
      {
        contact_name: '  Pat <b>Rivera</b>\u0000 ',
        relationship: 'Parent or guardian',
        contact_phone: '614.555.0199',
        medical_notes: 'Peanuts\r\nand bees',
        // Not a question: ignored.
        extra: 'x',
      },
      200,
    );
    expect(body).toContain('<h1>Answers recorded</h1>');
    expect(body).toContain(`<p role="status">${RECORDED}</p>`);
    expect(body).toContain('<dt>Emergency contact name</dt><dd>Pat &#60;b&#62;Rivera&#60;/b&#62;</dd>');
    expect(body).toContain('<dd>(614) 555-0199</dd>');
    expect(body).toContain('<dd>Peanuts<br>and bees</dd>');
    // The reply holds no form, so no token.
    expect(body).not.toContain(token);
    expect(await keptAnswers(s, 'EMERGENCY-FORM')).toEqual({
      contact_name: 'Pat <b>Rivera</b>',
      relationship: 'Parent or guardian',
      contact_phone: '6145550199',
      medical_notes: 'Peanuts\nand bees',
    });

    // Sent again (the same token, while it lasts): the new answers replace the old.
    expectFramedPage(
      await postAnswers(area.ctx, { token, ...EMERGENCY_ANSWERS, relationship: 'Friend' }),
      200,
    );
    expect(await keptAnswers(s, 'EMERGENCY-FORM')).toMatchObject({ relationship: 'Friend' });
  });

  it('shows the form again, with what was typed and what is wrong, and keeps nothing', async () => {
    const { s, token, body } = await sendEmergencyForm(
      { contact_name: 'Pat "Rivera"', relationship: 'Neighbour', contact_phone: '555-01' },
      400,
    );
    expect(body).toContain('<h1>Emergency Contact Form</h1>');
    expect(body).toContain('Check the answers marked below, then send them again.');
    expect(body).toContain('value="Pat &#34;Rivera&#34;"');
    // An option the form does not have is no answer.
    expect(body).toContain('<p class="answer-error" id="answer-relationship-error">Answer this question</p>');
    expect(body).toContain(
      '<p class="answer-error" id="answer-contact_phone-error">Enter a 10-digit phone number</p>',
    );
    expect(body).toContain('aria-invalid="true" aria-describedby="answer-contact_phone-error"');
    expect(body).not.toContain('answer-medical_notes-error');
    // The same token, to send them again.
    expect(answerTokenOf(body)).toBe(token);
    expect(await keptAnswers(s, 'EMERGENCY-FORM')).toBeUndefined();
    expectError(await submit(s, 'EMERGENCY-FORM'), 409, 'answers_required', UNANSWERED);
  });

  it('refuses a missing, malformed, unknown or expired token, and one in the URL only', async () => {
    const s = area.fresh();
    const token = await tokenOf(s, 'SURVEY-2026');
    for (const fields of [
      { ...SURVEY_ANSWERS },
      { token: 'not a token', ...SURVEY_ANSWERS },
      { token: crypto.randomBytes(32).toString('base64url'), ...SURVEY_ANSWERS },
    ])
      expect(expectFramedPage(await postAnswers(area.ctx, fields), 401)).toContain(EXPIRED);
    const inUrl = await area.ctx.inject({
      method: 'POST',
      url: `/api/document/answers?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(SURVEY_ANSWERS).toString(),
    });
    expectFramedPage(inUrl, 401);
    // A JSON body is not a form post: no token is read from it.
    const json = await area.ctx.inject({
      method: 'POST',
      url: '/api/document/answers',
      payload: { token, ...SURVEY_ANSWERS },
    });
    expectFramedPage(json, 401);

    await area.ctx.db.query(
      `UPDATE document_answer_tokens SET expires_at = now() - interval '1 second' WHERE student_id = $1`,
      [s.studentId],
    );
    expect(expectFramedPage(await postAnswers(area.ctx, { token, ...SURVEY_ANSWERS }), 401)).toContain(
      EXPIRED,
    );
    expect(await keptAnswers(s, 'SURVEY-2026')).toBeUndefined();
  });

  it("records one student's answers only: another's token is theirs, and ends with their session", async () => {
    const owner = area.fresh();
    const other = area.fresh();
    const ownerToken = await tokenOf(owner, 'SURVEY-2026');
    await tokenOf(other, 'SURVEY-2026');
    expectFramedPage(
      await postAnswers(area.ctx, { token: ownerToken, ...SURVEY_ANSWERS, comments: 'owner only' }),
      200,
    );
    // The other student has recorded nothing and sees none of the owner's answers.
    expect(await keptAnswers(other, 'SURVEY-2026')).toBeUndefined();
    const otherView = await viewOf(other, 'SURVEY-2026');
    expect(otherView.html).not.toContain('owner only');
    expect(otherView.html).not.toContain('answers-note');
    expectError(await submit(other, 'SURVEY-2026'), 409, 'answers_required', UNANSWERED);

    // Logging out ends the session's tokens.
    const otherToken = await tokenOf(other, 'SURVEY-2026');
    expect((await other.post('student/logout', {})).statusCode).toBe(200);
    expectFramedPage(await postAnswers(area.ctx, { token: otherToken, ...SURVEY_ANSWERS }), 401);
    expect(await keptAnswers(other, 'SURVEY-2026')).toBeUndefined();
  });

  it('ends with the submission; a document submitted otherwise says so; a retired one takes none', async () => {
    const s = area.fresh();
    const token = await tokenOf(s, 'SURVEY-2026');
    expectFramedPage(
      await postAnswers(area.ctx, { token, ...SURVEY_ANSWERS, comments: 'More <labs> & tools' }),
      200,
    );
    const res = await submit(s, 'SURVEY-2026');
    expect(res.statusCode).toBe(200);
    const [copy] = documentsResponseSchema.parse(res.json().data).documents;
    // The history copy: the school's HTML, then the answers and when they were sent.
    expect(copy!.title).toBe('Student Satisfaction Survey');
    expect(copy!.text).toMatch(/Answers sent on \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M E[SD]T<\/p>/);
    expect(copy!.text).toContain(
      '<dt>How satisfied are you with the quality of instruction?</dt><dd>Very satisfied</dd>',
    );
    expect(copy!.text).toContain('<dd>More &#60;labs&#62; &#38; tools</dd>');
    expect(copy!.text).toContain('<dt>Anything else you would like to tell us?</dt>');
    expect(await tokenRows(s)).toEqual([]);
    expectFramedPage(await postAnswers(area.ctx, { token, ...SURVEY_ANSWERS }), 401);
    // Viewed after the submission: no form, no token.
    expect((await viewOf(s, 'SURVEY-2026')).html).not.toContain('<form');

    // A token made before the school registered the document for the student: already submitted.
    const form = await tokenOf(s, 'EMERGENCY-FORM');
    await area.ctx.db.query(
      `INSERT INTO student_documents (student_id, required_document_id, title, text)
       SELECT $1, id, title, html FROM required_documents WHERE code = 'EMERGENCY-FORM'`,
      [s.studentId],
    );
    expect(
      expectFramedPage(await postAnswers(area.ctx, { token: form, ...EMERGENCY_ANSWERS }), 409),
    ).toContain('This document was already submitted. Close it to return to the portal.');

    // A retired document takes no answers.
    const other = area.fresh();
    const retired = await tokenOf(other, 'EMERGENCY-FORM');
    await area.ctx.db.query(`UPDATE required_documents SET active = false WHERE code = 'EMERGENCY-FORM'`);
    try {
      expectFramedPage(await postAnswers(area.ctx, { token: retired, ...EMERGENCY_ANSWERS }), 401);
    } finally {
      await area.ctx.db.query(`UPDATE required_documents SET active = true WHERE code = 'EMERGENCY-FORM'`);
    }
    expect(await keptAnswers(other, 'EMERGENCY-FORM')).toBeUndefined();
  });
});
