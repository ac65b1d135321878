import {
  actionViewResponseSchema,
  attachmentsResponseSchema,
  documentsResponseSchema,
  loggedStudentResponseSchema,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type DocumentsResponse,
} from '../../contracts';
import { expectError, expectNotFound } from '../../../test/support/accounts';
import { useAreaTest } from '../../../test/support/area-test';
import {
  answerDocument,
  bytesOf,
  dataUrlOf,
  EMERGENCY_ANSWERS,
  jpegFile,
  noFiles,
  pdfFile,
  pngFile,
  SURVEY_ANSWERS,
} from '../../../test/support/documents';
import { type Caller } from '../../../test/support/payments';

const area = useAreaTest(16);

const REQUIRED = [
  { code: 'WAIVER', title: 'Liability Waiver and Release', requiredAction: 'sign' },
  { code: 'PHOTO-ID', title: 'Photo ID', requiredAction: 'upload' },
  { code: 'SURVEY-2026', title: 'Student Satisfaction Survey', requiredAction: 'survey' },
  { code: 'SAFETY-NOTICE', title: 'Campus Safety Notice', requiredAction: 'notify' },
  { code: 'EMERGENCY-FORM', title: 'Emergency Contact Form', requiredAction: 'form' },
];

const documentsOf = async (s: Caller): Promise<DocumentsResponse> => {
  const res = await s.get('student/documents');
  expect(res.statusCode).toBe(200);
  return documentsResponseSchema.parse(res.json().data);
};
const submit = (s: Caller, code: string, body: unknown = noFiles) =>
  s.post(`document/action_submit/${code}`, body);
const historyRows = async (s: Caller) =>
  (
    await area.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM student_documents WHERE student_id = $1',
      [s.studentId],
    )
  )[0]!.n;
const today = async () => (await area.ctx.db.query<{ d: string }>('SELECT current_date::text AS d'))[0]!.d;
/** A year after today, as PostgreSQL counts it (Feb 29 + 1 year is Feb 28). */
const aYearFromToday = async () =>
  (await area.ctx.db.query<{ d: string }>(`SELECT (current_date + interval '1 year')::date::text AS d`))[0]!
    .d;

/** A file of `size` bytes that starts as a PDF does (what the API checks). */
const bigPdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return `data:application/pdf;base64,${bytes.toString('base64')}`;
};

