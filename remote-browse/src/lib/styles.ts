import { injectStyleSheet } from '@portal/shared/ui-base';

/**
 * The browse remote's few styles, on the base kit's tokens, injected once by the pages that use them.
 * The category page's cards and the rating were antd's Card, Flex, Space and Typography: these
 * classes keep their look without loading antd (docs/adr/014-every-route-fast-on-a-phone.md).
 */
const css = `
.browse-page-title { margin-top: 8px; }
.browse-sections { display: flex; flex-direction: column; gap: 24px; margin-top: 16px; }
.browse-card-cover { display: block; width: 100%; height: 140px; object-fit: cover; }
.browse-card-stack { display: flex; flex-direction: column; gap: 4px; overflow-wrap: break-word; }
.browse-card-stack > * { margin: 0; }
/* Three lines at most, by CSS: nothing measures each card (antd's ellipsis observed every one). */
.browse-clamp { display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.browse-rating { display: flex; flex-wrap: wrap; gap: 0 8px; }
`;

export const injectBrowseStyles = (): void => injectStyleSheet('remote-browse', css);
