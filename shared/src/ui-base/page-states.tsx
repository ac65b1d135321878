import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-error';
import { useSharedMessages } from '../i18n/shared-catalog';
import { Button } from './button';
import { Notice, ResultPanel, SkeletonLines } from './feedback';
import { useRefusal } from '../i18n/catalog';

export const PageLoading = () => <SkeletonLines rows={8} />;

/**
 * What a page says when its thing is not found ("Schedule not found") or fails to load, in its own
 * catalog's words: a whole sentence each, which a noun put into the contract's sentence cannot give
 * in every language.
 */
export type PageStateTexts = { notFound: string; loadError: string };

/**
 * "{what} not found", or the page's own `title`. `what` is the caller's noun ('Course'), the spec's
 * English word; a page in the portal's language gives its own sentence as `title`.
 */
export const NotFoundResult = (props: { what: string } | { title: string }) => {
  const m = useSharedMessages();
  const title = 'title' in props ? props.title : m('pageState.notFound', { what: props.what });
  return <ResultPanel title={title} subTitle={m('pageState.notFoundHint')} />;
};

/** Retry, in the portal's language. */
const RetryButton = ({ onRetry }: { onRetry: () => void }) => {
  const m = useSharedMessages();
  return (
    <Button size="small" onClick={onRetry}>
      {m('pageState.retry')}
    </Button>
  );
};

/**
 * A server's message in the portal's language where a catalog on the page knows its English (a
 * contract's refusal); the form kits' catalog is not loaded for it, to keep it out of first screens.
 */
const ServerMessage = ({ text }: { text: string }) => <>{useRefusal(text)}</>;

/** A load failure with the server's message and a Retry. */
export const LoadError = ({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error | ApiError;
  onRetry: () => void;
}) => (
  <Notice
    type="error"
    title={title}
    description={<ServerMessage text={error.message} />}
    action={<RetryButton onRetry={onRetry} />}
  />
);

/** "Could not load the {what}" (the noun in lower case), with the failure and a Retry. */
const LoadFailed = ({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) => {
  const m = useSharedMessages();
  return (
    <LoadError
      title={m('pageState.loadFailed', { what: what.toLowerCase() })}
      error={error}
      onRetry={onRetry}
    />
  );
};

export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && (error as ApiError).status === 404;

/** What a page needs of the query it cannot show anything without. */
export type PageQuery = { data: unknown; isError: boolean; error: Error | null; refetch: () => unknown };

/**
 * A page's state while its main query has no data: "{what} not found" for a 404, the failure with
 * Retry, or loading. Null once there is data (a failed refetch keeps showing what was loaded). A page
 * in the portal's language gives its own sentences (`PageStateTexts`) instead of a noun.
 */
export const pageStateOf = (query: PageQuery, what: string | PageStateTexts): ReactNode => {
  if (query.data !== undefined) return null;
  if (query.isError && query.error) {
    const retry = () => void query.refetch();
    if (typeof what !== 'string') {
      if (isNotFound(query.error)) return <NotFoundResult title={what.notFound} />;
      return <LoadError title={what.loadError} error={query.error} onRetry={retry} />;
    }
    if (isNotFound(query.error)) return <NotFoundResult what={what} />;
    return <LoadFailed what={what} error={query.error} onRetry={retry} />;
  }
  return <PageLoading />;
};
