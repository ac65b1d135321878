import {
  attachmentsResponseSchema,
  documentsResponseSchema,
  fileLinkSchema,
  loggedStudentResponseSchema,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type Attachment,
} from '../../contracts';
import { IMAGE_CONTENT_SECURITY_POLICY, PDF_CONTENT_SECURITY_POLICY } from '../../files';
import { useAreaTest } from '../../../test/support/area-test';
import { login } from '../../../test/support/context';
import { expectError, expectNotFound } from '../../../test/support/accounts';
import { bytesOf, dataUrlOf, jpegFile, noFiles, pdfFile, pngFile } from '../../../test/support/documents';
import { callerFor, studentIdOf, type Caller } from '../../../test/support/payments';

const area = useAreaTest(10);

/** A student with one registered document (the notice, acknowledged with no file): its id. */
async function withDocument(s: Caller, code = 'SAFETY-NOTICE', body: unknown = noFiles): Promise<number> {
  const res = await s.post(`document/action_submit/${code}`, body);
  expect(res.statusCode).toBe(200);
  return documentsResponseSchema.parse(res.json().data).documents[0]!.documentId;
}
const attachmentsOf = async (s: Caller, id: number): Promise<Attachment[]> => {
  const res = await s.get(`student/document/${id}/attachments`);
  expect(res.statusCode).toBe(200);
  return attachmentsResponseSchema.parse(res.json().data).attachments;
};
const add = (s: Caller, id: number, body: unknown) => s.post(`student/document/${id}/attachments/add`, body);
const linkOf = async (s: Caller, id: number, code: string) => {
  const res = await s.get(`student/document/${id}/attachment/${code}/link`);
  expect(res.statusCode).toBe(200);
  return fileLinkSchema.parse(res.json().data).url;
};
const download = async (url: string) => {
  const res = await fetch(area.ctx.baseUrl + url);
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers.entries()),
    body: Buffer.from(await res.arrayBuffer()),
  };
};
const day = async () => {
  const [row] = await area.ctx.db.query<{ d: string }>(`SELECT to_char(current_date, 'MM/DD/YYYY') AS d`);
  return row!.d;
};
const demoTranscriptId = async () =>
  (
    await area.ctx.db.query<{ id: number }>(
      `SELECT id FROM student_documents WHERE title = 'High School Transcript' AND student_id = $1`,
      [area.demo.studentId],
    )
  )[0]!.id;
const fileCount = async (id: number) =>
  (
    await area.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM document_files WHERE student_document_id = $1',
      [id],
    )
  )[0]!.n;

