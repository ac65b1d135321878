import { injectStyleSheet } from '../ui-base/inject-style-sheet';

/** The base kit's form styles (antd's vertical form look, on the kit's tokens), injected once. */
const css = `
.pt-field { margin-bottom: 24px; }
.pt-label { display: inline-block; padding-bottom: 8px; }
.pt-label-required::before { content: '*'; margin-right: 4px; color: var(--pt-error); }
.pt-input-block { display: block; width: 100%; }
.pt-input:focus { border-color: var(--pt-primary); }
.pt-input[disabled] { background: rgba(0, 0, 0, 0.04); color: rgba(0, 0, 0, 0.45); cursor: not-allowed; }
.pt-textarea { height: auto; min-height: 32px; resize: vertical; }
.pt-field-invalid .pt-input { border-color: var(--pt-error); }
.pt-field-message { margin-top: 4px; color: var(--pt-error); }
.pt-count { margin-top: 4px; text-align: right; color: var(--pt-text-secondary); }
`;

export const injectFormStyles = (): void => injectStyleSheet('ui-base-forms', css);
