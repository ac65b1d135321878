import DOMPurify from 'dompurify';

/**
 * Server-provided HTML (extra info, descriptions, syllabus, terms) is sanitized before it is shown
 * (architecture section 9): no scripts, event handlers, styles, forms or frames; links that open a
 * new tab get rel="noopener noreferrer".
 */
let hooked = false;
const ensureHooks = () => {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    // Only a new tab is allowed as a target, and it never gets a handle on the portal.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
};

export const sanitizeHtml = (html: string): string => {
  if (!html) return '';
  ensureHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
};
