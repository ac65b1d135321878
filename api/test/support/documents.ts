import { renderPdf } from '../../src/lib/pdf';
import { encodePng, pngDataUrl } from '../../src/lib/png';
import type { TestContext } from './context';
import type { Caller } from './payments';

/** Files for the documents tests, as data URLs: what the API checks is their content (magic bytes). */

/** A real PNG, w x h pixels of one colour (the shade tells pictures apart). */
export const pngFile = (shade = 120, w = 6, h = 4) =>
  pngDataUrl(encodePng(w, h, () => [shade, 80, 200 - shade, 255]));

/** A JPEG as the API checks one: its SOI marker and a JFIF header, then any bytes. */
export const jpegBytes = (label = 'jpeg') =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
    Buffer.from(label),
    Buffer.from([0xff, 0xd9]),
  ]);
export const jpegFile = (label?: string) => `data:image/jpeg;base64,${jpegBytes(label).toString('base64')}`;

/** A real PDF with one line of text. */
export const pdfBytes = (text = 'A test document') => renderPdf([text], { title: text });
export const pdfFile = (text?: string) => `data:application/pdf;base64,${pdfBytes(text).toString('base64')}`;

/** Any bytes, declared as `mime`. */
export const dataUrlOf = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

export const noFiles = { images: [] as string[], documents: [] as string[] };

/** The bytes of a data URL. */
export const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** The answers token of a survey or form document's form, as its action view renders it. */
export const answerTokenOf = (html: string): string => {
  const token = /<input type="hidden" name="token" value="([A-Za-z0-9_-]+)">/.exec(html)?.[1];
  if (!token) throw new Error('The action view has no answers form');
  return token;
};

/** A form post to the answers route, as the document's frame sends it (the token in the body). */
export const postAnswers = (ctx: TestContext, fields: Record<string, string>) =>
  ctx.inject({
    method: 'POST',
    url: '/api/document/answers',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** Opens the document as the student and sends answers through its form; the reply page. */
export async function answerDocument(
  ctx: TestContext,
  student: Caller,
  code: string,
  answers: Record<string, string>,
) {
  const view = await student.get(`document/action_view/${code}`);
  if (view.statusCode !== 200) throw new Error(`action_view ${code}: ${view.statusCode}`);
  return postAnswers(ctx, { token: answerTokenOf(view.json().data.html), ...answers });
}

/** Complete answers to the demo survey (SURVEY-2026) and emergency contact form (EMERGENCY-FORM). */
export const SURVEY_ANSWERS = {
  instruction: 'Very satisfied',
  registration: 'Easy',
  labs: 'Usually',
  recommend: 'Yes',
  comments: '',
};
export const EMERGENCY_ANSWERS = {
  contact_name: 'Pat Rivera',
  relationship: 'Parent or guardian',
  contact_phone: '(614) 555-0199',
  medical_notes: 'Peanut allergy',
};
