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
