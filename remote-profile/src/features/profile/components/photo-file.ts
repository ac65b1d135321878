import { scaleToFit } from '../rules/profile-rules';

const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });

const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Please choose a PNG or JPEG image'));
    image.src = src;
  });

/** A chosen photo as a JPEG data URL, its longer side at most 512 px (the API stores up to 512 KB). */
export const preparePhoto = async (file: Blob): Promise<string> => {
  const image = await loadImage(await readAsDataUrl(file));
  const { width, height } = scaleToFit(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot read images');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', 0.88);
};
