/**
 * The filter step's image work (spec sections 4 and 9), as pure functions over ImageData-like
 * arrays so that they run, and are tested, without a canvas: brightness, its range, the starting
 * threshold, 3x3 average smoothing, and the black-and-white cut.
 */
export type ImageDataLike = {
  readonly width: number;
  readonly height: number;
  /** RGBA, 4 bytes per pixel, row by row. */
  readonly data: ArrayLike<number>;
};

export type BrightnessRange = { min: number; max: number };

/** Spec section 9: the threshold runs 0-255 and is 128 when there is nothing to go by. */
export const DEFAULT_THRESHOLD = 128;

/**
 * A pixel's brightness, 0-255 (Rec. 601 luma). A transparent pixel is seen over white paper, as the
 * saved JPEG will show it.
 */
export const pixelBrightness = (r: number, g: number, b: number, a = 255): number => {
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  const alpha = a / 255;
  return Math.round(luma * alpha + 255 * (1 - alpha));
};

/** One brightness value per pixel. */
export const brightnessMap = (image: ImageDataLike): Uint8ClampedArray => {
  const { width, height, data } = image;
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0; i < out.length; i++) {
    const o = i * 4;
    out[i] = pixelBrightness(data[o]!, data[o + 1]!, data[o + 2]!, data[o + 3]!);
  }
  return out;
};

/** The darkest and the lightest brightness of the image. */
export const brightnessRange = (image: ImageDataLike): BrightnessRange => {
  const values = brightnessMap(image);
  if (values.length === 0) return { min: 0, max: 255 };
  let min = 255;
  let max = 0;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
};

/** A threshold kept within the image's range (the slider's bounds). */
export const clampThreshold = (threshold: number, range: BrightnessRange): number =>
  Math.min(range.max, Math.max(range.min, Math.round(threshold)));

/** Spec section 4: the threshold starts at the midpoint between the darkest and lightest brightness. */
export const initialThreshold = (range: BrightnessRange | null): number =>
  range ? clampThreshold((range.min + range.max) / 2, range) : DEFAULT_THRESHOLD;

/**
 * 3x3 average smoothing of a brightness map: each value becomes the mean of itself and its
 * neighbours; at the edges, of the neighbours that exist. Takes out the speckle of a photographed
 * page before the cut.
 */
export const smooth3x3 = (values: ArrayLike<number>, width: number, height: number): Float32Array => {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          sum += values[ny * width + nx]!;
          count++;
        }
      }
      out[y * width + x] = sum / count;
    }
  }
  return out;
};

/** The smoothed brightness of an image: what the cut compares with the threshold. */
export const smoothedBrightness = (image: ImageDataLike): Float32Array =>
  smooth3x3(brightnessMap(image), image.width, image.height);

/** Below the threshold is ink (black), the rest paper (white); opaque RGBA out. */
export const cutBlackAndWhite = (
  smoothed: ArrayLike<number>,
  width: number,
  height: number,
  threshold: number,
): ImageDataLike => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const value = smoothed[i]! < threshold ? 0 : 255;
    data[i * 4] = value;
    data[i * 4 + 1] = value;
    data[i * 4 + 2] = value;
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
};

/** The whole filter: smoothing, then the cut. */
export const toBlackAndWhite = (image: ImageDataLike, threshold: number): ImageDataLike =>
  cutBlackAndWhite(smoothedBrightness(image), image.width, image.height, threshold);
