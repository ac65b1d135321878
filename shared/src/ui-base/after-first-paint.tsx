import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` until the browser has painted the page once, then `children` (in a Suspense with
 * the same fallback): for a part whose code loads on demand (a form with antd's controls, `lazy()`),
 * so that its loading starts only once the rest of the page is on screen. Started in the same task
 * as the first render, its requests would be on the way before the page's first paint, and a phone's
 * first content would wait behind them (ADR 014).
 */
export const AfterFirstPaint = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // An animation frame runs just before a paint; a task queued from it runs after that paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
};
