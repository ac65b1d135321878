import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-error';
import { useSharedMessages } from '../i18n/shared-catalog';
import { Button } from './button';
import { Notice, ResultPanel, SkeletonLines } from './feedback';
import { useRefusal } from '../i18n/catalog';

export const PageLoading = () => <SkeletonLines rows={8} />;

/**
 * "{what} not found". `what` is the caller's noun ('Course'): English callers pass the spec's word,
 * a remote speaking another language may pass its own translation.
 */
export const NotFoundResult = ({ what }: { what: string }) => {
  const m = useSharedMessages();
  return <ResultPanel title={m('pageState.notFound', { what })} subTitle={m('pageState.notFoundHint')} />;
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
 * Retry, or loading. Null once there is data (a failed refetch keeps showing what was loaded).
 */
export const pageStateOf = (query: PageQuery, what: string): ReactNode => {
  if (query.data !== undefined) return null;
  if (query.isError && query.error) {
    if (isNotFound(query.error)) return <NotFoundResult what={what} />;
    return <LoadFailed what={what} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <PageLoading />;
};
