import { injectStyleSheet } from '@portal/shared/ui-base';

/** The registration remote's few styles, on the base kit's tokens, injected once. */
const css = `
.reg-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.reg-wizard { display: grid; gap: 16px; min-width: 0; }
.reg-steps { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 0; padding: 0; list-style: none; counter-reset: none; }
.reg-step { display: flex; align-items: center; gap: 8px; color: var(--pt-text-secondary); }
.reg-step-number { display: inline-flex; align-items: center; justify-content: center; width: 26px; height: 26px; border-radius: 50%; border: 1px solid var(--pt-border); font-size: 13px; font-weight: 600; }
.reg-step[aria-current='step'] { color: var(--pt-text, #1f1f1f); font-weight: 600; }
.reg-step[aria-current='step'] .reg-step-number { background: var(--pt-primary); border-color: var(--pt-primary); color: #fff; }
.reg-step-done .reg-step-number { border-color: var(--pt-primary); color: var(--pt-primary); }
.reg-step-disabled { text-decoration: line-through; }
.reg-stage { overflow: hidden; min-width: 0; }
.reg-panel { min-width: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
.reg-wizard { grid-template-columns: minmax(0, 1fr); }
.reg-slide-forward { animation: reg-slide-forward .25s ease-out; }
.reg-slide-back { animation: reg-slide-back .25s ease-out; }
@keyframes reg-slide-forward { from { transform: translateX(40px); opacity: 0; } to { transform: none; opacity: 1; } }
@keyframes reg-slide-back { from { transform: translateX(-40px); opacity: 0; } to { transform: none; opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .reg-slide-forward, .reg-slide-back { animation: none; } }
.reg-group { border: 1px solid var(--pt-border); border-radius: var(--pt-radius); padding: 12px 16px 0; margin: 0; min-width: 0; }
.reg-group > legend { width: auto; margin: 0; border: 0; font-weight: 600; padding: 0 4px; font-size: 16px; line-height: 1.5; color: inherit; }
.reg-field { scroll-margin-top: 24px; }
/* A label on a line of its own, as over a text input, also over a checkbox or a group of options. */
.reg-field .pt-label { display: block; }
.reg-field .ant-select { width: 100%; }
/* A text area of three to ten lines as it fills, drawn by the browser (three, scrolling, where it cannot). */
.reg-textarea.pt-textarea { field-sizing: content; min-height: calc(3 * 1.5715em + 10px); max-height: calc(10 * 1.5715em + 10px); }
.reg-description { color: var(--pt-text-secondary); margin: 0 0 8px; }
/* A field's description under its control and message: the field's gap after it. */
.reg-field > .pt-field:has(+ .reg-description) { margin-bottom: 0; }
.reg-field > .pt-field + .reg-description { margin: 4px 0 24px; }
.reg-static { margin: 0 0 16px; }
.reg-chosen { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; border: 1px solid var(--pt-border); border-radius: var(--pt-radius); padding: 8px 12px; }
.reg-chosen-text { display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.reg-badges { display: flex; flex-wrap: wrap; gap: 4px; }
.reg-badge { display: inline-block; padding: 0 8px; border-radius: 10px; border: 1px solid var(--pt-border); font-size: 12px; line-height: 20px; }
.reg-badge-primary { background: #e6f4ff; border-color: #91caff; color: #003eb3; }
.reg-badge-emergency { background: #fff1f0; border-color: #ffa39e; color: #a8071a; }
.reg-badge-textable { background: #f6ffed; border-color: #b7eb8f; color: #135200; }
.reg-record-choices { display: grid; gap: 8px; }
.reg-chooser { border: 1px dashed var(--pt-border); border-radius: var(--pt-radius); padding: 12px; display: grid; gap: 12px; }
.reg-summary { display: grid; grid-template-columns: minmax(100px, max-content) 1fr; gap: 4px 16px; margin: 0 0 16px; }
.reg-summary dt { color: var(--pt-text-secondary); }
.reg-summary dd { margin: 0; overflow-wrap: anywhere; }
.reg-two-lists { display: grid; grid-template-columns: 1fr auto 1fr; gap: 12px; align-items: center; }
.reg-two-lists fieldset { border: 1px solid var(--pt-border); border-radius: var(--pt-radius); margin: 0; padding: 8px 12px; min-height: 120px; min-width: 0; }
.reg-two-lists legend { font-size: 13px; color: var(--pt-text-secondary); padding: 0 4px; }
.reg-two-lists ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.reg-two-lists-moves { display: grid; gap: 8px; }
@media (max-width: 575px) { .reg-two-lists { grid-template-columns: 1fr; } .reg-two-lists-moves { grid-auto-flow: column; justify-content: start; } }
.reg-actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; border-top: 1px solid var(--pt-border); padding-top: 12px; }
.reg-actions-start { margin-right: auto; display: flex; flex-wrap: wrap; gap: 8px; }
.reg-amount { font-size: 18px; font-weight: 600; }
.reg-prerequisites { display: grid; gap: 16px; }
.reg-confirm { display: grid; gap: 12px; justify-items: start; }
.reg-code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 18px; letter-spacing: .05em; }
.reg-html { overflow-wrap: anywhere; }
`;

export const injectRegistrationStyles = (): void => injectStyleSheet('remote-registration', css);
