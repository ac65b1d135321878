/**
 * The first paint of index.html (tooling/webpack/index.html): "Loading the portal…", or on a route
 * whose heading is known from its address the portal's frame with that heading
 * (tooling/webpack/first-paint-heading.mjs). It lives outside React's root, so that it stays on screen
 * while the shell starts up, and the shell takes it down in the commit that draws its own frame, so
 * that the two never show together and nothing blinks in between.
 */
const FIRST_PAINT_ID = 'first-paint';

/** Whether the HTML's first paint is still on screen. */
export const firstPaintShown = (): boolean => document.getElementById(FIRST_PAINT_ID) !== null;

/** Removes the HTML's first paint (once; later calls do nothing). */
export const takeDownFirstPaint = () => {
  document.getElementById(FIRST_PAINT_ID)?.remove();
};

/**
 * Where the portal last showed a page in this browser, in which language: the first paint's heading
 * speaks it, so that a reader whose language was chosen for them (a saved choice, the browser's
 * languages) does not see the heading in English first.
 */
export const SHOWN_LOCALE_KEY = 'portal.locale.shown';

export const rememberShownLocale = (locale: string) => {
  try {
    localStorage.setItem(SHOWN_LOCALE_KEY, locale);
  } catch {
    // Storage refused: the next first paint guesses from the browser's languages.
  }
};
