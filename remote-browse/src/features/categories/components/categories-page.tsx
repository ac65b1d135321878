import { Heading } from '@portal/shared/ui-base';
import { useTimezoneCache } from '../../../lib/use-timezone-cache';
import { CatalogSearch } from './catalog-search';
import { CategoryList } from './category-list';
import { FeaturedClasses } from './featured-classes';

/**
 * `/categories`: search above the list, featured classes where shown, then the categories. The first
 * page most visitors see, so it is built from the base kit alone (no antd in the first load).
 */
export const CategoriesPage = () => {
  useTimezoneCache();
  return (
    <section aria-labelledby="categories-heading">
      <Heading level={2} id="categories-heading">
        Browse Courses
      </Heading>
      <CatalogSearch />
      <FeaturedClasses />
      <CategoryList />
    </section>
  );
};
