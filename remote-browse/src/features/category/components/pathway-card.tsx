import type { PathwaySummary } from '../../../contract';
import { Card, Heading } from '@portal/shared/ui-base';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { formatPrice, pluralize } from '../../../lib/format';
import { Rating } from '../../venue/components/rating';

/** A pathway on its category's page, named by its title (the base kit's Card is the article). */
export const PathwayCard = ({ pathway, categoryId }: { pathway: PathwaySummary; categoryId: number }) => (
  <Card aria-labelledby={`pathway-${pathway.id}-title`}>
    <div className="browse-card-stack">
      <Heading level={4} id={`pathway-${pathway.id}-title`}>
        <Link to={paths.pathway(categoryId, pathway.id)}>{pathway.title}</Link>
      </Heading>
      <span className="pt-secondary">{pathway.code}</span>
      <Rating rating={pathway.rating} trendLevel={pathway.trendLevel} />
      <p className="browse-clamp">{pathway.description}</p>
      <span>
        {pluralize(pathway.nodeCount, 'class', 'classes')}
        {pathway.dateRange ? ` · ${pathway.dateRange}` : ''}
        {pathway.hideCost ? '' : ` · ${formatPrice(pathway.totalPrice)}`}
      </span>
    </div>
  </Card>
);
