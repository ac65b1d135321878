import { isBase64DataUrl, uploadBodySchema } from './documents';

describe('isBase64DataUrl (the upload body shape)', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:application/pdf;base64,JVBERi0xLjcK', true],
    ['data:image/svg+xml;base64,PHN2Zz4=', true],
    ['data:image/png;base64,', false],
    ['data:image/png,iVBORw0KGgo=', false],
    ['data:image/png;base64,iVBOR w0KGgo=', false],
    ['data:image/png;base64,iVBOR\nw0KGgo=', false],
    ['data:Image/png;base64,iVBORw0KGgo=', false],
    ['image/png;base64,iVBORw0KGgo=', false],
    [' data:image/png;base64,iVBORw0KGgo=', false],
    ['', false],
  ])('%j: %s', (value, valid) => expect(isBase64DataUrl(value)).toBe(valid));

  it('reads a data URL far over the upload limit without failing (the size check comes after)', () => {
    const huge = `data:application/pdf;base64,${'A'.repeat(40 * 1024 * 1024)}`;
    expect(uploadBodySchema.safeParse({ images: [], documents: [huge] }).success).toBe(true);
    expect(uploadBodySchema.safeParse({ images: [], documents: [`${huge}!`] }).success).toBe(false);
  });
});
