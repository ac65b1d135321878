import { injectStyleSheet } from '@portal/shared/ui-base';

/**
 * The payments remote's few styles (on the base kit's tokens), injected once by the first of its
 * pieces that renders: the shell's style-src allows the inline <style> (docs/adr/008).
 */
const css = `
.pay-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.pay-tag-ok { padding: 0 8px; border: 1px solid #b7eb8f; border-radius: 4px; background: #f6ffed; color: #1e5e0a; font-size: 12px; line-height: 20px; white-space: nowrap; }
.pay-nowrap { white-space: nowrap; }
.pay-secondary { color: var(--pt-text-secondary); }
.pay-error-text { color: var(--pt-error); margin-top: 4px; }
.pay-cart { list-style: none; margin: 0; padding: 0; }
.pay-cart-item { padding: 12px 0; border-bottom: 1px solid var(--pt-border); display: grid; gap: 8px; }
.pay-cart-item:first-child { padding-top: 0; }
.pay-item-title { font-weight: 600; overflow-wrap: anywhere; }
.pay-amount { font-weight: 600; white-space: nowrap; }
.pay-discount-applied { color: #237804; white-space: nowrap; }
.pay-totals { display: grid; grid-template-columns: 1fr auto; gap: 4px 16px; margin: 0 0 12px; }
.pay-totals dd { margin: 0; text-align: right; white-space: nowrap; }
.pay-total-due { font-weight: 600; font-size: 16px; }
.pay-receipt { display: grid; grid-template-columns: auto auto; justify-content: center; gap: 4px 12px; margin: 0; }
.pay-receipt dt { text-align: right; } .pay-receipt dd { margin: 0; text-align: left; }
.pay-fieldset { border: 0; margin: 8px 0 0; padding: 0; min-width: 0; }
.pay-fieldset > legend { padding: 0; font-weight: 600; font-size: 16px; margin-bottom: 8px; }
.pay-outcome:focus { outline: none; }
.pay-method-card .pt-notice { margin-bottom: 12px; }
/* /checkout: the cart and the payment beside the summary from the large breakpoint (antd's lg: 15/9). */
.pay-checkout { display: grid; gap: 24px; align-items: start; }
@media (min-width: 992px) { .pay-checkout { grid-template-columns: minmax(0, 15fr) minmax(0, 9fr); } }
.pay-stack { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.pay-checkout-main { gap: 24px; }
.pay-pay-button { width: 100%; height: 40px; font-size: 16px; }
.pay-note { margin: 12px 0 0; }
.pay-actions-center { justify-content: center; }
.pay-paid { padding: 24px 0; display: grid; gap: 16px; justify-items: center; }
.pay-paid .pt-result-title { margin: 0; }
.pay-cart-item-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; flex-wrap: wrap; }
.pay-cart-item-figures { display: flex; flex-direction: column; align-items: flex-end; gap: 4px; }
html:root .pay-select-warning { border-color: #faad14; }
.pay-discount-input { flex: 1 1 140px; max-width: 200px; }
/* Fields side by side from the small breakpoint (two, or city, state and zip); on a phone, one a line.
   The card's expiry and security code pair up on any phone wide enough to keep their labels on one line. */
.pay-columns { display: grid; gap: 0 16px; }
@media (min-width: 360px) { .pay-columns-always { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
@media (min-width: 576px) {
  .pay-columns { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  .pay-columns-address { grid-template-columns: minmax(0, 10fr) minmax(0, 7fr) minmax(0, 7fr); }
  .pay-columns-contact { grid-template-columns: minmax(0, 10fr) minmax(0, 14fr); }
}
.pay-charge { padding: 12px 0; border-bottom: 1px solid var(--pt-border); display: grid; gap: 8px; }
.pay-charge { justify-items: start; }
.pay-charge > * { max-width: 100%; }
.pay-charge-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; flex-wrap: wrap; width: 100%; }
.pay-charge-figures { display: flex; flex-wrap: wrap; gap: 4px 16px; color: var(--pt-text-secondary); }
.pay-grand-total { display: flex; justify-content: space-between; align-items: center; gap: 12px; padding: 12px 16px;
  background: #fff; border: 1px solid var(--pt-border); border-radius: var(--pt-radius); }
/* Spec 2: on xs, sm and md screens the grand total floats (stays visible). */
@media (max-width: 991.98px) {
  .pay-grand-total { position: sticky; bottom: 0; z-index: 2; box-shadow: 0 -2px 8px rgba(0,0,0,.12); }
}
.pay-table-wrap { overflow-x: auto; }
/* /account, in the base kit's look (antd's Card and small Table, ADR 014). */
.pay-account { display: flex; flex-direction: column; gap: 24px; }
/* The payments pages' titled panels (lib/titled-card.tsx). */
.pay-titled-card { height: auto; }
.pay-titled-card-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px;
  min-height: 56px; padding: 8px 24px; border-bottom: 1px solid #f0f0f0; }
html:root .pay-titled-card-title { margin: 0; font-size: 16px; }
.pay-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.pay-table { width: 100%; border-collapse: collapse; }
.pay-table th, .pay-table td { padding: 8px; border-bottom: 1px solid #f0f0f0; text-align: left; vertical-align: top; }
.pay-table th { background: #fafafa; font-weight: 600; white-space: nowrap; }
.pay-table .pay-numeric { text-align: right; }
.pay-table-empty { padding: 24px 8px; text-align: center; color: var(--pt-text-secondary); }
@media (max-width: 767.98px) { .pay-table .pay-wide-only { display: none; } }
@media (max-width: 575.98px) {
  .pay-titled-card .pt-card-body { padding: 12px; }
  .pay-titled-card-head { padding: 8px 12px; }
  .pay-table th, .pay-table td { padding: 8px 6px; }
}
`;

export const injectPaymentStyles = (): void => injectStyleSheet('remote-payments', css);
