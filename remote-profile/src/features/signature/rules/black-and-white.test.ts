import {
  brightnessMap,
  brightnessRange,
  clampThreshold,
  cutBlackAndWhite,
  DEFAULT_THRESHOLD,
  initialThreshold,
  pixelBrightness,
  smooth3x3,
  smoothedBrightness,
  toBlackAndWhite,
  type ImageDataLike,
} from './black-and-white';
import { rotateBy, rotatedSize } from './crop-geometry';

/** An opaque grey image from a grid of brightness values. */
const grey = (rows: number[][]): ImageDataLike => {
  const height = rows.length;
  const width = rows[0]!.length;
  const data = new Uint8ClampedArray(width * height * 4);
  rows.flat().forEach((value, i) => data.set([value, value, value, 255], i * 4));
  return { width, height, data };
};
const blackAndWhiteValues = (image: ImageDataLike) =>
  Array.from({ length: image.width * image.height }, (_, i) => image.data[i * 4]);

describe('pixelBrightness', () => {
  it.each([
    [[0, 0, 0, 255], 0],
    [[255, 255, 255, 255], 255],
    [[255, 0, 0, 255], 76],
    [[0, 255, 0, 255], 150],
    [[0, 0, 255, 255], 29],
    [[100, 100, 100, 255], 100],
  ])('%p -> %i', ([r, g, b, a], expected) => {
    expect(pixelBrightness(r!, g!, b!, a)).toBe(expected);
  });

  it('sees a transparent pixel as white paper and a half-transparent black one as mid grey', () => {
    expect(pixelBrightness(0, 0, 0, 0)).toBe(255);
    expect(pixelBrightness(0, 0, 0, 128)).toBe(127);
  });
});

describe('brightness range and the starting threshold', () => {
  it('finds the darkest and lightest brightness', () => {
    expect(
      brightnessRange(
        grey([
          [40, 200],
          [90, 120],
        ]),
      ),
    ).toEqual({ min: 40, max: 200 });
  });

  it('starts the threshold at the midpoint between them', () => {
    expect(initialThreshold({ min: 40, max: 200 })).toBe(120);
    expect(initialThreshold({ min: 0, max: 255 })).toBe(128);
    expect(initialThreshold({ min: 10, max: 11 })).toBe(11);
  });

  it('is 128 with no image', () => {
    expect(initialThreshold(null)).toBe(DEFAULT_THRESHOLD);
    expect(DEFAULT_THRESHOLD).toBe(128);
  });

  it('keeps the threshold within the range', () => {
    const range = { min: 40, max: 200 };
    expect(clampThreshold(10, range)).toBe(40);
    expect(clampThreshold(250, range)).toBe(200);
    expect(clampThreshold(99.6, range)).toBe(100);
  });

  it('an image of one colour has a range of one value', () => {
    const range = brightnessRange(
      grey([
        [77, 77],
        [77, 77],
      ]),
    );
    expect(range).toEqual({ min: 77, max: 77 });
    expect(initialThreshold(range)).toBe(77);
  });

  it('maps each pixel to its brightness', () => {
    expect(Array.from(brightnessMap(grey([[1, 2, 3]])))).toEqual([1, 2, 3]);
  });
});

describe('3x3 average smoothing', () => {
  it('averages the full 3x3 neighbourhood in the middle', () => {
    const values = [0, 0, 0, 0, 90, 0, 0, 0, 0];
    expect(smooth3x3(values, 3, 3)[4]).toBe(10);
  });

  it('averages the neighbours that exist at corners and edges', () => {
    const values = [90, 0, 0, 0, 0, 0, 0, 0, 0];
    const smoothed = smooth3x3(values, 3, 3);
    expect(smoothed[0]).toBe(90 / 4);
    expect(smoothed[1]).toBe(90 / 6);
    expect(smoothed[8]).toBe(0);
  });

  it('leaves a flat image as it is', () => {
    expect(Array.from(smooth3x3([50, 50, 50, 50], 2, 2))).toEqual([50, 50, 50, 50]);
  });

  it('works on a single row', () => {
    expect(Array.from(smooth3x3([0, 30, 60], 3, 1))).toEqual([15, 30, 45]);
  });
});