describe('attachments of a registered document', () => {
  it('adds pictures and PDFs, lists every file of the document, and links each', async () => {
    const s = area.fresh();
    const id = await withDocument(s, 'SAFETY-NOTICE', { images: [pngFile(50)], documents: [] });
    expect(await attachmentsOf(s, id)).toEqual([{ code: expect.any(String), title: 'Picture 1.png' }]);

    expectError(await add(s, id, noFiles), 400, 'file_required', 'Add a picture or a PDF to upload');
    const picture = jpegFile('contact card');
    const scan = pdfFile('Emergency contacts, signed');
    const res = await add(s, id, { images: [picture], documents: [scan] });
    expect(res.statusCode).toBe(200);
    const today = await day();
    const { attachments } = attachmentsResponseSchema.parse(res.json().data);
    expect(attachments.map((a) => a.title)).toEqual([
      'Picture 1.png',
      `Attachment 1 (${today}).jpg`,
      `Attachment 2 (${today}).pdf`,
    ]);
    expect(await attachmentsOf(s, id)).toEqual(attachments);
    const more = await add(s, id, { images: [pngFile(90)], documents: [] });
    expect(
      attachmentsResponseSchema
        .parse(more.json().data)
        .attachments.map((a) => a.title)
        .at(-1),
    ).toBe(`Attachment 3 (${today}).png`);

    // The files through their links: the bytes as uploaded, shown inline, run nothing.
    const jpeg = await download(await linkOf(s, id, attachments[1]!.code));
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.equals(bytesOf(picture))).toBe(true);
    expect(jpeg.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="Attachment 1 (${today.replace(/\//g, '-')}).jpg"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': IMAGE_CONTENT_SECURITY_POLICY,
      'x-frame-options': 'DENY',
    });
    const pdf = await download(await linkOf(s, id, attachments[2]!.code));
    expect(pdf.body.equals(bytesOf(scan))).toBe(true);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': PDF_CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
    });
    const png = await download(await linkOf(s, id, attachments[0]!.code));
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('checks attachments as uploads: by content, count and size (the attachment message)', async () => {
    const s = area.fresh();
    const id = await withDocument(s);
    expectError(
      await add(s, id, { images: [dataUrlOf('image/jpeg', 'hello')], documents: [] }),
      400,
      'invalid_file',
      UPLOAD_MESSAGES.notAFile,
    );
    expectError(
      await add(s, id, { images: [pdfFile()], documents: [] }),
      400,
      'invalid_file',
      UPLOAD_MESSAGES.notAFile,
    );
    expect(
      (await add(s, id, { images: [1, 2, 3, 4, 5].map((n) => pngFile(n)), documents: [] })).statusCode,
    ).toBe(400);
    const over = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    over.write('%PDF-1.7\n');
    expectError(
      await add(s, id, { images: [], documents: [`data:application/pdf;base64,${over.toString('base64')}`] }),
      413,
      'too_large',
      'The attachment is too large to upload. Max upload size is 20 MB',
    );
    expect(await fileCount(id)).toBe(0);

    // At most 20 files on a document in all.
    for (let n = 0; n < 4; n += 1)
      expect(
        (await add(s, id, { images: [1, 2, 3, 4].map((k) => pngFile(n * 4 + k)), documents: [] })).statusCode,
      ).toBe(200);
    expectError(
      await add(s, id, { images: [1, 2, 3, 4].map((n) => pngFile(n)), documents: [pdfFile()] }),
      409,
      'too_many_files',
      'A document can have at most 20 files',
    );
    expect(await fileCount(id)).toBe(16);
  }, 30_000);

  it("shows nothing of another student's document and adds nothing to it", async () => {
    const owner = area.fresh();
    const other = area.fresh();
    const id = await withDocument(owner, 'PHOTO-ID', { images: [pngFile(7)], documents: [] });
    const [file] = await attachmentsOf(owner, id);
    const refused = [
      await other.get(`student/document/${id}/attachments`),
      await other.get(`student/document/${id}/attachment/${file!.code}/link`),
      await add(other, id, { images: [pngFile(8)], documents: [] }),
      // The demo student's transcript, and a document that does not exist.
      await other.get(`student/document/${await demoTranscriptId()}/attachments`),
      await other.get(`student/document/${id + 100000}/attachments`),
    ];
    for (const res of refused) expectNotFound(res, 'Document not found');
    for (const res of refused) expect(res.body).not.toContain(file!.code);
    expect(await fileCount(id)).toBe(1);
    // Her own document does not open another document's file by its code.
    const mine = await withDocument(other);
    expectNotFound(
      await other.get(`student/document/${mine}/attachment/${file!.code}/link`),
      'Attachment not found',
    );
  });

  it("opens the demo student's transcript attachments: a real PNG and a real PDF", async () => {
    const { documents } = documentsResponseSchema.parse(
      (await area.demo.get('student/documents')).json().data,
    );
    const transcript = documents.find((d) => d.title === 'High School Transcript')!;
    const [png, pdf] = await attachmentsOf(area.demo, transcript.documentId);
    const image = await download(await linkOf(area.demo, transcript.documentId, png!.code));
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(image.body.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(image.body.subarray(-8, -4).toString('latin1')).toBe('IEND');
    const file = await download(await linkOf(area.demo, transcript.documentId, pdf!.code));
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="Official transcript.pdf"');
    const text = file.body.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Official transcript)');
    expect(text).toContain('(Student: Jordan Rivera)');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('links live 10 minutes and only while the file exists', async () => {
    const s = area.fresh();
    const id = await withDocument(s, 'PHOTO-ID', { images: [pngFile(3), pngFile(4)], documents: [] });
    const [first, second] = await attachmentsOf(s, id);
    const url = await linkOf(s, id, first!.code);
    expect(url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{43}$/);
    const [row] = await area.ctx.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM file_links
        WHERE kind = 'document_file' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row!.minutes).toBe(10);
    await area.ctx.db.query(
      `UPDATE file_links SET expires_at = now() - interval '1 second' WHERE kind = 'document_file'`,
    );
    expect((await download(url)).status).toBe(404);

    const other = await linkOf(s, id, second!.code);
    await area.ctx.db.query('DELETE FROM document_files WHERE code = $1', [second!.code]);
    const gone = await download(other);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body.toString())).toMatchObject({ result: 'error', errorCode: 'not_found' });
  });
});

describe('a guardian switched into a related student', () => {
  it('acts as that student: her documents, her submissions, her attachments', async () => {
    const emma = await studentIdOf(area.ctx.db, 'emma.parker@demo.school');
    const guardian = await studentIdOf(area.ctx.db, 'guardian@demo.school');
    const token = await login(area.ctx, 'guardian@demo.school');
    const headers = { authorization: `Bearer ${token}` };
    const switched = await area.ctx.inject({ url: `/api/student/impersonate/${emma}`, headers });
    expect(switched.statusCode).toBe(200);
    const as = await callerFor(area.ctx, emma);
    const g: Caller = {
      studentId: emma,
      token,
      get: (url) => area.ctx.inject({ url: `/api/${url}`, headers }),
      post: (url, payload) => area.ctx.inject({ method: 'POST', url: `/api/${url}`, headers, payload }),
    };

    const id = await withDocument(g, 'PHOTO-ID', { images: [pngFile(61)], documents: [] });
    const rows = await area.ctx.db.query<{ student_id: number }>(
      'SELECT student_id FROM student_documents WHERE id = $1',
      [id],
    );
    expect(rows[0]!.student_id).toBe(emma);
    expect((await add(g, id, { images: [], documents: [pdfFile('For Emma')] })).statusCode).toBe(200);
    const files = await attachmentsOf(g, id);
    expect(files).toHaveLength(2);
    expect((await download(await linkOf(g, id, files[1]!.code))).status).toBe(200);
    // Emma sees it as her own; the guardian's own account does not.
    expect((await attachmentsOf(as, id)).map((f) => f.code)).toEqual(files.map((f) => f.code));
    const logged = loggedStudentResponseSchema.parse((await g.get('student/get')).json().data);
    expect(logged.requiredActions.map((a) => a.title)).not.toContain('Photo ID');
    await area.ctx.inject({ url: '/api/student/impersonate/original', headers });
    expectNotFound(await g.get(`student/document/${id}/attachments`), 'Document not found');
    const own = documentsResponseSchema.parse(
      (await (await callerFor(area.ctx, guardian)).get('student/documents')).json().data,
    );
    expect(own.documents).toEqual([]);
    expect(own.requiredDocuments).toHaveLength(5);
  });
});
