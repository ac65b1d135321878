import type { ReactNode } from 'react';
import { Heading } from './layout';
import { pageStateOf, type PageQuery, type PageStateTexts } from './page-states';

/**
 * A slide-out's content that one query loads: a section named by its heading, then the data as
 * `children` renders it or, until there is data, the query's state (`pageStateOf`: loading,
 * "{what} not found", or the failure with Retry; a remote in the portal's language gives its own
 * sentences for the last two).
 */
export const QuerySection = <T,>({
  headingId,
  heading,
  query,
  what,
  children,
}: {
  headingId: string;
  /** The loaded thing's title, or what it is until it has loaded. */
  heading: ReactNode;
  query: PageQuery & { data: T | undefined };
  what: string | PageStateTexts;
  children: (data: T) => ReactNode;
}) => (
  <section aria-labelledby={headingId}>
    <Heading level={2} id={headingId}>
      {heading}
    </Heading>
    {query.data === undefined ? pageStateOf(query, what) : children(query.data)}
  </section>
);
