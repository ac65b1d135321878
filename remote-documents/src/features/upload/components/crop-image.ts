import { captureScale, type CaptureFormat } from '../../../contract';
import type { UploadMessages } from '../messages/catalog';

export type PixelArea = { x: number; y: number; width: number; height: number };

const loadImage = (src: string, m: UploadMessages): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(m('upload.pictureUnreadable')));
    image.src = src;
  });

/**
 * Draws the cropped area of a picture, turned by `rotation` degrees, at the format's size times the
 * capture scale (spec 9), as a JPEG data URL. The area is in the rotated picture's pixels, as
 * react-easy-crop reports it. A failure is an Error worded by `m`, for the student.
 */
export const cropImage = async (
  src: string,
  area: PixelArea,
  rotation: number,
  format: CaptureFormat,
  m: UploadMessages,
): Promise<string> => {
  const image = await loadImage(src, m);
  const radians = (rotation * Math.PI) / 180;
  const sin = Math.abs(Math.sin(radians));
  const cos = Math.abs(Math.cos(radians));
  const rotatedWidth = image.width * cos + image.height * sin;
  const rotatedHeight = image.width * sin + image.height * cos;

  const rotated = document.createElement('canvas');
  rotated.width = Math.round(rotatedWidth);
  rotated.height = Math.round(rotatedHeight);
  const rotatedContext = rotated.getContext('2d');
  if (!rotatedContext) throw new Error(m('upload.pictureNotDrawn'));
  rotatedContext.translate(rotatedWidth / 2, rotatedHeight / 2);
  rotatedContext.rotate(radians);
  rotatedContext.drawImage(image, -image.width / 2, -image.height / 2);

  const scale = captureScale(area.width, format);
  const output = document.createElement('canvas');
  output.width = format.width * scale;
  output.height = format.height * scale;
  const context = output.getContext('2d');
  if (!context) throw new Error(m('upload.pictureNotDrawn'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, output.width, output.height);
  context.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
  return output.toDataURL('image/jpeg', 0.9);
};

export const readAsDataUrl = (file: Blob, m: UploadMessages): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(m('upload.fileUnreadable')));
    reader.readAsDataURL(file);
  });
