import { Typography } from '@portal/shared/ui';
import { useTimezoneCache } from '../../../lib/use-timezone-cache';
import { CatalogSearch } from './catalog-search';
import { CategoryList } from './category-list';
import { FeaturedClasses } from './featured-classes';

/** `/categories`: search above the list, featured classes where shown, then the categories. */
export const CategoriesPage = () => {
  useTimezoneCache();
  return (
    <section aria-labelledby="categories-heading">
      <Typography.Title level={2} id="categories-heading">
        Browse Courses
      </Typography.Title>
      <CatalogSearch />
      <FeaturedClasses />
      <CategoryList />
    </section>
  );
};
