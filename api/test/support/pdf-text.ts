/**
 * The text of a PDF that src/lib/pdf.ts wrote, as lines: each page's text spans grouped by their
 * baseline, left to right, joined with ' | ' ('11/24/2026 | 9:00 AM | Present'). Enough to check what a
 * report says and that its columns share a line; not a general PDF reader.
 */

/** WinAnsi bytes 0x80 to 0x9F the reports may use, back to their characters. */
const WIN_ANSI: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };

const decode = (literal: string): string =>
  literal.replace(/\\([0-7]{3}|[()\\])/g, (_match, escaped: string) => {
    if (escaped.length === 1) return escaped;
    const byte = parseInt(escaped, 8);
    return WIN_ANSI[byte] ?? String.fromCharCode(byte);
  });

const SPAN = /BT \/F\d+ [\d.]+ Tf ([\d.-]+) ([\d.-]+) Td \(((?:\\.|[^\\)])*)\) Tj ET/g;

/** One piece of text where it was drawn: its page (from 1) and its position in points. */
export interface PdfTextSpan {
  page: number;
  x: number;
  y: number;
  text: string;
}

/** Every non-empty text span, page by page, in the order drawn. */
export function pdfSpans(pdf: Buffer): PdfTextSpan[] {
  // Each page object comes right before its content stream (renderPdf's order).
  const pages = pdf.toString('latin1').split('/Type /Page /Parent').slice(1);
  return pages.flatMap((chunk, index) =>
    [...chunk.matchAll(SPAN)]
      .map((match) => ({
        page: index + 1,
        x: Number(match[1]),
        y: Number(match[2]),
        text: decode(match[3]!),
      }))
      .filter((span) => span.text !== ''),
  );
}

/** Each page's lines, top to bottom. */
export function pdfPages(pdf: Buffer): string[][] {
  const spans = pdfSpans(pdf);
  const pageCount = Math.max(0, ...spans.map((span) => span.page));
  return Array.from({ length: pageCount }, (_, index) => {
    const lines = new Map<number, PdfTextSpan[]>();
    for (const span of spans.filter((s) => s.page === index + 1))
      lines.set(span.y, [...(lines.get(span.y) ?? []), span]);
    return [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, line]) =>
        line
          .sort((a, b) => a.x - b.x)
          .map((span) => span.text)
          .join(' | '),
      );
  });
}

/** Every line of every page, in reading order. */
export const pdfLines = (pdf: Buffer): string[] => pdfPages(pdf).flat();
