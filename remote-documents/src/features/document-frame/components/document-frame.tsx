/**
 * The school's HTML of a document, in a frame that can run no script and reach nothing of the
 * portal's origin: `sandbox` with no allowances makes it a unique origin with scripts, forms, popups
 * and top navigation off. Its own policy (a meta CSP in the document) also refuses every fetch but
 * images inlined as data: URLs (signatures) and inline styles.
 */
const FRAME_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

export const frameDocument = (html: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">` +
  `<style>body{font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:14px;line-height:1.55;color:#1f1f1f;margin:16px;overflow-wrap:anywhere}img{max-width:100%}</style>` +
  `</head><body>${html}</body></html>`;

export const DocumentFrame = ({
  title,
  html,
  height = '55vh',
}: {
  title: string;
  html: string;
  height?: string;
}) => (
  <iframe
    title={title}
    sandbox=""
    referrerPolicy="no-referrer"
    srcDoc={frameDocument(html)}
    className="doc-frame"
    style={{ height }}
  />
);
