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
/* Checkboxes and radio buttons: the browser's own, in the kit's colour, each with its words. */
.pt-check { display: inline-flex; align-items: center; gap: 8px; min-height: 24px; cursor: pointer; }
.pt-check-input { width: 16px; height: 16px; margin: 0; flex: none; accent-color: var(--pt-primary); cursor: inherit; }
.pt-check:has(.pt-check-input:disabled) { color: rgba(0, 0, 0, 0.45); cursor: not-allowed; }
.pt-check-group { display: flex; flex-wrap: wrap; gap: 4px 16px; }
/* Tabs (a payment method's): with the forms, so that no route's first load carries them. */
.pt-tab-list { display: flex; flex-wrap: wrap; gap: 0 24px; margin-bottom: 16px; border-bottom: 1px solid #f0f0f0; }
.pt-tab { padding: 12px 0; margin-bottom: -1px; font: inherit; color: var(--pt-text); background: none; border: 0;
  border-bottom: 2px solid transparent; cursor: pointer; }
.pt-tab:hover { color: var(--pt-primary); }
.pt-tab-active { color: var(--pt-primary); border-bottom-color: var(--pt-primary); }
.pt-tab[disabled] { color: rgba(0, 0, 0, 0.45); cursor: not-allowed; }
.pt-count { margin-top: 4px; text-align: right; color: var(--pt-text-secondary); }
`;

export const injectFormStyles = (): void => injectStyleSheet('ui-base-forms', css);
