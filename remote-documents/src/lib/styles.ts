import { injectStyleSheet } from '@portal/shared/ui-base';

/** The documents remote's few styles, on the base kit's tokens, injected once. */
const css = `
.doc-stack { display: flex; flex-direction: column; gap: 24px; }
.doc-frame { width: 100%; border: 1px solid var(--pt-border); border-radius: var(--pt-radius); background: #fff; display: block; }
.doc-label { display: block; margin-bottom: 4px; }
.doc-cropper { position: relative; width: 100%; height: 320px; background: #333; border-radius: var(--pt-radius); overflow: hidden; }
.doc-files { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.doc-file { display: flex; align-items: center; gap: 12px; }
.doc-thumb { width: 64px; height: 64px; object-fit: contain; border: 1px solid var(--pt-border); border-radius: 4px; background: #fff; }
.doc-pdf { width: 64px; height: 64px; display: grid; place-items: center; border: 1px solid var(--pt-border); border-radius: 4px; font-weight: 600; color: #a8071a; }
.doc-link { border: 0; background: none; padding: 4px 0; font: inherit; color: var(--pt-primary); text-decoration: underline; cursor: pointer; text-align: left; overflow-wrap: anywhere; }
.doc-link:hover { color: var(--pt-primary-hover); }
.doc-file-name { flex: 1; overflow-wrap: anywhere; }
.doc-list { list-style: none; margin: 0; padding: 0; }
.doc-list > li { border-bottom: 1px solid var(--pt-border); }
.doc-row { display: flex; width: 100%; justify-content: space-between; align-items: center; gap: 12px; padding: 12px 4px; border: 0; background: none; font: inherit; color: inherit; text-align: left; cursor: pointer; flex-wrap: wrap; }
.doc-row:hover { background: rgba(0,0,0,.04); }
.doc-row-title { font-weight: 600; color: var(--pt-primary); overflow-wrap: anywhere; }
.doc-secondary { color: var(--pt-text-secondary); }
.doc-footer { display: flex; gap: 8px; flex-wrap: wrap; justify-content: flex-end; padding-top: 12px; border-top: 1px solid var(--pt-border); }
`;

export const injectDocumentStyles = (): void => injectStyleSheet('remote-documents', css);
