import type { CourseSummary } from '../../../contract';
import { Card, Heading } from '@portal/shared/ui-base';
import { Link } from '@portal/shared/router';
import type { ReactNode } from 'react';
import { Rating } from '../../venue/components/rating';

type Props = {
  /** Unique on the page: names the card through its title's id. */
  titleId: string;
  listing: Pick<CourseSummary, 'title' | 'code' | 'rating' | 'trendLevel' | 'description'>;
  to: string;
  /** The line of figures under the description (classes, dates, price). */
  summary: ReactNode;
  cover?: ReactNode;
};

/** A course or pathway on its category's page, named by its title (the base kit's Card is the article). */
export const CatalogCard = ({
  titleId,
  listing: { title, code, rating, trendLevel, description },
  to,
  summary,
  cover,
}: Props) => (
  <Card aria-labelledby={titleId} cover={cover}>
    <div className="browse-card-stack">
      <Heading level={4} id={titleId}>
        <Link to={to}>{title}</Link>
      </Heading>
      <span className="pt-secondary">{code}</span>
      <Rating rating={rating} trendLevel={trendLevel} />
      <p className="browse-clamp">{description}</p>
      <span>{summary}</span>
    </div>
  </Card>
);
