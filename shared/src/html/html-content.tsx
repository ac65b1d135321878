import { sanitizeHtml } from './sanitize-html';
import { useMemo } from 'react';

/** HTML from the school (descriptions, instructions, policies), sanitized before it is shown; nothing when empty. */
export const HtmlContent = ({ html, className }: { html: string; className?: string }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
