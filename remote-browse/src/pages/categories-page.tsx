import { useSchool } from '@portal/shared';
import { SkeletonLines } from '@portal/shared/ui-base';
import { useCategories } from '../features/categories/api/get-categories';
import { useFeaturedClasses } from '../features/categories/api/get-featured-classes';
import { CatalogSearch } from '../features/categories/components/catalog-search';
import { CategoryList } from '../features/categories/components/category-list';
import { FeaturedClasses } from '../features/categories/components/featured-classes';
import { PageSection } from '../lib/page-section';
import { injectBrowseStyles } from '../lib/styles';
import { useCategoriesMessages } from '../features/categories/messages/catalog';

injectBrowseStyles();

/**
 * `/categories`: search above the list, featured classes where shown, then the categories. The first
 * page most visitors see, so it is built from the base kit alone (no antd in the first load). Featured
 * classes and categories appear together, once both have answered (or come from the cache), so that
 * the one arriving second never pushes the other down the screen.
 */
export const CategoriesPage = () => {
  const m = useCategoriesMessages();
  const { features } = useSchool();
  const featured = useFeaturedClasses(features.showFeaturedClasses);
  const categories = useCategories();
  // One observer each, here: a list mounting its own would refetch a failed query and loop.
  const featuredPending = features.showFeaturedClasses && featured.isPending;
  return (
    <PageSection headingId="categories-heading" title={m('categories.title')}>
      <CatalogSearch />
      {featuredPending || categories.isPending ? (
        <SkeletonLines rows={6} label={m('categories.loading')} />
      ) : (
        <>
          {features.showFeaturedClasses ? <FeaturedClasses featured={featured} /> : null}
          <CategoryList categories={categories} />
        </>
      )}
    </PageSection>
  );
};
