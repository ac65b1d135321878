/**
 * Spec section 9: a typed signature sits in a text box 260-290 wide and at most 140 high; its size
 * starts below 80 px and shrinks until the text fits.
 */
export const TEXT_BOX = { minWidth: 260, maxWidth: 290, maxHeight: 140 } as const;
export const START_FONT_SIZE = 79;
export const MIN_FONT_SIZE = 8;

export type TextSize = { width: number; height: number };
/** How large `text` is at `fontSize` px in `family` (a canvas's measureText in the browser). */
export type MeasureText = (text: string, fontSize: number, family: string) => TextSize;

/** The box's width for the room there is: never below 260 nor above 290. */
export const textBoxWidth = (available: number | undefined): number =>
  available === undefined || Number.isNaN(available)
    ? TEXT_BOX.maxWidth
    : Math.min(TEXT_BOX.maxWidth, Math.max(TEXT_BOX.minWidth, Math.floor(available)));

/** The largest size below 80 px at which the text fits the box (the smallest size if none does). */
export const fitFontSize = (
  text: string,
  family: string,
  measure: MeasureText,
  boxWidth: number = TEXT_BOX.maxWidth,
  boxHeight: number = TEXT_BOX.maxHeight,
): number => {
  if (text.trim() === '') return START_FONT_SIZE;
  for (let size = START_FONT_SIZE; size > MIN_FONT_SIZE; size--) {
    const { width, height } = measure(text, size, family);
    if (width <= boxWidth && height <= boxHeight) return size;
  }
  return MIN_FONT_SIZE;
};

/** The CSS font for a size and family, with a cursive fallback while the font loads. */
export const cssFont = (fontSize: number, family: string): string => `${fontSize}px '${family}', cursive`;

/**
 * Measures with a canvas. Height is the ink's bounding box when the browser reports it, else the
 * usual line height of 1.2 em. Without a canvas (tests, very old browsers) a width estimate is used.
 */
export const createCanvasMeasure = (): MeasureText => {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  return (text, fontSize, family) => {
    if (!context) return { width: text.length * fontSize * 0.5, height: fontSize * 1.2 };
    context.font = cssFont(fontSize, family);
    const metrics = context.measureText(text);
    const inkHeight = (metrics.actualBoundingBoxAscent ?? 0) + (metrics.actualBoundingBoxDescent ?? 0);
    return { width: metrics.width, height: inkHeight > 0 ? inkHeight : fontSize * 1.2 };
  };
};
