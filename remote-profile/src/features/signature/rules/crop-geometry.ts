/** The size of the box a width x height image needs once rotated by `degrees`. */
export const rotatedSize = (
  width: number,
  height: number,
  degrees: number,
): { width: number; height: number } => {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  // Quarter turns give exact sizes, not 1e-16 away from them.
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { width: round(cos * width + sin * height), height: round(sin * width + cos * height) };
};

/** Rotate left and right turn by a quarter; the angle stays in -270..270. */
export const ROTATE_STEP = 90;
export const rotateBy = (rotation: number, step: number): number => (rotation + step) % 360;
