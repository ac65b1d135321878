/**
 * A small PDF writer with no dependencies: lines of text in Helvetica (the standard Type 1 fonts every
 * reader has, so nothing is embedded), laid out top to bottom on US Letter pages, a new page when one
 * is full, "Page n of m" at the foot of each. Enough for receipts and statements.
 *
 * Text is encoded as WinAnsi (Windows-1252, what /WinAnsiEncoding means): ASCII, Latin-1 and the
 * typographic marks (– — ‘ ’ “ ” • … €); anything else becomes '?'. In the file every string is a
 * literal with `\`, `(` and `)` escaped and every byte outside printable ASCII written in octal, so the
 * content streams are plain ASCII. The cross-reference table holds each object's byte offset.
 */

export type PdfFont = 'regular' | 'bold';

/** One piece of text on a line. `x` is from the left margin; with `align: 'right'` it is the right edge. */
export interface PdfSpan {
  text: string;
  x?: number;
  font?: PdfFont;
  /** Points; the document's `fontSize` when left out. */
  size?: number;
  align?: 'left' | 'right';
}

/**
 * A block of the document: a line of text (a string, one span or several spans side by side), empty
 * space (`{ gap }` points), or a thin horizontal rule across the text width.
 */
export type PdfBlock = string | PdfSpan | PdfSpan[] | { gap: number } | { rule: true };

export interface PdfOptions {
  /** The document title (its properties, not drawn). */
  title?: string;
  /** Default 10 points. */
  fontSize?: number;
  /** Default 54 points (3/4 inch). */
  margin?: number;
  /** Default true: "Page n of m" at the bottom of every page. */
  pageNumbers?: boolean;
  /** The words of the page numbers, in the document's language; default "Page n of m". */
  pageLabel?: (page: number, pages: number) => string;
  /** Default now: the file's CreationDate. */
  createdAt?: Date;
}

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
const LINE_SPACING = 1.35;

// ---------------------------------------------------------------- text

/** Helvetica's advance widths (1/1000 em) for ASCII 32 to 126, from its AFM file. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Helvetica-Bold is wider for letters; its digits, space, comma, period and $ match Helvetica's. */
const BOLD_FACTOR = 1.06;

/** Windows-1252 bytes 0x80 to 0x9F, by the character they stand for. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The text as WinAnsi bytes: control characters become spaces, characters it lacks '?'. */
export function encodeWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) bytes.push(0x20);
    else if (code < 0x7f || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(WIN_ANSI_EXTRA[char] ?? 0x3f);
  }
  return bytes;
}

/** A PDF literal string of WinAnsi bytes, as ASCII: `(a \(b\) \\ \226)`. */
export function pdfString(bytes: readonly number[]): string {
  let out = '(';
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** The width of a text in points. */
export function textWidth(text: string, size: number, font: PdfFont = 'regular'): number {
  let units = 0;
  for (const byte of encodeWinAnsi(text)) {
    const width = byte >= 32 && byte <= 126 ? HELVETICA_WIDTHS[byte - 32]! : 556;
    const isFigure =
      (byte >= 0x30 && byte <= 0x39) || byte === 0x20 || byte === 0x2c || byte === 0x2e || byte === 0x24;
    units += font === 'bold' && !isFigure ? width * BOLD_FACTOR : width;
  }
  return (units * size) / 1000;
}

/** The text, cut with '...' so that it fits `maxWidth` points. */
export function fitText(text: string, maxWidth: number, size: number, font: PdfFont = 'regular'): string {
  if (textWidth(text, size, font) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}...`, size, font) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}...`;
}

// ---------------------------------------------------------------- layout

const num = (value: number): string => String(Math.round(value * 100) / 100);

const FONT_NAMES: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };

function spansOf(block: string | PdfSpan | PdfSpan[]): PdfSpan[] {
  if (typeof block === 'string') return [{ text: block }];
  return Array.isArray(block) ? block : [block];
}

