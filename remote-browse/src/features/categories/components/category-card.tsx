import type { Category } from '@portal/shared';
import { Card } from '@portal/shared/ui-data';
import { Typography } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { clearImageSource } from '../../../lib/images';

export const CategoryCard = ({ category }: { category: Category }) => (
  <Card
    aria-labelledby={`category-${category.id}-title`}
    cover={
      category.imageUrl ? (
        <img
          src={category.imageUrl}
          alt=""
          height={160}
          style={{ objectFit: 'cover', width: '100%' }}
          onError={clearImageSource}
        />
      ) : undefined
    }
  >
    <Typography.Title level={3} id={`category-${category.id}-title`} style={{ fontSize: 18, marginTop: 0 }}>
      <Link to={paths.category(category.id)}>{category.title}</Link>
    </Typography.Title>
    {category.description ? (
      <Typography.Paragraph type="secondary">{category.description}</Typography.Paragraph>
    ) : null}
  </Card>
);
