/** Spec section 9: scrolling to the first field in error takes 2000 ms. */
export const SCROLL_TO_ERROR_MS = 2000;

/** Ease in and out: slow start and end, so the eye can follow. */
export const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

const scrollParentOf = (element: HTMLElement): HTMLElement => {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the field into view over `duration` ms (at once for users who prefer reduced motion), then
 * moves focus into it so that a keyboard user lands where the error is.
 */
export function scrollToField(anchorId: string, duration = SCROLL_TO_ERROR_MS): void {
  const target = document.getElementById(anchorId);
  if (!target) return;
  const focusField = () => {
    const control = target.querySelector<HTMLElement>(
      'input, textarea, button, [tabindex]:not([tabindex="-1"])',
    );
    control?.focus({ preventScroll: true });
  };
  const container = scrollParentOf(target);
  const start = container.scrollTop;
  const offset = target.getBoundingClientRect().top - container.getBoundingClientRect().top - 24;
  const end = Math.max(0, start + offset);
  if (prefersReducedMotion() || duration <= 0 || typeof requestAnimationFrame !== 'function') {
    container.scrollTop = end;
    focusField();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    container.scrollTop = start + (end - start) * easeInOut(t);
    if (t < 1) requestAnimationFrame(step);
    else focusField();
  };
  requestAnimationFrame(step);
}
