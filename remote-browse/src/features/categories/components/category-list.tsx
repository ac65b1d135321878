import { Empty, Skeleton } from '@portal/shared/ui';
import { List } from '@portal/shared/ui-data';
import { LoadError } from '../../../venue/components/page-states';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';

/** The school's course categories, each linking to its category page. */
export const CategoryList = () => {
  const categories = useCategories();
  return (
    <>
      {categories.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {categories.isError && !categories.data ? (
        <LoadError
          title="Could not load the categories"
          error={categories.error}
          onRetry={() => void categories.refetch()}
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
    </>
  );
};
