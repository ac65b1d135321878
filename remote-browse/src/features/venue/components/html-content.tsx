import { sanitizeHtml } from '@portal/shared';
import { useMemo } from 'react';

/** HTML from the school (extra info, descriptions, syllabus), sanitized before it is shown. */
export const HtmlContent = ({ html, className }: { html: string; className?: string }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
