import type { CategoryRef } from '../../../contract';
import { Space, Typography } from '@portal/shared/ui';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { relatedCategories } from '../rules/related-categories';

/** Related categories, only when there is more than one, each linking to its category page. */
export const RelatedCategoriesLinks = ({ categories }: { categories: readonly CategoryRef[] }) => {
  const related = relatedCategories(categories);
  if (related.length === 0) return null;
  return (
    <nav aria-label="Related categories">
      <Space wrap size="small">
        <Typography.Text type="secondary">Related categories:</Typography.Text>
        {related.map((category) => (
          <Link key={category.categoryId} to={paths.category(category.categoryId)}>
            {category.categoryTitle}
          </Link>
        ))}
      </Space>
    </nav>
  );
};
