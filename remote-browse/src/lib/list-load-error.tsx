import { LoadError } from '@portal/shared/ui-base';

/** What a list needs of the query it shows. */
type ListQuery = { data: unknown; isError: boolean; error: Error | null; refetch: () => unknown };

/**
 * A list's load failure with the server's message and a Retry, only while the list has nothing to
 * show: a failed refetch keeps showing what was loaded.
 */
export const ListLoadError = ({ query, title }: { query: ListQuery; title: string }) =>
  query.isError && !query.data && query.error ? (
    <LoadError title={title} error={query.error} onRetry={() => void query.refetch()} />
  ) : null;
