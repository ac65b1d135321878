import { sanitizeHtml } from '@portal/shared';
import { useMemo } from 'react';

/** HTML from the school (instructions, the no-cost form's text, a refund policy), sanitized before it is shown. */
export const HtmlContent = ({ html, className }: { html: string; className?: string }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
