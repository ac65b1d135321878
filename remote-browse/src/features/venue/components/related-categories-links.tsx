import type { CategoryRef } from '../../../contract';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { relatedCategories } from '../rules/related-categories';

/** Related categories, only when there is more than one, each linking to its category page. */
export const RelatedCategoriesLinks = ({ categories }: { categories: readonly CategoryRef[] }) => {
  const related = relatedCategories(categories);
  if (related.length === 0) return null;
  return (
    <nav aria-label="Related categories">
      <div className="browse-row">
        <span className="pt-secondary">Related categories:</span>
        {related.map((category) => (
          <Link key={category.categoryId} to={paths.category(category.categoryId)}>
            {category.categoryTitle}
          </Link>
        ))}
      </div>
    </nav>
  );
};
