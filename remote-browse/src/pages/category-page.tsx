import { LoadError, NotFoundResult, PageLoading, pageStateOf } from '@portal/shared/ui-base';
import { HtmlContent, useNavigationLog } from '@portal/shared';
import { Empty, Flex, Typography } from '@portal/shared/ui';
import { List } from '@portal/shared/ui-data';
import { Link, useParams } from '@portal/shared/router';
import { paths } from '../lib/paths';
import { parseRouteId } from '../lib/route-id';
import { useCategory } from '../features/category/api/get-category';
import { useCategoryItems } from '../features/category/api/get-category-items';
import { CourseCard } from '../features/category/components/course-card';
import { PathwayCard } from '../features/category/components/pathway-card';

/** Big categories are paged: the page renders at most this many cards at a time. */
export const COURSES_PER_PAGE = 12;
export const PATHWAYS_PER_PAGE = 6;

const grid = { gutter: 16, xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 4 } as const;

const CategoryContent = ({ id }: { id: number }) => {
  const category = useCategory(id);
  const items = useCategoryItems(id);
  useNavigationLog(
    category.data && !category.isPlaceholderData
      ? {
          type: 'category',
          target: category.data.title,
          targetId: id,
          targetPath: paths.category(id),
          targetType: 'category',
        }
      : null,
  );

  // The two replies fail together (offline, the API down): one Retry brings back both, so that the
  // courses do not keep saying what failed once the category itself has loaded.
  const retryBoth = () => Promise.all([category.refetch(), items.refetch()]);
  const state = pageStateOf({ ...category, refetch: retryBoth }, 'Category');
  if (state || !category.data) return state;
  const { courses = [], pathways = [] } = items.data ?? {};
  return (
    <section aria-labelledby="category-heading">
      <Link to={paths.categories}>All categories</Link>
      <Typography.Title level={2} id="category-heading" style={{ marginTop: 8 }}>
        {category.data.title}
      </Typography.Title>
      <HtmlContent html={category.data.description} />
      {items.isError && !items.data ? (
        <LoadError
          title="Could not load the courses"
          error={items.error}
          onRetry={() => void items.refetch()}
        />
      ) : null}
      {items.isPending ? <PageLoading /> : null}
      {items.data && courses.length === 0 && pathways.length === 0 ? (
        <Empty description="This category has no courses yet." />
      ) : null}
      <Flex vertical gap="large">
        {pathways.length > 0 ? (
          <section aria-labelledby="category-pathways">
            <Typography.Title level={3} id="category-pathways">
              Pathways
            </Typography.Title>
            <List
              grid={grid}
              dataSource={pathways}
              rowKey="id"
              pagination={
                pathways.length > PATHWAYS_PER_PAGE
                  ? { pageSize: PATHWAYS_PER_PAGE, showSizeChanger: false }
                  : false
              }
              renderItem={(pathway) => (
                <List.Item>
                  <PathwayCard pathway={pathway} categoryId={id} />
                </List.Item>
              )}
            />
          </section>
        ) : null}
        {courses.length > 0 ? (
          <section aria-labelledby="category-courses">
            <Typography.Title level={3} id="category-courses">
              Courses
            </Typography.Title>
            <List
              grid={grid}
              dataSource={courses}
              rowKey="id"
              pagination={
                courses.length > COURSES_PER_PAGE
                  ? { pageSize: COURSES_PER_PAGE, showSizeChanger: false }
                  : false
              }
              renderItem={(course) => (
                <List.Item>
                  <CourseCard course={course} categoryId={id} />
                </List.Item>
              )}
            />
          </section>
        ) : null}
      </Flex>
    </section>
  );
};

/** `/category/{id}`: a category's pathways and courses. */
export const CategoryPage = () => {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundResult what="Category" />;
  return <CategoryContent key={id} id={id} />;
};
