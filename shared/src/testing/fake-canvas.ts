/**
 * jsdom has no canvas. This stands in for the 2D context (every drawing call is recorded and does
 * nothing), measures text at half an em per character, and makes `toDataURL` answer a small data URL
 * of the asked type, so components that draw can be tested; the pixel work itself is pure and
 * tested on its own.
 */
type Recorded = { method: string; args: unknown[] };

export type FakeContext = {
  calls: Recorded[];
  font: string;
  fillStyle: string;
};

const fontSizeOf = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);

const createContext = (): FakeContext => {
  const state: FakeContext & Record<string, unknown> = {
    calls: [],
    font: '10px sans-serif',
    fillStyle: '#000',
  };
  const special: Record<string, (...args: unknown[]) => unknown> = {
    measureText: (text) => ({
      width: String(text).length * fontSizeOf(state.font) * 0.5,
      actualBoundingBoxAscent: fontSizeOf(state.font) * 0.8,
      actualBoundingBoxDescent: fontSizeOf(state.font) * 0.2,
    }),
    createImageData: (width, height) => ({
      width,
      height,
      data: new Uint8ClampedArray(Number(width) * Number(height) * 4),
    }),
    getImageData: (_x, _y, width, height) => ({
      width,
      height,
      data: new Uint8ClampedArray(Number(width) * Number(height) * 4).fill(255),
    }),
  };
  return new Proxy(state, {
    get(target, property) {
      if (typeof property !== 'string' || property in target) return target[property as keyof typeof target];
      return (...args: unknown[]) => {
        target.calls.push({ method: property, args });
        return special[property]?.(...args);
      };
    },
    set(target, property, value) {
      (target as Record<string | symbol, unknown>)[property] = value;
      return true;
    },
  });
};

const contexts = new WeakMap<HTMLCanvasElement, FakeContext>();

/**
 * Installed once by the jest setup for every web test (a plain replacement, not a spy, so
 * `jest.restoreAllMocks()` in a test does not take it away).
 */
export const installFakeCanvas = (): void => {
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    let context = contexts.get(this);
    if (!context) {
      context = createContext();
      contexts.set(this, context);
    }
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toDataURL = (type = 'image/png') => `data:${type};base64,ZmFrZQ==`;
};

/** What was drawn on a canvas: the fake 2D context with its recorded calls. */
export const canvasContextOf = (canvas: HTMLCanvasElement): FakeContext | undefined => contexts.get(canvas);
