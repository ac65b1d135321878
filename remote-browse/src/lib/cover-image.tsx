import type { ImgHTMLAttributes } from 'react';
import { clearImageSource } from './images';

/**
 * A card's decorative cover (`alt=""`: the title says what it is), its source cleared if it fails to
 * load (spec section 8); nothing where the listing has no picture, so the card has no cover at all.
 */
export const coverImage = (
  src: string | null | undefined,
  attributes: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'>,
) => (src ? <img src={src} alt="" {...attributes} onError={clearImageSource} /> : undefined);
