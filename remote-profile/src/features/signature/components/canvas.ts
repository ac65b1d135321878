import { cssFont } from '../rules/fit-text';
import type { ImageDataLike } from '../rules/black-and-white';
import { rotatedSize } from '../rules/crop-geometry';

/** Spec section 9: signatures are 320x160. */
export const SIGNATURE_WIDTH = 320;
export const SIGNATURE_HEIGHT = 160;
export const JPEG_QUALITY = 0.92;
const PAPER = 'white';
const INK = 'black';

export type PixelArea = { x: number; y: number; width: number; height: number };

const context2d = (canvas: HTMLCanvasElement): CanvasRenderingContext2D => {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  return context;
};

const paperCanvas = (width: number, height: number) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = context2d(canvas);
  context.fillStyle = PAPER;
  context.fillRect(0, 0, width, height);
  return { canvas, context };
};

export const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Could not read the image'));
    image.src = src;
  });

export const readFileAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });

/**
 * The chosen part of an uploaded image, rotated as the student turned it, on white paper at 320x160
 * (react-easy-crop gives the area in the rotated image's pixels).
 */
export const renderCrop = async (src: string, area: PixelArea, rotation: number): Promise<ImageDataLike> => {
  const image = await loadImage(src);
  const bounds = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const rotated = paperCanvas(bounds.width, bounds.height);
  rotated.context.translate(bounds.width / 2, bounds.height / 2);
  rotated.context.rotate((rotation * Math.PI) / 180);
  rotated.context.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  rotated.context.drawImage(image, 0, 0);

  const out = paperCanvas(SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  out.context.drawImage(
    rotated.canvas,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    SIGNATURE_WIDTH,
    SIGNATURE_HEIGHT,
  );
  return out.context.getImageData(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
};

/** Paints RGBA pixels on a canvas of their size. */
export const paintPixels = (canvas: HTMLCanvasElement, image: ImageDataLike): void => {
  const context = context2d(canvas);
  const target = context.createImageData(image.width, image.height);
  target.data.set(image.data);
  context.putImageData(target, 0, 0);
};

/** A typed signature as a 320x160 JPEG: black script centred on white. */
export const renderTypedSignature = (text: string, family: string, fontSize: number): string => {
  const { canvas, context } = paperCanvas(SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  context.fillStyle = INK;
  context.font = cssFont(fontSize, family);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT / 2);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
};
