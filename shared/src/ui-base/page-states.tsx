import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-error';
import { Button } from './button';
import { Notice, ResultPanel, SkeletonLines } from './feedback';

export const PageLoading = () => <SkeletonLines rows={8} />;

export const NotFoundResult = ({ what }: { what: string }) => (
  <ResultPanel title={`${what} not found`} subTitle="It may have been removed, or the link is wrong." />
);

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
    description={error.message}
    action={
      <Button size="small" onClick={onRetry}>
        Retry
      </Button>
    }
  />
);

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
    return (
      <LoadError
        title={`Could not load the ${what.toLowerCase()}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PageLoading />;
};
