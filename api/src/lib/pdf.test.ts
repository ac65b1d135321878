import { encodeWinAnsi, fitText, pdfString, renderPdf, textWidth } from './pdf';

/** The structure a reader relies on: every xref offset starts its object, startxref finds the table. */
function checkStructure(pdf: Buffer): { objects: number; pages: number } {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(first).toBe('0');
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  for (const [index, entry] of entries.entries()) {
    expect(entry).toMatch(/^\d{10} \d{5} [nf] $/);
    if (index === 0) continue;
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index} 0 obj`.length)).toBe(`${index} 0 obj`);
  }
  expect(text).toContain(`/Size ${count}`);
  // Each stream's /Length is the byte count between "stream\n" and "endstream".
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 9)).toBe('endstream');
  }
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]);
  expect((text.match(/\/Type \/Page /g) ?? []).length).toBe(pages);
  return { objects: Number(count) - 1, pages };
}

describe('the PDF writer', () => {
  it('writes a one-page file whose cross-reference table is right', () => {
    const pdf = renderPdf(['Hello', { text: 'Bold', font: 'bold', size: 14 }, { gap: 6 }, { rule: true }], {
      title: 'Test',
      createdAt: new Date(Date.UTC(2026, 10, 24, 12, 0, 0)),
    });
    expect(checkStructure(pdf)).toEqual({ objects: 7, pages: 1 });
    const text = pdf.toString('latin1');
    expect(text).toContain('(Hello) Tj');
    expect(text).toContain('/F2 14 Tf');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/CreationDate (D:20261124120000Z)');
    expect(text).toContain('(Page 1 of 1) Tj');
  });

  it('escapes parentheses and backslashes, and writes other bytes in octal', () => {
    expect(pdfString(encodeWinAnsi('a (b) \\ c'))).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString(encodeWinAnsi('Lab fee – Welding “I” é'))).toBe(
      '(Lab fee \\226 Welding \\223I\\224 \\351)',
    );
    expect(encodeWinAnsi('日\u0000\t')).toEqual([0x3f, 0x20, 0x20]);
    const pdf = renderPdf(['Unbalanced ) ( \\ text']);
    checkStructure(pdf);
    expect(pdf.toString('latin1')).toContain('(Unbalanced \\) \\( \\\\ text) Tj');
    // The content streams are ASCII.
    const body = pdf.toString('latin1').split('\n').slice(2).join('\n');
    expect([...body].every((c) => c.charCodeAt(0) < 128)).toBe(true);
  });

  it('starts a new page when one is full, and numbers them', () => {
    const lines = Array.from({ length: 130 }, (_, i) => `Line ${i + 1}`);
    const pdf = renderPdf(lines);
    const { pages } = checkStructure(pdf);
    expect(pages).toBe(3);
    const text = pdf.toString('latin1');
    expect(text).toContain('(Line 130) Tj');
    expect(text).toContain('(Page 3 of 3) Tj');
  });

  it('measures Helvetica and cuts text that does not fit', () => {
    expect(textWidth('0123456789', 10)).toBeCloseTo(55.6);
    expect(textWidth('$ 1,234.56', 10, 'bold')).toBeCloseTo(textWidth('$ 1,234.56', 10));
    const cut = fitText('A very long description that cannot fit', 60, 10);
    expect(cut.endsWith('...')).toBe(true);
    expect(textWidth(cut, 10)).toBeLessThanOrEqual(60);
    expect(fitText('Short', 60, 10)).toBe('Short');
  });

  it('right-aligns a span at its x', () => {
    const pdf = renderPdf([{ text: '$ 10.00', x: 200, align: 'right' }], { margin: 50, pageNumbers: false });
    const x = 50 + 200 - textWidth('$ 10.00', 10);
    expect(pdf.toString('latin1')).toContain(`${Math.round(x * 100) / 100} `);
  });
});
