import { API_BASE } from '@portal/shared';
import { DOCUMENT_ANSWERS_PATH, type DocumentAction } from '../../../contract';
import { framePolicy, frameSandbox } from '../rules/frame-policy';

/*
 * The school's HTML of a document, in a frame that can run no script and reach nothing of the
 * portal's origin: `sandbox` without allow-scripts or allow-same-origin makes it a unique origin with
 * scripts, popups and top navigation off; forms too, except for a survey or form document, whose form
 * posts the student's answers to the API's answers route (docs/adr/012-document-forms-in-the-sandbox.md).
 * A srcdoc frame inherits the shell's policy; its own (a meta CSP) narrows it further (framePolicy).
 */

const FRAME_STYLE =
  "body{font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:14px;line-height:1.55;color:#1f1f1f;margin:16px;overflow-wrap:anywhere}img{max-width:100%}" +
  // The school's forms: readable controls, one focus ring (the frame cannot see the portal's styles).
  'fieldset{border:1px solid #d9d9d9;border-radius:6px;margin:12px 0;padding:8px 12px 12px}legend{font-weight:600}' +
  'label{display:block;margin:4px 0}' +
  'input[type=text],input[type=tel],input[type=email],input[type=number],input[type=date],textarea,select{box-sizing:border-box;width:100%;font:inherit;padding:6px 8px;border:1px solid #8c8c8c;border-radius:4px}' +
  'textarea{min-height:6em}[aria-invalid=true]{border-color:#a8071a}' +
  'button{font:inherit;padding:6px 16px;border-radius:4px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}' +
  ':focus-visible{outline:3px solid #1d4ed8;outline-offset:1px}';

/** The exact URL the answers of a document's form may be posted to: the answers route on the portal's own origin. */
export const answersUrl = (): string =>
  new URL(`${API_BASE}${DOCUMENT_ANSWERS_PATH}`, window.location.origin).href;

export const frameDocument = (html: string, formAction: string | null = null): string =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${framePolicy(formAction)}">` +
  `<style>${FRAME_STYLE}</style>` +
  `</head><body>${html}</body></html>`;

export const DocumentFrame = ({
  title,
  html,
  action = null,
  height = '55vh',
}: {
  title: string;
  html: string;
  /** The required action of the document; null for one of the history (never answered here). */
  action?: DocumentAction | null;
  height?: string;
}) => {
  const sandbox = frameSandbox(action);
  return (
    <iframe
      title={title}
      sandbox={sandbox}
      referrerPolicy="no-referrer"
      srcDoc={frameDocument(html, sandbox === 'allow-forms' ? answersUrl() : null)}
      className="doc-frame"
      style={{ height }}
    />
  );
};
