import { Heading } from '@portal/shared/ui-base';
import { useId, type ReactNode } from 'react';

/**
 * A titled panel of the payments pages, its actions beside the title (antd's Card look, in the base
 * kit's): a section named by its heading, a level under the page's title.
 */
export const TitledCard = ({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) => {
  const headingId = `pay-card-${useId().replace(/:/g, '')}`;
  return (
    <section className="pt-card pay-titled-card" aria-labelledby={headingId}>
      <div className="pay-titled-card-head">
        <Heading level={3} id={headingId} className="pay-titled-card-title">
          {title}
        </Heading>
        {actions}
      </div>
      <div className="pt-card-body">{children}</div>
    </section>
  );
};
