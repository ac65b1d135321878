import { injectStyleSheet } from '@portal/shared/ui-base';

/**
 * The modal layers' look: antd's drawer and modal, closely, without loading antd. z-index 1000 as
 * antd's own layers, so that a pop-up opened from a panel (later in the body) shows above it.
 */
const OVERLAY_CSS = `
body:has(> .pt-layer-root) { overflow: hidden; }
.pt-layer-root { position: fixed; inset: 0; z-index: 1000; }
.pt-layer-mask { position: absolute; inset: 0; background: rgba(0,0,0,.45); animation: pt-layer-fade .2s ease-out; }
.pt-layer { position: absolute; box-sizing: border-box; display: flex; flex-direction: column; background: #fff; color: var(--pt-text);
  box-shadow: 0 6px 16px rgba(0,0,0,.08), 0 3px 6px -4px rgba(0,0,0,.12), 0 9px 28px 8px rgba(0,0,0,.05); }
.pt-layer:focus { outline: none; }
.pt-sheet { top: 0; bottom: 0; width: var(--pt-sheet-width); max-width: 100vw; }
.pt-sheet-right { right: 0; animation: pt-sheet-from-right .2s ease-out; }
.pt-sheet-left { left: 0; animation: pt-sheet-from-left .2s ease-out; }
.pt-sheet-header { flex: none; display: flex; align-items: center; gap: 12px; padding: 16px 24px; border-bottom: 1px solid rgba(5,5,5,.06); }
.pt-sheet-title { flex: 1; min-width: 0; font-size: 16px; font-weight: 600; line-height: 1.5; }
.pt-sheet-close { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; margin: -4px;
  padding: 0; border: 0; border-radius: var(--pt-radius); background: none; color: var(--pt-text-secondary); cursor: pointer; }
.pt-sheet-close:hover { background: rgba(0,0,0,.06); color: var(--pt-text); }
.pt-sheet-body { flex: 1; min-height: 0; overflow: auto; padding: 24px; }
.pt-confirm { top: 100px; left: 0; right: 0; width: min(416px, calc(100vw - 32px)); margin: 0 auto; padding: 20px 24px; border-radius: 8px;
  animation: pt-layer-fade .2s ease-out; }
.pt-confirm-title { margin-bottom: 8px; font-size: 16px; font-weight: 600; line-height: 1.5; }
.pt-confirm-footer { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; margin-top: 12px; }
@keyframes pt-layer-fade { from { opacity: 0; } }
@keyframes pt-sheet-from-right { from { transform: translateX(100%); } }
@keyframes pt-sheet-from-left { from { transform: translateX(-100%); } }
@media (prefers-reduced-motion: reduce) { .pt-layer, .pt-layer-mask { animation: none; } }
`;

export const injectOverlayStyles = () => injectStyleSheet('overlay', OVERLAY_CSS);
