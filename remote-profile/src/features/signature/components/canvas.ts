import { profileMessagesNow, type ProfileMessages } from '../../../messages/catalog';
import { cssFont } from '../rules/fit-text';
import type { ImageDataLike } from '../rules/black-and-white';
import { rotatedSize } from '../rules/crop-geometry';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from '../rules/signature-size';

/** Spec section 9: signatures are 320x160 (rules/signature-size.ts). */
export { SIGNATURE_HEIGHT, SIGNATURE_WIDTH };

export const JPEG_QUALITY = 0.92;
const PAPER = 'white';
const INK = 'black';

export type PixelArea = { x: number; y: number; width: number; height: number };

/** The failures below say why in `m`'s words (by default, the portal's language now). */
const context2d = (
  canvas: HTMLCanvasElement,
  m: ProfileMessages = profileMessagesNow(),
): CanvasRenderingContext2D => {
  const context = canvas.getContext('2d');
  if (!context) throw new Error(m('signature.browserCannotDraw'));
  return context;
};

const paperCanvas = (width: number, height: number, m?: ProfileMessages) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = context2d(canvas, m);
  context.fillStyle = PAPER;
  context.fillRect(0, 0, width, height);
  return { canvas, context };
};

export const loadImage = (
  src: string,
  m: ProfileMessages = profileMessagesNow(),
): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(m('common.readImageFailed')));
    image.src = src;
  });

export const readFileAsDataUrl = (file: Blob, m: ProfileMessages = profileMessagesNow()): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(m('common.readFileFailed')));
    reader.readAsDataURL(file);
  });

/**
 * The chosen part of an uploaded image, rotated as the student turned it, on white paper at 320x160
 * (react-easy-crop gives the area in the rotated image's pixels).
 */
export const renderCrop = async (
  src: string,
  area: PixelArea,
  rotation: number,
  m: ProfileMessages = profileMessagesNow(),
): Promise<ImageDataLike> => {
  const image = await loadImage(src, m);
  const bounds = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const rotated = paperCanvas(bounds.width, bounds.height, m);
  rotated.context.translate(bounds.width / 2, bounds.height / 2);
  rotated.context.rotate((rotation * Math.PI) / 180);
  rotated.context.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  rotated.context.drawImage(image, 0, 0);

  const out = paperCanvas(SIGNATURE_WIDTH, SIGNATURE_HEIGHT, m);
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
export const paintPixels = (canvas: HTMLCanvasElement, image: ImageDataLike, m?: ProfileMessages): void => {
  const context = context2d(canvas, m);
  const target = context.createImageData(image.width, image.height);
  target.data.set(image.data);
  context.putImageData(target, 0, 0);
};

/** A typed signature as a 320x160 JPEG: black script centred on white. */
export const renderTypedSignature = (
  text: string,
  family: string,
  fontSize: number,
  m?: ProfileMessages,
): string => {
  const { canvas, context } = paperCanvas(SIGNATURE_WIDTH, SIGNATURE_HEIGHT, m);
  context.fillStyle = INK;
  context.font = cssFont(fontSize, family);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT / 2);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
};
