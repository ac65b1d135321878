import { injectStyleSheet } from '@portal/shared/ui-base';

/**
 * The browse remote's few styles, on the base kit's tokens, injected once by the first of its pages
 * that renders (every page and the class slide-out call it): the shell's style-src allows the inline
 * <style> (docs/adr/008). The pages and the slide-out were antd's Card, Flex, Space, Typography, Descriptions and
 * List: these classes keep their look without loading antd (docs/adr/014-every-route-fast-on-a-phone.md).
 *
 * The rules under "html:root" set what antd's components or the base kit's headings set themselves
 * (a title's size and margin, a button's padding and height, an alert's margin): "html:root" outranks
 * `h3.ant-typography` (antd's :where() adds nothing), `.ant-btn`, `.ant-alert` and `h3.pt-h`, whichever
 * style sheet loads last. The base kit's Heading takes a className whole: give it `pt-h` as well.
 */
const css = `
.browse-page-title { margin-top: 8px; }
.browse-sections { display: flex; flex-direction: column; gap: 24px; margin-top: 16px; }
.browse-gap-below { margin-bottom: 24px; }
.browse-cover { display: block; width: 100%; object-fit: cover; }
.browse-course-cover { height: 140px; }
.browse-card-stack { display: flex; flex-direction: column; gap: 4px; overflow-wrap: break-word; }
.browse-card-stack > * { margin: 0; }
/* Three lines at most, by CSS: nothing measures each card (antd's ellipsis observed every one). */
.browse-clamp { display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.browse-rating { display: flex; flex-wrap: wrap; gap: 0 8px; }
.browse-featured-class { display: flex; flex-direction: column; gap: 4px; align-items: flex-start; }
.browse-search-label { font-weight: 600; }
.browse-search-status { margin-top: 12px; }
.browse-search-results { display: flex; flex-direction: column; gap: 8px; }
.browse-search-class { display: flex; justify-content: space-between; flex-wrap: wrap; gap: 8px; }
.browse-full-width { width: 100%; }
.browse-listing-image { width: 100%; height: auto; border-radius: 8px; }
.browse-map { border: 0; }
.browse-align-start { align-self: start; }
html:root .browse-size-16 { font-size: 16px; }
html:root .browse-size-17 { font-size: 17px; }
html:root .browse-size-18 { font-size: 18px; }
html:root .browse-no-margin { margin: 0; }
html:root .browse-notice { margin-bottom: 16px; }
`;

export const injectBrowseStyles = (): void => injectStyleSheet('remote-browse', css);
