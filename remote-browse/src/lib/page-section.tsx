import { Heading } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';

/** A browse page's section, named by its title: the page's level-2 heading. */
export const PageSection = ({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={headingId}>
    <Heading level={2} id={headingId}>
      {title}
    </Heading>
    {children}
  </section>
);