describe('GET /api/student/documents', () => {
  it("asks a new student for the school's five required documents, with no history", async () => {
    expect(await documentsOf(area.fresh())).toEqual({ requiredDocuments: REQUIRED, documents: [] });
  });

  it("shows the demo student's history newest first, and still all five required", async () => {
    const data = await documentsOf(area.demo);
    expect(data.requiredDocuments).toEqual(REQUIRED);
    expect(data.documents.map((d) => d.title)).toEqual([
      'Immunization Record',
      'High School Transcript',
      'Enrollment Agreement',
    ]);
    const day = await today();
    const [immunization, transcript, agreement] = data.documents;
    expect(immunization!.expireDate).not.toBeNull();
    expect(transcript!.expireDate).toBeNull();
    expect(agreement!.date < transcript!.date && transcript!.date < immunization!.date).toBe(true);
    expect(immunization!.date < day).toBe(true);
    expect(agreement!.text).toContain('Signed by Jordan Rivera on ');
    expect(agreement!.text).toMatch(/<img alt="Signature" src="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
    // The transcript's two attachments; the others have none.
    const files = async (id: number) =>
      attachmentsResponseSchema.parse((await area.demo.get(`student/document/${id}/attachments`)).json().data)
        .attachments;
    expect((await files(transcript!.documentId)).map((a) => a.title)).toEqual([
      'Transcript page 1.png',
      'Official transcript.pdf',
    ]);
    expect(await files(immunization!.documentId)).toEqual([]);
    expect(await files(agreement!.documentId)).toEqual([]);
  });

  it('needs a signed-in student', async () => {
    const res = await area.ctx.inject({ url: '/api/student/documents' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/document/action_view/:code', () => {
  it("gives an active required document's HTML as the school wrote it", async () => {
    const res = await area.fresh().get('document/action_view/SURVEY-2026');
    expect(res.statusCode).toBe(200);
    const view = actionViewResponseSchema.parse(res.json().data);
    expect(view).toMatchObject({
      code: 'SURVEY-2026',
      title: 'Student Satisfaction Survey',
      requiredAction: 'survey',
    });
    // Not cleaned up by the API: the client's frame runs no script (remote-documents' DocumentFrame).
    expect(view.html).toContain('<script>window.parent.__documentScriptRan = true;');
    expect(view.html).toContain('onerror=');
    // Then its form (document-answers.test.ts).
    expect(view.html).toContain(
      '<form class="document-answers" lang="en" method="post" action="/api/document/answers"',
    );
    const photo = actionViewResponseSchema.parse(
      (await area.fresh().get('document/action_view/PHOTO-ID')).json().data,
    );
    expect(photo.html).toContain('front and the back');
  });

  it('is 404 for an unknown or retired code, and 400 for a malformed one', async () => {
    const s = area.fresh();
    expectNotFound(await s.get('document/action_view/NO-SUCH-DOC'), 'Document not found');
    await area.ctx.db.query(
      `INSERT INTO required_documents (code, title, required_action, active) VALUES ('RETIRED', 'Old form', 'form', false)`,
    );
    expectNotFound(await s.get('document/action_view/RETIRED'), 'Document not found');
    expectNotFound(await submit(s, 'RETIRED'), 'Document not found');
    expect((await documentsOf(s)).requiredDocuments.map((d) => d.code)).not.toContain('RETIRED');
    expect((await s.get('document/action_view/bad.code')).statusCode).toBe(400);
  });
});

describe('POST /api/document/action_submit/:code', () => {
  it('signs with the signature the student has, kept with the time in the history copy', async () => {
    const s = area.fresh();
    expectError(await submit(s, 'WAIVER'), 409, 'signature_required', UPLOAD_MESSAGES.needSignature);
    expect(await historyRows(s)).toBe(0);

    const signature = pngFile(30, 40, 12);
    expect((await s.post('student/update_signature', { signature })).statusCode).toBe(200);
    const res = await submit(s, 'WAIVER');
    expect(res.statusCode).toBe(200);
    const data = documentsResponseSchema.parse(res.json().data);
    expect(data.requiredDocuments.map((d) => d.code)).toEqual([
      'PHOTO-ID',
      'SURVEY-2026',
      'SAFETY-NOTICE',
      'EMERGENCY-FORM',
    ]);
    const day = await today();
    const [signed] = data.documents;
    expect(signed).toMatchObject({
      title: 'Liability Waiver and Release',
      date: day,
      expireDate: await aYearFromToday(),
    });
    expect(signed!.text.startsWith('<h2>Liability Waiver and Release</h2>')).toBe(true);
    expect(signed!.text).toMatch(
      /Signed by Casey Tester\d+ on \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M E[SD]T<\/p>/,
    );
    expect(signed!.text).toContain(`<img alt="Signature" src="${signature}"`);
    // The same as GET /student/documents, and the header's count follows.
    expect(await documentsOf(s)).toEqual(data);
    const logged = loggedStudentResponseSchema.parse((await s.get('student/get')).json().data);
    expect(logged.requiredActions.map((a) => a.title)).toEqual([
      'Photo ID',
      'Student Satisfaction Survey',
      'Campus Safety Notice',
      'Emergency Contact Form',
    ]);
    const [row] = await area.ctx.db.query<{ signature_data_url: string; signed_at: Date }>(
      'SELECT signature_data_url, signed_at FROM student_documents WHERE student_id = $1',
      [s.studentId],
    );
    expect(row!.signature_data_url).toBe(signature);
    expect(Date.now() - row!.signed_at.getTime()).toBeLessThan(60_000);

    // Once only; its text is still there to read.
    expectError(await submit(s, 'WAIVER'), 409, 'already_submitted', 'This document was already submitted');
    expect(await historyRows(s)).toBe(1);
    expect((await s.get('document/action_view/WAIVER')).statusCode).toBe(200);
  });

  it('acknowledges a notice, and takes a survey and a form once their answers are recorded, with or without files', async () => {
    const s = area.fresh();
    const unanswered = 'Send your answers with the Send answers button in the document before you submit it';
    expectError(await submit(s, 'SURVEY-2026'), 409, 'answers_required', unanswered);
    expectError(await submit(s, 'EMERGENCY-FORM'), 409, 'answers_required', unanswered);
    expect(await historyRows(s)).toBe(0);
    expect((await answerDocument(area.ctx, s, 'SURVEY-2026', SURVEY_ANSWERS)).statusCode).toBe(200);
    expect((await answerDocument(area.ctx, s, 'EMERGENCY-FORM', EMERGENCY_ANSWERS)).statusCode).toBe(200);
    for (const code of ['SURVEY-2026', 'SAFETY-NOTICE']) expect((await submit(s, code)).statusCode).toBe(200);
    const form = await submit(s, 'EMERGENCY-FORM', {
      images: [],
      documents: [pdfFile('Emergency contacts')],
    });
    expect(form.statusCode).toBe(200);
    const data = documentsResponseSchema.parse(form.json().data);
    expect(data.requiredDocuments.map((d) => d.code)).toEqual(['WAIVER', 'PHOTO-ID']);
    expect(data.documents.map((d) => [d.title, d.expireDate])).toEqual([
      ['Emergency Contact Form', null],
      ['Campus Safety Notice', null],
      ['Student Satisfaction Survey', null],
    ]);
    const files = await s.get(`student/document/${data.documents[0]!.documentId}/attachments`);
    expect(files.json().data.attachments.map((a: { title: string }) => a.title)).toEqual(['Document 1.pdf']);
  });

  it('uploads pictures and a PDF, checked by their content, and stores them as they came', async () => {
    const s = area.fresh();
    expectError(await submit(s, 'PHOTO-ID'), 400, 'file_required', 'Add a picture or a PDF to upload');

    const front = pngFile(10);
    const back = jpegFile('back of the card');
    // Over the app's 2 MB body limit: this route has its own.
    const scan = bigPdf(2_600_000);
    const res = await submit(s, 'PHOTO-ID', { images: [front, back], documents: [scan] });
    expect(res.statusCode).toBe(200);
    const data = documentsResponseSchema.parse(res.json().data);
    const day = await today();
    expect(data.documents).toEqual([
      {
        documentId: expect.any(Number),
        title: 'Photo ID',
        date: day,
        expireDate: await aYearFromToday(),
        text: expect.any(String),
      },
    ]);
    const { attachments } = attachmentsResponseSchema.parse(
      (await s.get(`student/document/${data.documents[0]!.documentId}/attachments`)).json().data,
    );
    expect(attachments.map((a) => a.title)).toEqual(['Picture 1.png', 'Picture 2.jpg', 'Document 1.pdf']);
    for (const a of attachments) expect(a.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const stored = await area.ctx.db.query<{ mime: string; bytes: Uint8Array; size: number; kind: string }>(
      `SELECT f.mime, f.bytes, f.size, f.kind FROM document_files f
         JOIN student_documents d ON d.id = f.student_document_id WHERE d.student_id = $1 ORDER BY f.id`,
      [s.studentId],
    );
    expect(stored.map((f) => [f.mime, f.kind])).toEqual([
      ['image/png', 'submission'],
      ['image/jpeg', 'submission'],
      ['application/pdf', 'submission'],
    ]);
    expect(
      stored.map((f) => Buffer.from(f.bytes).equals(bytesOf([front, back, scan][stored.indexOf(f)]!))),
    ).toEqual([true, true, true]);
    expect(stored[2]!.size).toBe(bytesOf(scan).length);
  });

  it('refuses what is not a JPEG or PNG picture or a PDF document, by its bytes, and stores nothing', async () => {
    const s = area.fresh();
    const notAFile = (body: unknown) => async () =>
      expectError(await submit(s, 'PHOTO-ID', body), 400, 'invalid_file', UPLOAD_MESSAGES.notAFile);
    // A text file renamed .jpg.
    await notAFile({ images: [dataUrlOf('image/jpeg', 'hello')], documents: [] })();
    await notAFile({
      images: [pngFile(), dataUrlOf('image/png', '<svg onload="alert(1)"></svg>')],
      documents: [],
    })();
    await notAFile({ images: [dataUrlOf('image/gif', Buffer.from('GIF89a........'))], documents: [] })();
    // A PDF is a document, not a picture; a picture is not a PDF document.
    await notAFile({ images: [pdfFile()], documents: [] })();
    await notAFile({ images: [], documents: [pngFile()] })();
    await notAFile({ images: [], documents: [dataUrlOf('application/pdf', 'hello, not a PDF')] })();
    // A good file does not carry a bad one.
    await notAFile({
      images: [pngFile(), jpegFile()],
      documents: [pdfFile(), dataUrlOf('application/pdf', 'x')],
    })();
    expect(await historyRows(s)).toBe(0);

    // What the data URL declares does not matter: a PNG sent as image/jpeg is stored as image/png.
    const res = await submit(s, 'PHOTO-ID', {
      images: [pngFile().replace('image/png', 'image/jpeg')],
      documents: [],
    });
    expect(res.statusCode).toBe(200);
    const [file] = await area.ctx.db.query<{ mime: string; title: string }>(
      `SELECT f.mime, f.title FROM document_files f JOIN student_documents d ON d.id = f.student_document_id
        WHERE d.student_id = $1`,
      [s.studentId],
    );
    expect(file).toEqual({ mime: 'image/png', title: 'Picture 1.png' });
  });

  it('takes at most 4 pictures and 4 documents (the schema)', async () => {
    const s = area.fresh();
    const five = [1, 2, 3, 4, 5].map((n) => pngFile(n * 10));
    expectError(
      await submit(s, 'PHOTO-ID', { images: five, documents: [] }),
      400,
      'invalid_input',
      'Please check the fields and try again',
      {
        fields: { images: 'Upload at most 4 pictures at a time' },
      },
    );
    const pdfs = [1, 2, 3, 4, 5].map((n) => pdfFile(`Page ${n}`));
    expectError(
      await submit(s, 'PHOTO-ID', { images: [], documents: pdfs }),
      400,
      'invalid_input',
      'Please check the fields and try again',
      {
        fields: { documents: 'Upload at most 4 documents at a time' },
      },
    );
    expect(await historyRows(s)).toBe(0);
    expect(
      (await submit(s, 'PHOTO-ID', { images: five.slice(0, 4), documents: pdfs.slice(0, 4) })).statusCode,
    ).toBe(200);
  });

  it('refuses more than 20 MB in all with 413 and the spec message', async () => {
    const s = area.fresh();
    // Decoded, one byte over; the body (its base64) is still under the route's limit.
    const half = Math.floor(MAX_UPLOAD_BYTES / 2);
    const res = await submit(s, 'PHOTO-ID', {
      images: [],
      documents: [bigPdf(half), bigPdf(MAX_UPLOAD_BYTES - half + 1)],
    });
    expectError(res, 413, 'too_large', 'The document is too large to upload. Max upload size is 20 MB');
    expect(await historyRows(s)).toBe(0);
  }, 30_000);

  it('refuses a body over the route limit before reading it, and a caller without a session first', async () => {
    const s = area.fresh();
    const url = `${area.ctx.baseUrl}/api/document/action_submit/PHOTO-ID`;
    const tooLarge = await sendDeclaringLength(url, 100 * 1024 * 1024, {
      authorization: `Bearer ${s.token}`,
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({
      result: 'error',
      errorCode: 'too_large',
      errorMessage: 'The document is too large to upload. Max upload size is 20 MB',
      data: null,
    });
    const anonymous = await sendDeclaringLength(url, 20 * 1024 * 1024, {});
    expect(anonymous.status).toBe(401);
    // Other routes keep the app's 2 MB limit.
    const other = await s.post('student/update_signature', {
      signature: `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}`,
    });
    expect(other.statusCode).toBe(413);
    expect(other.json().errorCode).toBe('invalid_input');
    expect(await historyRows(s)).toBe(0);
    // Sockets of tens of megabytes: slow on a loaded machine, not a measure.
  }, 30_000);

  it('is 404 for an unknown code and 400 for a malformed body', async () => {
    const s = area.fresh();
    expectNotFound(await submit(s, 'NOPE'), 'Document not found');
    expect((await submit(s, 'SURVEY-2026', { images: ['not a data url'], documents: [] })).statusCode).toBe(
      400,
    );
    expect((await submit(s, 'SURVEY-2026', {})).statusCode).toBe(400);
    expect(await historyRows(s)).toBe(0);
  });
});

/**
 * A POST that declares `length` bytes of JSON, sends only its first 64 KB and waits for the answer: the
 * server must answer from the headers, without the rest. Writing no more once the answer may be on its
 * way keeps a reset of the dropped connection from overtaking the answer on a loaded machine.
 */
async function sendDeclaringLength(
  url: string,
  length: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const chunk = Buffer.from(`{"images":["data:image/png;base64,${'A'.repeat(64 * 1024)}`);
    let status = 0;
    let body = '';
    const settle = () => {
      req.destroy();
      resolve({ status, body });
    };
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(length) },
      },
      (res) => {
        status = res.statusCode ?? 0;
        res.setEncoding('utf8');
        res.on('data', (piece: string) => (body += piece));
        res.on('end', settle);
      },
    );
    // A reset after the answer began still leaves the answer to check; one before it is a failure.
    req.on('error', (error) => (status ? settle() : reject(error)));
    req.write(chunk);
  });
}
