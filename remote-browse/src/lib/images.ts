import type { SyntheticEvent } from 'react';

/** Spec section 8: an image that fails to load has its source cleared. */
export const clearImageSource = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.removeAttribute('src');
};
