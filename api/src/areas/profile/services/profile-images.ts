import { IMAGE_DATA_URL_PATTERN, profileErrorCodes } from '../../../contracts';
import { HttpError } from '../../../http/errors';

export type ImageType = 'image/png' | 'image/jpeg';

export interface DecodedImage {
  contentType: ImageType;
  bytes: Buffer;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** What the bytes are, whatever the data URL says. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  return null;
}

export type ImageProblem = 'not_a_data_url' | 'type_mismatch' | 'too_large' | 'empty';

/**
 * Decodes a PNG or JPEG data URL and checks it before anything is stored: the declared type must be
 * PNG or JPEG, the bytes must be that type (not a script or an SVG renamed), and the size is bounded.
 */
export function decodeImageDataUrl(
  dataUrl: string,
  maxBytes: number,
): { ok: true; image: DecodedImage } | { ok: false; problem: ImageProblem } {
  // The base64 text is 4/3 of the bytes: refuse an oversized text before decoding it.
  if (dataUrl.length > Math.ceil((maxBytes * 4) / 3) + 64) return { ok: false, problem: 'too_large' };
  const match = IMAGE_DATA_URL_PATTERN.exec(dataUrl);
  if (!match) return { ok: false, problem: 'not_a_data_url' };
  const declared = match[1] as ImageType;
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, problem: 'too_large' };
  if (sniffImageType(bytes) !== declared) return { ok: false, problem: 'type_mismatch' };
  return { ok: true, image: { contentType: declared, bytes } };
}

const problemMessages: Record<ImageProblem, (what: string, maxBytes: number) => string> = {
  not_a_data_url: (what) => `The ${what} must be a PNG or JPEG image`,
  type_mismatch: (what) => `The ${what} must be a PNG or JPEG image`,
  empty: (what) => `The ${what} is empty`,
  too_large: (what, maxBytes) => `The ${what} is too large (at most ${Math.round(maxBytes / 1024)} KB)`,
};

/** Like decodeImageDataUrl, but a bad image is a 400 `invalid_image` naming what is wrong. */
export function requireImage(dataUrl: string, maxBytes: number, what: string): DecodedImage {
  const result = decodeImageDataUrl(dataUrl, maxBytes);
  if (!result.ok) {
    throw new HttpError(400, profileErrorCodes.invalidImage, problemMessages[result.problem](what, maxBytes));
  }
  return result.image;
}

/** The canonical data URL of a checked image (what is stored and served back). */
export const toDataUrl = (image: DecodedImage): string =>
  `data:${image.contentType};base64,${image.bytes.toString('base64')}`;