describe('the black-and-white cut', () => {
  it('turns values below the threshold black and the rest white, opaque', () => {
    const result = cutBlackAndWhite([10, 127, 128, 250], 2, 2, 128);
    expect(Array.from(result.data)).toEqual([
      0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    ]);
  });

  it('removes a lone dark speck (smoothing before the cut)', () => {
    // One dark pixel on white: smoothed to (0 + 8 * 255) / 9 = 226.7, above a midpoint threshold.
    const image = grey([
      [255, 255, 255],
      [255, 0, 255],
      [255, 255, 255],
    ]);
    const threshold = initialThreshold(brightnessRange(image));
    expect(threshold).toBe(128);
    expect(blackAndWhiteValues(toBlackAndWhite(image, threshold))).toEqual(Array(9).fill(255));
    // Without smoothing the same threshold would keep the speck.
    expect(blackAndWhiteValues(cutBlackAndWhite(brightnessMap(image), 3, 3, threshold))[4]).toBe(0);
  });

  it('keeps a thick stroke: a dark 3x3 block stays black at its centre', () => {
    const image = grey([
      [255, 255, 255, 255, 255],
      [255, 0, 0, 0, 255],
      [255, 0, 0, 0, 255],
      [255, 0, 0, 0, 255],
      [255, 255, 255, 255, 255],
    ]);
    const result = blackAndWhiteValues(toBlackAndWhite(image, 128));
    expect(result[12]).toBe(0);
    expect(result[0]).toBe(255);
  });

  it('a grey page with a pen stroke: the midpoint threshold separates ink from paper', () => {
    // Paper at 200, ink at 40, a stroke 3 pixels wide.
    const image = grey([
      [200, 200, 200, 200, 200, 200, 200],
      [200, 40, 40, 40, 200, 200, 200],
      [200, 40, 40, 40, 200, 200, 200],
      [200, 40, 40, 40, 200, 200, 200],
      [200, 200, 200, 200, 200, 200, 200],
    ]);
    const range = brightnessRange(image);
    expect(range).toEqual({ min: 40, max: 200 });
    const threshold = initialThreshold(range);
    expect(threshold).toBe(120);
    const smoothed = smoothedBrightness(image);
    expect(smoothed[16]).toBe(40); // the stroke's centre
    expect(smoothed[8]).toBeCloseTo((4 * 40 + 5 * 200) / 9); // its corner, 128.9
    const result = blackAndWhiteValues(toBlackAndWhite(image, threshold));
    expect(result[16]).toBe(0);
    expect(result[8]).toBe(255); // the corner blurs above the threshold
    expect(result[6]).toBe(255); // paper
    // A higher threshold keeps the corner as ink.
    expect(blackAndWhiteValues(toBlackAndWhite(image, 130))[8]).toBe(0);
  });

  it('moving the threshold to the darkest value leaves only paper', () => {
    const image = grey([
      [40, 200],
      [200, 200],
    ]);
    expect(blackAndWhiteValues(toBlackAndWhite(image, 40))).toEqual([255, 255, 255, 255]);
  });

  it('moving it to the lightest value makes everything darker than pure paper ink', () => {
    const image = grey([
      [40, 200],
      [200, 200],
    ]);
    expect(blackAndWhiteValues(toBlackAndWhite(image, 200))).toEqual([0, 0, 0, 0]);
  });

  it('keeps the size of the image', () => {
    const result = toBlackAndWhite(
      grey([
        [1, 2, 3],
        [4, 5, 6],
      ]),
      3,
    );
    expect([result.width, result.height, result.data.length]).toEqual([3, 2, 24]);
  });
});

describe('rotation', () => {
  it('swaps width and height for a quarter turn and keeps them for a half turn', () => {
    expect(rotatedSize(320, 160, 90)).toEqual({ width: 160, height: 320 });
    expect(rotatedSize(320, 160, -90)).toEqual({ width: 160, height: 320 });
    expect(rotatedSize(320, 160, 180)).toEqual({ width: 320, height: 160 });
    expect(rotatedSize(100, 100, 45).width).toBeCloseTo(141.421356);
  });

  it('turns by quarters and wraps at a full turn', () => {
    expect(rotateBy(0, 90)).toBe(90);
    expect(rotateBy(0, -90)).toBe(-90);
    expect(rotateBy(270, 90)).toBe(0);
    expect(rotateBy(-270, -90)).toBe(-0);
  });
});
