import { injectStyleSheet } from '../ui-base/inject-style-sheet';

/** The base kit's form styles (antd's vertical form look, on the kit's tokens), injected once. */
const css = `
.pt-field { margin-bottom: 24px; }
.pt-label { display: inline-block; padding-bottom: 8px; }
/* The mark is left out of the label's accessible name (its alternative text is empty): the input says
   it is required (aria-required). */
.pt-label-required::before { content: '*' / ''; margin-right: 4px; color: var(--pt-error); }
.pt-input-block { display: block; width: 100%; }
.pt-input:focus { border-color: var(--pt-primary); box-shadow: 0 0 0 2px rgba(31, 95, 168, 0.1); }
.pt-input[disabled], .pt-input[disabled]:hover { border-color: var(--pt-border); background: rgba(0, 0, 0, 0.04); color: rgba(0, 0, 0, 0.45); cursor: not-allowed; }
.pt-textarea { height: auto; min-height: 32px; resize: vertical; }
.pt-field-invalid .pt-input, .pt-field-invalid .pt-input:hover { border-color: var(--pt-error); }
.pt-field-message { margin-top: 4px; color: var(--pt-error); }
.pt-field-extra { margin-top: 4px; color: var(--pt-text-secondary); }
.pt-select { padding-right: 4px; background: #fff; }
.pt-count { margin-top: 4px; text-align: right; color: var(--pt-text-secondary); }
`;

export const injectFormStyles = (): void => injectStyleSheet('ui-base-forms', css);
