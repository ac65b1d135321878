import type { ReactNode } from 'react';
import { Heading } from './layout';
import { SignedInOnly } from './signed-in-only';

/**
 * A student's own page (`/account`, `/documents`, `/schedule`…): a section named by its heading
 * (`{name}-page-heading`, the id the pages and their tests have always used), with the content shown
 * only to a signed-in student (`SignedInOnly`). The heading shows to visitors too, so that they see
 * where the sign-in notice leads.
 */
export const SignedInPage = ({
  name,
  title,
  children,
}: {
  name: string;
  title: ReactNode;
  children: ReactNode;
}) => (
  <section aria-labelledby={`${name}-page-heading`}>
    <Heading level={2} id={`${name}-page-heading`}>
      {title}
    </Heading>
    <SignedInOnly>{children}</SignedInOnly>
  </section>
);
