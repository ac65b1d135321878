import {
  cssFont,
  fitFontSize,
  MIN_FONT_SIZE,
  START_FONT_SIZE,
  textBoxWidth,
  type MeasureText,
} from './fit-text';

/** A font whose glyphs are half an em wide and whose lines are 1.2 em high. */
const halfEm: MeasureText = (text, size) => ({ width: text.length * size * 0.5, height: size * 1.2 });
/** A tall script font: lines 2 em high. */
const tall: MeasureText = (text, size) => ({ width: text.length * size * 0.3, height: size * 2 });

describe('fitFontSize', () => {
  it('starts below 80 px: a short name keeps 79 px', () => {
    expect(START_FONT_SIZE).toBe(79);
    expect(fitFontSize('Al', 'Allura', halfEm)).toBe(79);
  });

  it('shrinks until the text fits the width of the box', () => {
    // 10 characters at 0.5 em: fits 290 wide at 58 px (290 / 5), not at 59.
    expect(fitFontSize('Jordan Riv', 'Allura', halfEm, 290)).toBe(58);
    expect(fitFontSize('Jordan Riv', 'Allura', halfEm, 260)).toBe(52);
  });

  it('shrinks until the text fits the height of the box', () => {
    // 2 em high: fits 140 high at 70 px.
    expect(fitFontSize('Jo', 'Tall', tall, 290, 140)).toBe(70);
  });

  it('takes the first size that fits both ways', () => {
    const measure: MeasureText = (text, size) => ({ width: text.length * size, height: size * 1.9 });
    // Width: 4 chars -> fits 290 at 72; height: 1.9 em -> fits 140 at 73; both at 72.
    expect(fitFontSize('Jord', 'X', measure)).toBe(72);
  });

  it('gets smaller for longer text and never grows back above the start', () => {
    const sizes = ['J', 'Jordan', 'Jordan Rivera', 'Jordan Alexander Rivera-Lopez'].map((text) =>
      fitFontSize(text, 'Allura', halfEm),
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(Math.max(...sizes)).toBeLessThan(80);
  });

  it('stops at the smallest size for text that never fits', () => {
    expect(fitFontSize('x'.repeat(500), 'Allura', halfEm)).toBe(MIN_FONT_SIZE);
  });

  it('asks the measure with the family and each size from 79 down', () => {
    const measure = jest.fn<ReturnType<MeasureText>, Parameters<MeasureText>>(halfEm);
    fitFontSize('Jordan Riv', 'Great Vibes', measure);
    expect(measure.mock.calls.map((call) => call[1])).toEqual(Array.from({ length: 22 }, (_, i) => 79 - i));
    expect(measure.mock.calls.every((call) => call[2] === 'Great Vibes')).toBe(true);
  });

  it('needs no measuring for empty text', () => {
    const measure = jest.fn(halfEm);
    expect(fitFontSize('   ', 'Allura', measure)).toBe(79);
    expect(measure).not.toHaveBeenCalled();
  });
});

describe('textBoxWidth', () => {
  it.each([
    [undefined, 290],
    [1000, 290],
    [290, 290],
    [275.8, 275],
    [260, 260],
    [120, 260],
  ])('with %p px of room the box is %i wide', (available, width) => {
    expect(textBoxWidth(available)).toBe(width);
  });
});

describe('cssFont', () => {
  it('names the family with a cursive fallback', () => {
    expect(cssFont(42, 'Great Vibes')).toBe("42px 'Great Vibes', cursive");
  });
});
