import { Alert, Button, Empty, Skeleton, Typography } from '@portal/shared/ui';
import { List } from '@portal/shared/ui-data';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';

/** `/categories`: the school's course categories, each linking to its category page. */
export const CategoriesPage = () => {
  const categories = useCategories();

  return (
    <section aria-labelledby="categories-heading">
      <Typography.Title level={2} id="categories-heading">
        Browse Courses
      </Typography.Title>
      {categories.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {categories.isError ? (
        <Alert
          type="error"
          showIcon
          message="Could not load the categories"
          description={categories.error.message}
          action={
            <Button size="small" onClick={() => void categories.refetch()}>
              Retry
            </Button>
          }
        />
      ) : null}
      {categories.data && categories.data.categories.length === 0 ? (
        <Empty description="No categories are available yet." />
      ) : null}
      {categories.data && categories.data.categories.length > 0 ? (
        <List
          grid={{ gutter: 16, xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 4 }}
          dataSource={categories.data.categories}
          rowKey="id"
          renderItem={(category) => (
            <List.Item>
              <CategoryCard category={category} />
            </List.Item>
          )}
        />
      ) : null}
    </section>
  );
};
