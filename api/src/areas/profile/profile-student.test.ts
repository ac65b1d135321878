import { signatureResponseSchema, studentReplySchema } from '../../contracts';
import { queryOne } from '../../db';
import { decodeImageDataUrl, sniffImageType } from './services/profile-images';
import { actFor, expectError } from '../../../test/support/accounts';
import { login, useSignedInTest } from '../../../test/support/context';

const signedIn = useSignedInTest('student@demo.school');

const { post } = signedIn;

/** A 1x1 PNG, and bytes that start like a JPEG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG = `data:image/png;base64,${PNG_BASE64}`;
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const JPEG = `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`;

describe('image checks', () => {
  it('tells PNG and JPEG apart by their bytes', () => {
    expect(sniffImageType(Buffer.from(PNG_BASE64, 'base64'))).toBe('image/png');
    expect(sniffImageType(JPEG_BYTES)).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it.each([
    ['a PNG', PNG, true],
    ['a JPEG', JPEG, true],
    ['a PNG declared as JPEG', `data:image/jpeg;base64,${PNG_BASE64}`, 'type_mismatch'],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`, 'not_a_data_url'],
    [
      'text declared as PNG',
      `data:image/png;base64,${Buffer.from('hello world').toString('base64')}`,
      'type_mismatch',
    ],
    ['a URL', 'https://example.com/a.png', 'not_a_data_url'],
    ['an empty image', 'data:image/png;base64,', 'not_a_data_url'],
  ])('%s', (_what, dataUrl, expected) => {
    const result = decodeImageDataUrl(dataUrl, 1024);
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, problem: expected });
  });

  it('refuses an image over the size limit', () => {
    const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(2048)]);
    expect(decodeImageDataUrl(`data:image/jpeg;base64,${big.toString('base64')}`, 1024)).toEqual({
      ok: false,
      problem: 'too_large',
    });
  });
});

describe('POST /api/student/update_profile', () => {
  it('updates the names, trimmed, and replies with the student', async () => {
    const res = await post('/student/update_profile', {
      profile: { firstName: ' Jordan ', lastName: 'Rivera-Lopez', preferredName: '  Jo ' },
    });
    expect(res.statusCode).toBe(200);
    const { student } = studentReplySchema.parse(res.json().data);
    expect(student).toMatchObject({ firstName: 'Jordan', lastName: 'Rivera-Lopez', preferredName: 'Jo' });
  });

  it('stores an empty preferred name as none', async () => {
    const res = await post('/student/update_profile', {
      profile: { firstName: 'Jordan', lastName: 'Rivera', preferredName: '   ' },
    });
    expect(studentReplySchema.parse(res.json().data).student.preferredName).toBeNull();
  });

  it.each([
    ['firstName', { firstName: '  ', lastName: 'Rivera', preferredName: null }],
    ['lastName', { firstName: 'Jordan', lastName: 'x'.repeat(51), preferredName: null }],
  ])('refuses a bad %s', async (field, profile) => {
    const res = await post('/student/update_profile', { profile });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[`profile.${field}`]).toBeDefined();
  });

  it('needs a signed-in student', async () => {
    const res = await post('/student/update_profile', { profile: {} }, null);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/student/update_photo and the photo URL', () => {
  it('stores the photo and serves it from a new URL each time', async () => {
    const first = studentReplySchema.parse((await post('/student/update_photo', { photo: PNG })).json().data);
    expect(first.student.photoUrl).toMatch(/^\/api\/student\/photo\/\d+\/[0-9a-f]{32}\.png$/);
    const image = await fetch(signedIn.ctx.baseUrl + first.student.photoUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(Buffer.from(PNG_BASE64, 'base64'));

    const second = studentReplySchema.parse(
      (await post('/student/update_photo', { photo: JPEG })).json().data,
    );
    expect(second.student.photoUrl).toMatch(/\.jpg$/);
    expect(second.student.photoUrl).not.toBe(first.student.photoUrl);
    expect((await fetch(signedIn.ctx.baseUrl + first.student.photoUrl!)).status).toBe(404);
  });

  it('refuses something that is not a PNG or JPEG', async () => {
    const res = await post('/student/update_photo', {
      photo: `data:image/png;base64,${Buffer.from('<script>').toString('base64')}`,
    });
    expectError(res, 400, 'invalid_image', 'The photo must be a PNG or JPEG image');
  });

  it('answers 404 for a wrong key', async () => {
    const res = await signedIn.ctx.inject({ url: `/api/student/photo/1/${'0'.repeat(32)}.png` });
    expect(res.statusCode).toBe(404);
  });
});

describe('signature', () => {
  it('starts with none, stores a PNG or JPEG data URL and gives it back', async () => {
    const signatureToken = await login(signedIn.ctx, 'guardian@demo.school');
    const none = await signedIn.get('/student/signature', signatureToken);
    expect(signatureResponseSchema.parse(none.json().data)).toEqual({ signature: null });

    const saved = await post('/student/update_signature', { signature: JPEG }, signatureToken);
    expect(saved.statusCode).toBe(200);
    expect(studentReplySchema.parse(saved.json().data).student.info.hasSignature).toBe(true);
    const back = await signedIn.get('/student/signature', signatureToken);
    expect(back.json().data.signature).toBe(JPEG);

    await post('/student/update_signature', { signature: PNG }, signatureToken);
    const replaced = await signedIn.get('/student/signature', signatureToken);
    expect(replaced.json().data.signature).toBe(PNG);
  });

  it('refuses an image that is not what it says, and one too large', async () => {
    const mismatch = await post('/student/update_signature', {
      signature: `data:image/jpeg;base64,${PNG_BASE64}`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errorMessage).toBe('The signature must be a PNG or JPEG image');

    const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(300 * 1024)]);
    const tooLarge = await post('/student/update_signature', {
      signature: `data:image/jpeg;base64,${big.toString('base64')}`,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errorMessage).toBe('The signature is too large (at most 256 KB)');
  });

  it("saves the related student's signature while acting for them", async () => {
    const guardianToken = await login(signedIn.ctx, 'guardian@demo.school');
    const emmaId = await actFor(signedIn.ctx, guardianToken, 'emma.parker@demo.school');
    await post('/student/update_signature', { signature: PNG }, guardianToken);
    const stored = await queryOne<{ student_id: number }>(
      signedIn.ctx.db,
      'SELECT student_id FROM student_signatures WHERE student_id = $1',
      [emmaId],
    );
    expect(stored?.student_id).toBe(emmaId);
  });
});

describe('POST /api/contact', () => {
  const message = {
    email: ' Visitor@Example.com ',
    name: 'Vera Visitor',
    comment: 'When does welding start?',
    phone: '',
  };

  it('takes a message from a visitor', async () => {
    const res = await post('/contact', message, null);
    expect(res.statusCode).toBe(200);
    const row = await queryOne<{ email: string; student_id: number | null }>(
      signedIn.ctx.db,
      'SELECT email, student_id FROM contact_messages ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ email: 'visitor@example.com', student_id: null });
  });

  it("links a signed-in student's message to the account", async () => {
    await post('/contact', { ...message, phone: '5551234567' });
    const row = await queryOne<{ student_id: number | null; phone: string }>(
      signedIn.ctx.db,
      'SELECT student_id, phone FROM contact_messages ORDER BY id DESC LIMIT 1',
    );
    expect(row?.student_id).toEqual(expect.any(Number));
    expect(row?.phone).toBe('5551234567');
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['name', { name: ' ' }],
    ['comment', { comment: '' }],
    ['phone', { phone: '555' }],
  ])('refuses a bad %s', async (field, change) => {
    const res = await post('/contact', { ...message, ...change }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBeDefined();
  });
});
