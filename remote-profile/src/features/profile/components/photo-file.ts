import { profileMessagesNow, type ProfileMessages } from '../../../messages/catalog';
import { profileDetailsMessagesNow, type ProfileDetailsMessages } from '../messages/catalog';
import { scaleToFit } from '../rules/profile-rules';

const readAsDataUrl = (file: Blob, common: ProfileMessages): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(common('common.readFileFailed')));
    reader.readAsDataURL(file);
  });

const loadImage = (src: string, m: ProfileDetailsMessages): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(m('profile.photoNotAnImage')));
    image.src = src;
  });

/**
 * A chosen photo as a JPEG data URL, its longer side at most 512 px (the API stores up to 512 KB).
 * A failure says why in the words of `m` and `common`.
 */
export const preparePhoto = async (
  file: Blob,
  m: ProfileDetailsMessages = profileDetailsMessagesNow(),
  common: ProfileMessages = profileMessagesNow(),
): Promise<string> => {
  const image = await loadImage(await readAsDataUrl(file, common), m);
  const { width, height } = scaleToFit(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(m('profile.browserCannotReadImages'));
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', 0.88);
};
