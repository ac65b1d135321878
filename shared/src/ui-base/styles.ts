import { injectStyleSheet } from './inject-style-sheet';

/**
 * The base kit's styles: plain CSS on the portal theme's tokens, injected once when the kit is first
 * imported. It replaces antd's run-time CSS-in-JS for the chrome and the first pages, so that no style
 * engine runs before the first screen (docs/adr/005-first-load-budget.md).
 */
const css = `
:root {
  --pt-primary: #1f5fa8;
  --pt-primary-hover: #174a85;
  --pt-error: #c62828;
  --pt-warning-bg: #fffbe6; --pt-warning-border: #ffe58f;
  --pt-error-bg: #fff2f0; --pt-error-border: #ffccc7;
  --pt-info-bg: #e6f0fa; --pt-info-border: #91b4dc;
  --pt-success-bg: #f6ffed; --pt-success-border: #b7eb8f;
  --pt-text: rgba(0, 0, 0, 0.88);
  --pt-text-secondary: rgba(0, 0, 0, 0.68);
  --pt-border: #d9d9d9;
  --pt-bg-layout: #f5f5f5;
  --pt-bg-header: #001529;
  --pt-radius: 6px;
  --pt-font: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
}
*, *::before, *::after { box-sizing: border-box; }
body { font-family: var(--pt-font); font-size: 14px; line-height: 1.5715; color: var(--pt-text); background: var(--pt-bg-layout); }
a { color: var(--pt-primary); }
a:hover { color: var(--pt-primary-hover); }
.pt-h { margin: 0 0 0.5em; color: var(--pt-text); font-weight: 600; line-height: 1.35; }
h1.pt-h { font-size: 38px; } h2.pt-h { font-size: 30px; } h3.pt-h { font-size: 20px; } h4.pt-h { font-size: 16px; }
.pt-secondary { color: var(--pt-text-secondary); }
/* A heading that opens its card or section needs no space above it (antd's titles bring a top margin). */
html:root :is(h1, h2, h3, h4).ant-typography:first-child { margin-top: 0; }
.pt-btn { display: inline-flex; align-items: center; justify-content: center; gap: 6px; height: 32px; padding: 4px 15px;
  font: inherit; line-height: 1.5715; border: 1px solid var(--pt-border); border-radius: var(--pt-radius);
  background: #fff; color: var(--pt-text); cursor: pointer; white-space: nowrap; }
.pt-btn:hover { color: var(--pt-primary); border-color: var(--pt-primary); }
.pt-btn[disabled] { cursor: not-allowed; opacity: 0.6; }
.pt-btn-sm { height: 24px; padding: 0 7px; }
.pt-btn-primary { background: var(--pt-primary); border-color: var(--pt-primary); color: #fff; }
.pt-btn-primary:hover { background: var(--pt-primary-hover); border-color: var(--pt-primary-hover); color: #fff; }
.pt-btn-danger { color: var(--pt-error); border-color: var(--pt-error); }
.pt-btn-danger:hover { color: #fff; background: var(--pt-error); border-color: var(--pt-error); }
.pt-link-btn { padding: 0; border: 0; background: none; font: inherit; color: var(--pt-primary); cursor: pointer; text-align: left; }
.pt-link-btn:hover { color: var(--pt-primary-hover); text-decoration: underline; }
/* A button whose action is under way: the kit's \`loading\`, or \`aria-busy\` alone where the pressed button
   must keep keyboard focus (a venue's actions, the account's documents). A spinner before its label. */
:is(.pt-btn, .pt-link-btn)[aria-busy='true'] { cursor: progress; }
.pt-btn[aria-busy='true']:not([disabled]) { opacity: 0.75; }
:is(.pt-btn, .pt-link-btn)[aria-busy='true']::before { content: ''; display: inline-block; flex: none; width: 12px; height: 12px; margin-right: 4px; border-radius: 50%;
  border: 2px solid currentColor; border-right-color: transparent; vertical-align: -2px; animation: pt-spin 0.9s linear infinite; }
.pt-btn[aria-busy='true']::before { margin-right: 0; }
.pt-badge { position: relative; display: inline-flex; }
.pt-badge-count { position: absolute; top: -7px; right: -7px; min-width: 16px; height: 16px; padding: 0 4px; border-radius: 8px;
  background: var(--pt-error); color: #fff; font-size: 12px; line-height: 16px; text-align: center; box-shadow: 0 0 0 1px #fff; pointer-events: none; }
.pt-notice { display: flex; gap: 8px; align-items: flex-start; padding: 8px 12px; border: 1px solid; border-radius: var(--pt-radius); }
.pt-notice-error { background: var(--pt-error-bg); border-color: var(--pt-error-border); }
.pt-notice-warning { background: var(--pt-warning-bg); border-color: var(--pt-warning-border); }
.pt-notice-info { background: var(--pt-info-bg); border-color: var(--pt-info-border); }
.pt-notice-success { background: var(--pt-success-bg); border-color: var(--pt-success-border); }
.pt-notice-body { flex: 1; min-width: 0; }
.pt-notice-title { font-weight: 600; }
.pt-card { background: #fff; border: 1px solid #f0f0f0; border-radius: 8px; overflow: hidden; height: 100%; box-sizing: border-box; }
.pt-card-body { padding: 24px; }
.pt-card-sm .pt-card-body { padding: 12px; }
.pt-grid { display: grid; gap: 16px; grid-template-columns: repeat(var(--pt-cols, 1), minmax(0, 1fr)); list-style: none; margin: 0; padding: 0; }
@media (min-width: 576px) { .pt-grid { --pt-cols: var(--pt-cols-sm, 1); } }
@media (min-width: 768px) { .pt-grid { --pt-cols: var(--pt-cols-md, 2); } }
@media (min-width: 992px) { .pt-grid { --pt-cols: var(--pt-cols-lg, 2); } }
@media (min-width: 1200px) { .pt-grid { --pt-cols: var(--pt-cols-xl, 3); } }
@media (min-width: 1600px) { .pt-grid { --pt-cols: var(--pt-cols-xxl, 4); } }
.pt-input { box-sizing: border-box; height: 32px; padding: 4px 11px; font: inherit; border: 1px solid var(--pt-border); border-radius: var(--pt-radius); min-width: 0; }
.pt-input:hover { border-color: var(--pt-primary); }
.pt-search { display: flex; max-width: 560px; margin-top: 8px; }
.pt-search .pt-input { flex: 1; border-radius: var(--pt-radius) 0 0 var(--pt-radius); }
.pt-search .pt-btn { border-radius: 0 var(--pt-radius) var(--pt-radius) 0; margin-left: -1px; }
.pt-pager { margin-top: 24px; }
.pt-pager ul { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; list-style: none; margin: 0; padding: 0; }
.pt-pager-btn { display: inline-flex; align-items: center; justify-content: center; gap: 4px; min-width: 32px; height: 32px; padding: 0 6px;
  font: inherit; border: 1px solid transparent; border-radius: var(--pt-radius); background: none; color: var(--pt-text); cursor: pointer; }
.pt-pager-btn:hover { background: rgba(0,0,0,.06); }
.pt-pager-btn[aria-current='page'] { border-color: var(--pt-primary); background: #fff; color: var(--pt-primary); font-weight: 600; }
.pt-pager-btn[aria-disabled='true'] { color: rgba(0,0,0,.45); background: none; cursor: not-allowed; }
.pt-pager-gap { min-width: 32px; line-height: 32px; text-align: center; color: var(--pt-text-secondary); }
/* On a phone Previous and Next are their arrows (their names stay "Previous page", "Next page"), so
   that the usual seven pages fit on one or two lines. */
@media (max-width: 575px) { .pt-pager-word { display: none; } }
.pt-list { list-style: none; margin: 0; padding: 0; }
.pt-list > li { padding: 8px 0; border-bottom: 1px solid #f0f0f0; }
.pt-list > li:last-child { border-bottom: 0; }
.pt-skeleton { display: grid; gap: 12px; padding: 8px 0; }
.pt-skeleton span { display: block; height: 16px; border-radius: 4px;
  background: linear-gradient(90deg, rgba(0,0,0,.06) 25%, rgba(0,0,0,.15) 37%, rgba(0,0,0,.06) 63%); background-size: 400% 100%;
  animation: pt-shimmer 1.4s ease infinite; }
.pt-skeleton span:first-child { width: 38%; } .pt-skeleton span:last-child { width: 61%; }
@keyframes pt-shimmer { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
.pt-spinner { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; color: var(--pt-primary); }
.pt-spinner::before { content: ''; width: 32px; height: 32px; border-radius: 50%; border: 3px solid rgba(31,95,168,.2); border-top-color: var(--pt-primary); animation: pt-spin 0.9s linear infinite; }
@keyframes pt-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .pt-spinner::before, .pt-skeleton span, :is(.pt-btn, .pt-link-btn)[aria-busy='true']::before { animation: none; } }
.pt-result { padding: 48px 32px; text-align: center; }
.pt-result-title { font-size: 24px; margin: 0 0 8px; color: var(--pt-text); font-weight: 400; }
.pt-result-sub { color: var(--pt-text-secondary); margin: 0 0 24px; }
.pt-empty { padding: 32px 0; text-align: center; color: var(--pt-text-secondary); }
.pt-popover { position: relative; display: inline-flex; }
.pt-popover-panel { position: absolute; top: calc(100% + 8px); right: 0; z-index: 1030; box-sizing: border-box; max-width: calc(100vw - 16px);
  padding: 12px; background: #fff; color: var(--pt-text); border-radius: 8px; text-align: left;
  box-shadow: 0 6px 16px rgba(0,0,0,.08), 0 3px 6px -4px rgba(0,0,0,.12), 0 9px 28px 8px rgba(0,0,0,.05); }
.pt-popover-title { margin: 0 0 8px; font-size: 14px; font-weight: 600; }
.pt-menu { list-style: none; margin: 0; padding: 4px; min-width: 140px; }
.pt-menu-item { display: block; width: 100%; padding: 5px 12px; border: 0; border-radius: 4px; background: none; font: inherit; color: var(--pt-text); text-align: left; cursor: pointer; }
.pt-menu-item:hover, .pt-menu-item[aria-current='true'] { background: #e6f0fa; color: var(--pt-primary); }
/* The portal's frame (shell layout), here so the first paint needs no other style sheet. */
.pt-layout { min-height: 100vh; display: flex; flex-direction: column; }
.pt-header { display: flex; align-items: center; gap: 16px; min-height: 64px; padding: 0 24px; background: var(--pt-bg-header); color: #fff; }
/* The school's name gives way first: it truncates (its full text is the link's title and name) so that
   the menu button and the badges a student acts on always fit, down to a 320 px screen. */
.pt-header-home { display: flex; align-items: center; min-width: 0; flex: 0 1 auto; color: #fff; font-weight: 600; text-decoration: none; }
.pt-header-home:hover { color: #fff; }
.pt-header-home img { flex: none; margin-right: 8px; }
.pt-header-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pt-header-menu { flex: none; }
.pt-icon { flex: none; }
.pt-header-nav { flex: 1; min-width: 0; display: flex; gap: 4px; }
.pt-header-nav a { padding: 0 16px; line-height: 64px; color: rgba(255,255,255,.75); text-decoration: none; white-space: nowrap; }
.pt-header-nav a:hover, .pt-header-nav a[aria-current='page'] { color: #fff; }
.pt-header-nav a[aria-current='page'] { background: var(--pt-primary); }
.pt-toolbar { flex: none; display: flex; align-items: center; gap: 12px; margin-left: auto; }
.pt-toolbar-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 160px; }
@media (max-width: 991px) {
  .pt-header { gap: 8px; min-height: 56px; padding: 0 12px; }
  .pt-header-nav { display: none; }
  .pt-toolbar { gap: 8px; }
}
@media (max-width: 575px) {
  .pt-toolbar .pt-btn { padding: 4px 9px; }
  .pt-toolbar-label { display: none; }
}
/* Focus (WCAG 2.2 focus appearance): every control shows a 2 px ring in the primary colour (6.6:1 on
   white), antd's included. "html:root" outranks antd's selectors, whose :where() adds nothing, whichever
   style sheet loads last. antd's text inputs and selects show the ring on their outer box. */
html:root :focus-visible { outline: 2px solid var(--pt-primary); outline-offset: 2px; }
html:root :is(.ant-input-outlined, .ant-input-number-outlined, .ant-picker-outlined, .ant-select-outlined, .ant-input-affix-wrapper):focus-within {
  outline: 2px solid var(--pt-primary); outline-offset: 1px; }
html:root :is(.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select) :focus-visible { outline: none; }
html:root .pt-header :focus-visible { outline-color: #fff; }
/* Headings and the main region take focus on a route change, from the skip link or when a section shows
   its next page (its h3), to be read, not used. */
html:root :is(h1, h2, h3, main)[tabindex='-1']:focus-visible { outline: none; }
.pt-skip-link { position: absolute; left: 8px; top: -100px; z-index: 2000; padding: 8px 16px; border-radius: var(--pt-radius);
  background: #fff; color: var(--pt-primary); font-weight: 600; }
.pt-skip-link:focus { top: 8px; }
.pt-body { flex: 1; display: flex; min-width: 0; }
.pt-sider { flex: 0 0 240px; width: 240px; background: #fff; }
.pt-main-col { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.pt-content { flex: 1; padding: 24px; }
/* The page fills the screen while it loads, so that the footer never shows and then jumps down. */
.pt-main-col .pt-content { min-height: calc(100vh - 64px); }
.pt-content-compact { padding: 16px; }
.pt-footer { padding: 24px 50px; text-align: center; }
.pt-footer-row { display: flex; flex-wrap: wrap; justify-content: center; gap: 12px; margin-bottom: 8px; }
.pt-nav-group { margin: 0; padding: 4px 4px 8px; list-style: none; }
.pt-nav-title { margin: 0; padding: 8px 16px 4px; font-size: 14px; font-weight: 400; color: var(--pt-text-secondary); }
.pt-nav-item { display: block; box-sizing: border-box; width: 100%; margin: 2px 0; padding: 9px 16px 9px 24px; border: 0; border-radius: 8px;
  background: none; font: inherit; color: var(--pt-text); text-align: left; text-decoration: none; cursor: pointer; overflow-wrap: anywhere; }
.pt-nav-item:hover { background: rgba(0,0,0,.06); color: var(--pt-text); }
.pt-nav-item[aria-current='page'], .pt-nav-item[aria-current='true'] { background: #e6f0fa; color: var(--pt-primary); }
.pt-nav-item:focus-visible { outline-offset: -2px; }
/* Read by screen readers, not shown (a control's label whose meaning the control already shows). */
.pt-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
/* The language menu: the platform's select, in the header (on its dark ground) and in the phone menu. */
.pt-language { padding: 8px 24px; }
.pt-toolbar .pt-language { padding: 0; }
.pt-language-select { min-height: 32px; padding: 4px 8px; border: 1px solid var(--pt-border); border-radius: var(--pt-radius); background: #fff; color: var(--pt-text); font: inherit; }
.pt-header .pt-language-select { border-color: rgba(255,255,255,.45); background: transparent; color: #fff; }
.pt-header .pt-language-select option { color: var(--pt-text); background: #fff; }
`;

export const injectBaseStyles = (): void => injectStyleSheet('ui-base', css);
