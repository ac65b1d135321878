import {
  Heading,
  isNotFound,
  LoadError,
  ResultPanel,
  SkeletonLines,
  type PageQuery,
} from '@portal/shared/ui-base';
import type { ReactNode } from 'react';
import { useCommonMessages } from '../messages/catalog';

/**
 * The base kit's `QuerySection`, in this remote's words: a slide-out's content that one query loads,
 * a section named by its heading, then the data as `children` renders it or, until there is data, the
 * query's state (loading, `notFound` for a 404, or `loadFailed` with Retry).
 */
export const RegistrationQuerySection = <T,>({
  headingId,
  heading,
  query,
  notFound,
  loadFailed,
  children,
}: {
  headingId: string;
  /** The loaded thing's title, or what it is until it has loaded. */
  heading: ReactNode;
  query: PageQuery & { data: T | undefined };
  notFound: string;
  loadFailed: string;
  children: (data: T) => ReactNode;
}) => {
  const m = useCommonMessages();
  const state = (): ReactNode => {
    if (query.isError && query.error) {
      if (isNotFound(query.error))
        return <ResultPanel title={notFound} subTitle={m('common.notFoundHint')} />;
      return <LoadError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
    }
    return <SkeletonLines rows={8} label={m('common.loading')} />;
  };
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {heading}
      </Heading>
      {query.data === undefined ? state() : children(query.data)}
    </section>
  );
};
