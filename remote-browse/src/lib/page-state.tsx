import { isNotFound, LoadError, ResultPanel, SkeletonLines, type PageQuery } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';
import { useSharedMessages } from '../messages/catalog';

/** What a browse page says when its thing is not found, or fails to load: in its own catalog's words. */
export type BrowsePageTexts = { notFound: string; loadError: string };

/** The base kit's `PageLoading`, labelled in this remote's words. */
export const BrowsePageLoading = () => {
  const m = useSharedMessages();
  return <SkeletonLines rows={8} label={m('page.loading')} />;
};

/** The base kit's `NotFoundResult` ("Category not found"), in this remote's words. */
export const BrowseNotFound = ({ title }: { title: string }) => {
  const m = useSharedMessages();
  return <ResultPanel title={title} subTitle={m('page.notFoundHint')} />;
};

/**
 * The base kit's `pageStateOf`, in this remote's words: while the page's main query has no data, its
 * not-found result for a 404, the failure with Retry, or loading; null once there is data.
 */
export const browsePageState = (query: PageQuery, texts: BrowsePageTexts): ReactNode => {
  if (query.data !== undefined) return null;
  if (query.isError && query.error) {
    if (isNotFound(query.error)) return <BrowseNotFound title={texts.notFound} />;
    return <LoadError title={texts.loadError} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <BrowsePageLoading />;
};
