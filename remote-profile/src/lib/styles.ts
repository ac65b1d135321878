import { injectStyleSheet } from '@portal/shared/ui-base';

/**
 * The profile remote's few styles, on the base kit's tokens, injected once by the first of its pages
 * or panels that renders (every page and the three panels other remotes show call it): the shell's
 * style-src allows the inline <style> (docs/adr/008). The antd theme's border colour, radius and text
 * colour the signature editor drew with are the base kit's `--pt-border`, `--pt-radius` and `--pt-text`.
 * The profile page's views draw from these and the base kit's classes; its forms and steps bring antd.
 *
 * The rules under "html:root" set what antd's components set themselves (an alert's, a title's, a
 * paragraph's or a form item's margin): "html:root" outranks
 * `h3.ant-typography`, `div.ant-typography` and `.ant-form-item` (antd's :where() adds nothing), whichever style sheet loads last.
 */
const css = `
.profile-contact { max-width: 640px; }
/* The contact form's height while its code loads: the footer under it does not move when it comes. */
.profile-contact-pending { min-height: 490px; }
/* The page: details and signature across, contacts and addresses side by side from 1200 px (antd's xl). */
.profile-grid { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 1200px) { .profile-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } .profile-wide { grid-column: 1 / -1; } }
.profile-details { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
.profile-photo { display: flex; flex-direction: column; align-items: center; gap: 8px; }
.profile-avatar { display: inline-flex; align-items: center; justify-content: center; width: 112px; height: 112px; border-radius: 50%;
  object-fit: cover; background: #595959; color: #fff; font-size: 40px; }
.profile-facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 16px; margin: 0; }
.profile-facts dt { color: var(--pt-text-secondary); }
.profile-facts dd { margin: 0; overflow-wrap: anywhere; }
.profile-stack { display: flex; flex-direction: column; gap: 16px; }
.profile-start { align-items: flex-start; }
.profile-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.profile-summary { display: flex; flex-direction: column; gap: 2px; }
.profile-summary-line { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 8px; }
/* antd's preset tag colours (blue, red, purple): each keeps AA contrast on its own background. */
.profile-badge { display: inline-block; padding: 0 7px; font-size: 12px; line-height: 20px; border: 1px solid; border-radius: 4px; white-space: nowrap; }
.profile-badge-blue { color: #0958d9; background: #e6f4ff; border-color: #91caff; }
.profile-badge-red { color: #cf1322; background: #fff1f0; border-color: #ffa39e; }
.profile-badge-purple { color: #531dab; background: #f9f0ff; border-color: #d3adf7; }
.profile-full-width { width: 100%; }
.profile-fit { max-width: 100%; }
/* Beside the photo from 260 px of room; below it on a narrower screen, and never wider than the card. */
.profile-details-main { flex: 1; min-width: min(260px, 100%); }
.profile-records { list-style: none; padding: 0; margin: 0 0 16px; }
.profile-record { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px; padding: 8px 0; }
.profile-signature-skeleton { width: 320px; max-width: 100%; height: 160px; border-radius: var(--pt-radius); background: rgba(0, 0, 0, 0.06); }
.profile-signature-frame { border: 1px solid var(--pt-border); border-radius: var(--pt-radius); max-width: 100%; }
/* SIGNATURE_WIDTH x SIGNATURE_HEIGHT (features/signature/rules/signature-size.ts). */
.profile-signature-pad { width: 320px; height: 160px; touch-action: none; cursor: crosshair; }
.profile-signature-pad-locked { cursor: not-allowed; }
.profile-upload { max-width: 480px; }
.profile-crop-area { position: relative; width: 100%; height: 240px; background: rgba(0, 0, 0, 0.06); border-radius: var(--pt-radius); }
.profile-crop-empty { height: 100%; }
.profile-zoom-slider { flex: 1; }
.profile-font-sample { font-size: 20px; }
/* TEXT_BOX.maxHeight (features/signature/rules/fit-text.ts) high; its width and font are inline. */
.profile-signature-preview { height: 140px; display: flex; align-items: center; justify-content: center;
  overflow: hidden; white-space: nowrap; color: var(--pt-text); background: #ffffff;
  border: 1px solid var(--pt-border); border-radius: var(--pt-radius); }
html:root .profile-alert { margin-bottom: 16px; }
.profile-details-edit { margin-top: 12px; }
html:root .profile-no-margin { margin: 0; }
html:root .profile-flag-spaced { margin-bottom: 8px; }
html:root .profile-sign-here { margin-bottom: 0; }
`;

export const injectProfileStyles = (): void => injectStyleSheet('remote-profile', css);
