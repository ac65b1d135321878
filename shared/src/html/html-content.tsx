import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { hasBrowserSanitizer, setSanitizedHtml } from './browser-sanitizer';
import { isSanitizerLoaded, loadSanitizer, sanitizeHtml } from './sanitize-html';

/** Whether DOMPurify is here; loads it on first use. Until it is, HTML is not shown at all. */
const useDomPurify = (wanted: boolean): boolean => {
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

type HtmlContentProps = { html: string; className?: string };

/**
 * Sanitized by the browser as the block is drawn: a layout effect runs before the frame is painted,
 * so the HTML shows with the page around it and moves nothing.
 */
const BrowserSanitizedHtml = ({ html, className }: HtmlContentProps) => {
  const block = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (block.current) setSanitizedHtml(block.current, html);
  }, [html]);
  return <div ref={block} className={className} />;
};

const DomPurifiedHtml = ({ html, className }: HtmlContentProps) => {
  const ready = useDomPurify(Boolean(html));
  const clean = useMemo(() => (ready ? sanitizeHtml(html) : ''), [html, ready]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};

/** HTML from the school (descriptions, instructions, policies), sanitized before it is shown; nothing when empty. */
export const HtmlContent = ({ html, className }: HtmlContentProps) => {
  if (!html) return null;
  return hasBrowserSanitizer() ? (
    <BrowserSanitizedHtml html={html} className={className} />
  ) : (
    <DomPurifiedHtml html={html} className={className} />
  );
};
