import type { PathwaySummary } from '../../../contract';
import { paths } from '../../../lib/paths';
import { formatPrice } from '../../../lib/format';
import { useSharedMessages } from '../../../messages/catalog';
import { useCategoryMessages } from '../messages/catalog';
import { CatalogCard } from './catalog-card';

/** A pathway on its category's page. */
export const PathwayCard = ({ pathway, categoryId }: { pathway: PathwaySummary; categoryId: number }) => {
  const m = useCategoryMessages();
  const shared = useSharedMessages();
  return (
    <CatalogCard
      titleId={`pathway-${pathway.id}-title`}
      listing={pathway}
      to={paths.pathway(categoryId, pathway.id)}
      summary={
        <>
          {m('category.classCount', { count: pathway.nodeCount })}
          {pathway.dateRange ? ` · ${pathway.dateRange}` : ''}
          {pathway.hideCost ? '' : ` · ${formatPrice(pathway.totalPrice, shared)}`}
        </>
      }
    />
  );
};
