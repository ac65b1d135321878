import type { CategoryRef } from '../../../contract';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { useVenueMessages } from '../messages/catalog';
import { relatedCategories } from '../rules/related-categories';

/** Related categories, only when there is more than one, each linking to its category page. */
export const RelatedCategoriesLinks = ({ categories }: { categories: readonly CategoryRef[] }) => {
  const m = useVenueMessages();
  const related = relatedCategories(categories);
  if (related.length === 0) return null;
  return (
    <nav aria-label={m('venue.relatedCategories')}>
      <div className="browse-row">
        <span className="pt-secondary">{m('venue.relatedCategoriesLead')}</span>
        {related.map((category) => (
          <Link key={category.categoryId} to={paths.category(category.categoryId)}>
            {category.categoryTitle}
          </Link>
        ))}
      </div>
    </nav>
  );
};
