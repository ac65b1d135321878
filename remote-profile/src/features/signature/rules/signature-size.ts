/**
 * Spec section 9: signatures are 320x160. A module of its own, so that the signature's view (on the
 * profile page's first screen) sizes its image without loading the steps' canvas code.
 */
export const SIGNATURE_WIDTH = 320;
export const SIGNATURE_HEIGHT = 160;
