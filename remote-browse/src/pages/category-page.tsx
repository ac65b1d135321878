import { EmptyState } from '@portal/shared/ui-base';
import { HtmlContent } from '@portal/shared';
import { Link, useParams } from '@portal/shared/router';
import { paths } from '../lib/paths';
import { ListLoadError } from '../lib/list-load-error';
import { NotFoundResult, PageLoading, pageStateOf } from '@portal/shared/ui-base';
import { parseRouteId } from '../lib/route-id';
import { injectBrowseStyles } from '../lib/styles';
import { useCatalogVisit } from '../lib/use-catalog-visit';
import { useCategory } from '../features/category/api/get-category';
import { useCategoryItems } from '../features/category/api/get-category-items';
import { CourseCard } from '../features/category/components/course-card';
import { PagedCardSection } from '../features/category/components/paged-card-section';
import { PathwayCard } from '../features/category/components/pathway-card';
import { useCategoryMessages } from '../features/category/messages/catalog';

injectBrowseStyles();

/** Big categories are paged: the page renders at most this many cards at a time. */
export const COURSES_PER_PAGE = 12;
export const PATHWAYS_PER_PAGE = 6;

const CategoryContent = ({ id }: { id: number }) => {
  const m = useCategoryMessages();
  const category = useCategory(id);
  const items = useCategoryItems(id);
  useCatalogVisit('category', category, id, paths.category(id));

  // The two replies fail together (offline, the API down): one Retry brings back both, so that the
  // courses do not keep saying what failed once the category itself has loaded.
  const retryBoth = () => Promise.all([category.refetch(), items.refetch()]);
  const state = pageStateOf(
    { ...category, refetch: retryBoth },
    { notFound: m('page.categoryNotFound'), loadError: m('page.categoryLoadError') },
  );
  if (state || !category.data) return state;
  const { courses = [], pathways = [] } = items.data ?? {};
  return (
    <section aria-labelledby="category-heading">
      <Link to={paths.categories}>{m('category.allCategories')}</Link>
      <h2 className="pt-h browse-page-title" id="category-heading">
        {category.data.title}
      </h2>
      <HtmlContent html={category.data.description} />
      <ListLoadError query={items} title={m('category.coursesLoadError')} />
      {items.isPending ? <PageLoading /> : null}
      {items.data && courses.length === 0 && pathways.length === 0 ? (
        <EmptyState>{m('category.empty')}</EmptyState>
      ) : null}
      <div className="browse-sections">
        {pathways.length > 0 ? (
          <PagedCardSection
            headingId="category-pathways"
            title={m('category.pathways')}
            pagerLabel={m('category.pathwaysPages')}
            items={pathways}
            perPage={PATHWAYS_PER_PAGE}
            renderItem={(pathway) => <PathwayCard pathway={pathway} categoryId={id} />}
          />
        ) : null}
        {courses.length > 0 ? (
          <PagedCardSection
            headingId="category-courses"
            title={m('category.courses')}
            pagerLabel={m('category.coursesPages')}
            items={courses}
            perPage={COURSES_PER_PAGE}
            renderItem={(course, index) => <CourseCard course={course} categoryId={id} first={index === 0} />}
          />
        ) : null}
      </div>
    </section>
  );
};

/**
 * `/category/{id}`: a category's pathways and courses. A page a visitor can land on first (a shared
 * link, a search result), so it draws from the base kit alone: no antd in its load (ADR 014).
 */
export const CategoryPage = () => {
  const m = useCategoryMessages();
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundResult title={m('page.categoryNotFound')} />;
  return <CategoryContent key={id} id={id} />;
};
