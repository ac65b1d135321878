import { isNotFound, LoadError, ResultPanel, SkeletonLines, type PageQuery } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';
import { useCommonMessages } from '../messages/catalog';

/**
 * What a page says when its thing is not found ("Schedule not found"), or fails to load: words of the
 * page's own catalog, so that no page loads the others'.
 */
export type PageStateTexts = { notFound: string; loadError: string };

/** The base kit's `PageLoading`, labelled in this remote's words. */
const PageLoading = () => {
  const m = useCommonMessages();
  return <SkeletonLines rows={8} label={m('common.loading')} />;
};

/** The base kit's not-found result, with this remote's hint. */
const PageNotFound = ({ title }: { title: string }) => {
  const m = useCommonMessages();
  return <ResultPanel title={title} subTitle={m('common.notFoundHint')} />;
};

/**
 * The base kit's `pageStateOf`, in this remote's words: while the page's main query has no data, its
 * not-found result for a 404 ("Schedule not found"), the failure with Retry, or loading; null once
 * there is data (a failed refetch keeps showing what was loaded).
 */
export const enrollmentsPageState = (query: PageQuery, texts: PageStateTexts): ReactNode => {
  if (query.data !== undefined) return null;
  if (query.isError && query.error) {
    if (isNotFound(query.error)) return <PageNotFound title={texts.notFound} />;
    return <LoadError title={texts.loadError} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <PageLoading />;
};