/** Lays the blocks out on pages; returns each page's content stream. */
function layout(
  blocks: readonly PdfBlock[],
  options: Required<Omit<PdfOptions, 'title' | 'createdAt'>>,
): string[] {
  const { margin, fontSize, pageNumbers, pageLabel } = options;
  const bottom = margin + (pageNumbers ? fontSize * 2 : 0);
  const textWidthMax = PAGE_WIDTH - 2 * margin;
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - margin;
  const room = (height: number) => {
    if (y - height >= bottom) return;
    pages.push([]);
    y = PAGE_HEIGHT - margin;
  };
  for (const block of blocks) {
    const ops = () => pages[pages.length - 1]!;
    if (typeof block === 'object' && 'gap' in block) {
      // Space at the top of a page is dropped.
      if (y < PAGE_HEIGHT - margin) y -= block.gap;
      continue;
    }
    if (typeof block === 'object' && 'rule' in block) {
      room(fontSize * 0.6);
      y -= fontSize * 0.3;
      ops().push(`0.6 w 0.6 G ${num(margin)} ${num(y)} m ${num(margin + textWidthMax)} ${num(y)} l S 0 G`);
      y -= fontSize * 0.3;
      continue;
    }
    const spans = spansOf(block);
    const size = Math.max(...spans.map((s) => s.size ?? fontSize));
    const height = size * LINE_SPACING;
    room(height);
    y -= height;
    const baseline = y + (height - size) / 2 + size * 0.22;
    for (const span of spans) {
      const spanSize = span.size ?? fontSize;
      const font = span.font ?? 'regular';
      const x0 = margin + (span.x ?? 0);
      const x = span.align === 'right' ? x0 - textWidth(span.text, spanSize, font) : x0;
      ops().push(
        `BT /${FONT_NAMES[font]} ${num(spanSize)} Tf ${num(x)} ${num(baseline)} Td ${pdfString(encodeWinAnsi(span.text))} Tj ET`,
      );
    }
  }
  if (pageNumbers) {
    pages.forEach((ops, index) => {
      const label = pageLabel(index + 1, pages.length);
      const size = fontSize * 0.8;
      const x = PAGE_WIDTH - margin - textWidth(label, size);
      ops.push(`BT /F1 ${num(size)} Tf ${num(x)} ${num(margin)} Td ${pdfString(encodeWinAnsi(label))} Tj ET`);
    });
  }
  return pages.map((ops) => `${ops.join('\n')}\n`);
}

// ---------------------------------------------------------------- the file

const pad2 = (n: number) => String(n).padStart(2, '0');
const pdfDate = (d: Date) =>
  `D:${d.getUTCFullYear()}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}${pad2(d.getUTCHours())}${pad2(
    d.getUTCMinutes(),
  )}${pad2(d.getUTCSeconds())}Z`;

/** Renders the blocks to the bytes of a PDF 1.4 file. */
export function renderPdf(blocks: readonly PdfBlock[], options: PdfOptions = {}): Buffer {
  const pageStreams = layout(blocks, {
    fontSize: options.fontSize ?? 10,
    margin: options.margin ?? 54,
    pageNumbers: options.pageNumbers ?? true,
    pageLabel: options.pageLabel ?? ((page, pages) => `Page ${page} of ${pages}`),
  });
  // 1 catalog, 2 page tree, 3 and 4 fonts, 5 info; then each page and its content stream.
  const pageIds = pageStreams.map((_, index) => 6 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(encodeWinAnsi(options.title ?? ''))} /Producer (Student portal API) /CreationDate (${pdfDate(
      options.createdAt ?? new Date(),
    )}) >>`,
  ];
  for (const [index, stream] of pageStreams.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
    );
    // Content streams are ASCII (pdfString escapes every other byte), so characters are bytes.
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`);
  }

  const chunks: Buffer[] = [];
  let length = 0;
  const write = (text: string) => {
    const chunk = Buffer.from(text, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  };
  // The second line's bytes above 127 tell transfer tools the file is binary.
  write('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    write(`${index + 1} 0 obj\n${body}\nendobj\n`);
  });
  const xref = length;
  // Each entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n or f, space, LF.
  write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks, length);
}
