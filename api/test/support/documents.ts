import { renderPdf } from '../../src/lib/pdf';
import { encodePng, pngDataUrl } from '../../src/lib/png';

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
