/**
 * The base kit: the portal's look in plain React and CSS, for the chrome and the first pages. Nothing
 * here loads antd, so a first visit runs no style engine and downloads no component library; pages
 * and panels that need antd's widgets (forms, tables, modals, drawers) import its barrels and load
 * them on demand (docs/adr/005-first-load-budget.md).
 */
import { injectBaseStyles } from './styles';

injectBaseStyles();

export { AfterFirstPaint } from './after-first-paint';
export { Button } from './button';
export { EmptyState, Notice, ResultPanel, SkeletonLines, Spinner } from './feedback';
export { Card, GridList, Heading } from './layout';
export {
  isNotFound,
  LoadError,
  NotFoundResult,
  PageLoading,
  pageStateOf,
  type PageQuery,
  type PageStateTexts,
} from './page-states';
export { QuerySection } from './query-section';
export {
  firstHeading,
  focusFirstFieldOnMount,
  focusIsBusy,
  focusStatic,
  keepTabInside,
  rescueFocus,
  tabStops,
  useEditorFocus,
  whenPresent,
} from './focus';
export { loadOnIntent } from './load-on-intent';
export { lazyOnDemand, ON_DEMAND_FAILED, OnDemand } from './on-demand';
export { CountBadge, Popover } from './popover';
export { Pager } from './pager';
export { useMediaQuery } from './use-media-query';
export { useOnceTrue } from './use-once-true';
export { injectStyleSheet } from './inject-style-sheet';
export { NOT_AUTHORIZED, SignedInOnly } from './signed-in-only';
export { SignedInPage } from './signed-in-page';
