import { injectStyleSheet } from '@portal/shared/ui-base';

/** The enrollments remote's few styles, on the base kit's tokens, injected once. */
const css = `

.enr-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.enr-list { list-style: none; margin: 0; padding: 0; }
.enr-list > li { border-bottom: 1px solid var(--pt-border); }
.enr-row { display: grid; grid-template-columns: 1fr auto; gap: 4px 16px; width: 100%; padding: 12px 4px; border: 0; background: none; font: inherit; color: inherit; text-align: left; cursor: pointer; align-items: center; }
.enr-row:hover { background: rgba(0,0,0,.04); }
.enr-row-title { font-weight: 600; color: var(--pt-primary); overflow-wrap: anywhere; }
.enr-secondary { color: var(--pt-text-secondary); }
.enr-meta { display: flex; flex-wrap: wrap; gap: 4px 12px; }
.enr-status { display: inline-block; padding: 0 8px; border-radius: 10px; border: 1px solid var(--pt-border); font-size: 12px; line-height: 20px; }
.pt-btn .enr-status { margin-left: 8px; }
.enr-status-completed { background: #f6ffed; border-color: #b7eb8f; color: #135200; }
.enr-status-enrolled { background: #e6f4ff; border-color: #91caff; color: #003eb3; }
.enr-status-registered { background: #fffbe6; border-color: #ffe58f; color: #613400; }
.enr-progress-head { display: flex; gap: 24px; align-items: center; flex-wrap: wrap; }
.enr-radial { width: 120px; height: 120px; flex: none; }
.enr-radial text { font: 600 22px/1 inherit; fill: var(--pt-text, #1f1f1f); }
.enr-bars { flex: 1; min-width: 220px; display: grid; gap: 12px; }
.enr-bar-label { display: block; margin-bottom: 4px; }
.enr-bar { position: relative; height: 24px; border-radius: 12px; background: #f0f0f0; display: flex; align-items: center; }
.enr-bar-fill { height: 100%; border-radius: 12px; display: flex; align-items: center; justify-content: flex-end; box-sizing: border-box; color: #fff; font-size: 12px; font-weight: 600; }
.enr-bar-inside { padding: 0 8px; }
.enr-bar-fill-completed { background: #1668dc; }
.enr-bar-fill-expected { background: #5b6b7f; }
.enr-bar-outside { padding-left: 8px; font-size: 12px; font-weight: 600; }
.enr-lines { display: grid; grid-template-columns: minmax(120px, max-content) 1fr; gap: 6px 16px; margin: 0; }
.enr-lines dt { color: var(--pt-text-secondary); }
.enr-lines dd { margin: 0; overflow-wrap: anywhere; }
.enr-section { border: 1px solid var(--pt-border); border-radius: var(--pt-radius); }
.enr-section + .enr-section { margin-top: 12px; }
.enr-section-toggle { display: flex; width: 100%; gap: 8px; align-items: center; padding: 12px 16px; border: 0; background: none; font: inherit; font-weight: 600; color: inherit; cursor: pointer; text-align: left; }
.enr-section-toggle::before { content: '\\25B8'; display: inline-block; transition: transform .15s; }
.enr-section-toggle[aria-expanded="true"]::before { transform: rotate(90deg); }
.enr-section-body { padding: 0 16px 16px; }
.enr-table-wrap { overflow-x: auto; }
.enr-table { border-collapse: collapse; width: 100%; min-width: 480px; }
.enr-table th, .enr-table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--pt-border); vertical-align: top; }
.enr-table th { background: #fafafa; font-weight: 600; }
.enr-table tfoot td { font-weight: 600; }
.enr-tree, .enr-tree ul { list-style: none; margin: 0; padding: 0; }
.enr-tree ul { padding-left: 20px; border-left: 2px solid var(--pt-border); margin-left: 6px; }
.enr-node { padding: 8px 0; }
.enr-node-head { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
.enr-node-title { font-weight: 600; }
.enr-node-facts { display: flex; flex-wrap: wrap; gap: 2px 16px; margin: 4px 0; }
.enr-node-facts > div { display: flex; gap: 6px; min-width: 0; }
.enr-node-facts dt { color: var(--pt-text-secondary); }
.enr-node-facts dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.enr-node-facts > .enr-node-notes { flex-basis: 100%; }
.enr-actions { display: flex; flex-wrap: wrap; gap: 8px; }
/* Report popovers open rightwards from their buttons, inside the slide-out (the kit's open leftwards, from the header's right edge). */
.enr-actions .pt-popover-panel { right: auto; left: 0; }
.enr-report { display: grid; gap: 12px; min-width: 240px; }
/* Grid items may shrink below their content: a wide table scrolls inside its own box on a phone. */
.enr-report > * { min-width: 0; }
.enr-field { display: grid; gap: 4px; }
.enr-field input[type="date"] { font: inherit; padding: 4px 8px; border: 1px solid #8c8c8c; border-radius: 6px; min-height: 32px; }
.enr-error { color: #a8071a; margin: 0; }
.enr-overlay { position: fixed; inset: 0; z-index: 2000; background: #fff; display: flex; flex-direction: column; }
.enr-overlay-bar { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 8px 16px; border-bottom: 1px solid var(--pt-border); }
.enr-overlay-bar h2 { margin: 0; font-size: 18px; }
.enr-overlay iframe { flex: 1; width: 100%; border: 0; }
.enr-week + .enr-week { margin-top: 24px; }
.enr-day { display: grid; grid-template-columns: minmax(150px, 220px) 1fr; gap: 8px 16px; padding: 12px 0; border-bottom: 1px solid var(--pt-border); }
.enr-day h4 { margin: 0; font-size: 14px; }
.enr-meeting { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.enr-meeting-time { font-weight: 600; }
.enr-calendar { width: 100%; border-collapse: collapse; table-layout: fixed; }
.enr-calendar th { padding: 6px 4px; font-weight: 600; text-align: left; border-bottom: 1px solid var(--pt-border); }
.enr-calendar td { vertical-align: top; height: 96px; padding: 4px; border: 1px solid var(--pt-border); }
.enr-calendar td.enr-out { background: #fafafa; color: var(--pt-text-secondary); }
.enr-calendar td.enr-today { box-shadow: inset 0 0 0 2px var(--pt-primary); }
.enr-cal-day { font-size: 12px; font-weight: 600; }
.enr-cal-event { display: block; margin-top: 4px; padding: 2px 4px; border-radius: 4px; background: #e6f4ff; color: #003eb3; font-size: 12px; overflow-wrap: anywhere; }
.enr-cal-agenda { display: none; }
.enr-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.enr-toolbar h3 { margin: 0; }
@media (max-width: 767px) {
  .enr-day { grid-template-columns: 1fr; }
  .enr-calendar { display: none; }
  .enr-cal-agenda { display: block; }
  .enr-row { grid-template-columns: 1fr; }
}
@media (prefers-reduced-motion: reduce) {
  .enr-section-toggle::before { transition: none; }
}
`;

export const injectEnrollmentStyles = (): void => injectStyleSheet('remote-enrollments', css);
