import { injectStyleSheet } from '@portal/shared/ui-base';

/**
 * The profile remote's few styles, on the base kit's tokens, injected once by the first of its pages
 * or panels that renders (every page and the three panels other remotes show call it): the shell's
 * style-src allows the inline <style> (docs/adr/008). The antd theme's border colour, radius and text
 * colour the signature editor drew with are the base kit's `--pt-border`, `--pt-radius` and `--pt-text`.
 *
 * The rules under "html:root" set what antd's components set themselves (an alert's, a title's, a
 * paragraph's or a form item's margin, a skeleton image's size): "html:root" outranks
 * `h3.ant-typography`, `div.ant-typography`, `.ant-form-item` and `.ant-skeleton-element
 * .ant-skeleton-image` (antd's :where() adds nothing), whichever style sheet loads last.
 */
const css = `
.profile-contact { max-width: 640px; }
.profile-full-height { height: 100%; }
.profile-full-width { width: 100%; }
.profile-fit { max-width: 100%; }
.profile-details-main { flex: 1; min-width: 260px; }
.profile-records { list-style: none; padding: 0; margin: 0 0 16px; }
.profile-record { padding: 8px 0; }
.profile-signature-frame { border: 1px solid var(--pt-border); border-radius: var(--pt-radius); max-width: 100%; }
/* SIGNATURE_WIDTH x SIGNATURE_HEIGHT (features/signature/components/canvas.ts). */
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
html:root .profile-details-name { margin-top: 0; }
html:root .profile-details-edit { margin-top: 12px; }
html:root .profile-no-margin { margin: 0; }
html:root .profile-flag-spaced { margin-bottom: 8px; }
html:root .profile-sign-here { margin-bottom: 0; }
html:root .profile-signature-skeleton .ant-skeleton-image { width: 320px; height: 160px; }
`;

export const injectProfileStyles = (): void => injectStyleSheet('remote-profile', css);
