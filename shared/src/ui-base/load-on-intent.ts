/**
 * Starts loading code a button opens (a dialog, a form, an editor's step) when the button is about to
 * be pressed: the pointer over it, or focus on it. The press then usually finds it loaded. Spread on
 * the button; a failed load is left for the press, which `OnDemand` shows with a Retry.
 */
export const loadOnIntent = (load: () => Promise<unknown>) => {
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
};
