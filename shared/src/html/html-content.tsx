import { useEffect, useMemo, useState } from 'react';
import { isSanitizerLoaded, loadSanitizer, sanitizeHtml } from './sanitize-html';

/** Whether the sanitizer is here; loads it on first use. Until it is, HTML is not shown at all. */
const useSanitizer = (wanted: boolean): boolean => {
  const [ready, setReady] = useState(isSanitizerLoaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    // A failed load leaves the text unformatted (sanitizeHtml's fallback) rather than the page empty.
    void loadSanitizer()
      .catch(() => undefined)
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [wanted, ready]);
  return ready;
};

/** HTML from the school (descriptions, instructions, policies), sanitized before it is shown; nothing when empty. */
export const HtmlContent = ({ html, className }: { html: string; className?: string }) => {
  const ready = useSanitizer(Boolean(html));
  const clean = useMemo(() => (ready ? sanitizeHtml(html) : ''), [html, ready]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
