import type { PathwaySummary } from '../../../contract';
import { paths } from '../../../lib/paths';
import { formatPrice, pluralize } from '../../../lib/format';
import { CatalogCard } from './catalog-card';

/** A pathway on its category's page. */
export const PathwayCard = ({ pathway, categoryId }: { pathway: PathwaySummary; categoryId: number }) => (
  <CatalogCard
    titleId={`pathway-${pathway.id}-title`}
    listing={pathway}
    to={paths.pathway(categoryId, pathway.id)}
    summary={
      <>
        {pluralize(pathway.nodeCount, 'class', 'classes')}
        {pathway.dateRange ? ` · ${pathway.dateRange}` : ''}
        {pathway.hideCost ? '' : ` · ${formatPrice(pathway.totalPrice)}`}
      </>
    }
  />
);
