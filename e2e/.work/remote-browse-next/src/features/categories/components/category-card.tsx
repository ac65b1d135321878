import type { Category } from '@portal/shared';
import { Card, Image } from '@portal/shared/ui-data';
import { Typography } from '@portal/shared/ui';
import { Link } from 'react-router-dom';

export const categoryPath = (id: number) => `/category/${id}`;

export const CategoryCard = ({ category }: { category: Category }) => (
  <Card
    aria-labelledby={`category-${category.id}-title`}
    cover={
      category.imageUrl ? (
        <Image src={category.imageUrl} alt="" preview={false} height={160} style={{ objectFit: 'cover' }} />
      ) : undefined
    }
  >
    <Typography.Title level={3} id={`category-${category.id}-title`} style={{ fontSize: 18, marginTop: 0 }}>
      <Link to={categoryPath(category.id)}>{category.title}</Link>
    </Typography.Title>
    {category.description ? (
      <Typography.Paragraph type="secondary">{category.description}</Typography.Paragraph>
    ) : null}
  </Card>
);
