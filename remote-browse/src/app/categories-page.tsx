import { Typography } from '@portal/shared/ui';
import { useTimezoneCache } from '../lib/use-timezone-cache';
import { CategoryList } from '../features/categories/components/category-list';
import { FeaturedClasses } from '../features/featured/components/featured-classes';
import { CatalogSearch } from '../features/search/components/catalog-search';

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
