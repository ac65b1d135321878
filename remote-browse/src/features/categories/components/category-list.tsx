import { EmptyState, GridList } from '@portal/shared/ui-base';
import { ListLoadError } from '../../../lib/list-load-error';
import { useCategoriesMessages } from '../messages/catalog';
import type { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';

/**
 * The school's course categories, each linking to its category page. The page owns the query and its
 * loading state, so that this list and the featured classes appear together.
 */
export const CategoryList = ({ categories }: { categories: ReturnType<typeof useCategories> }) => {
  const m = useCategoriesMessages();
  return (
    <>
      <ListLoadError query={categories} title={m('categories.loadError')} />
      {categories.data && categories.data.categories.length === 0 ? (
        <EmptyState>{m('categories.empty')}</EmptyState>
      ) : null}
      {categories.data && categories.data.categories.length > 0 ? (
        <GridList columns={{ sm: 1, md: 2, lg: 2, xl: 3, xxl: 4 }} label={m('categories.listLabel')}>
          {categories.data.categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </GridList>
      ) : null}
    </>
  );
};
