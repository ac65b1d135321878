import type { Category } from '../../../contract';
import { Card } from '@portal/shared/ui-base';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { coverImage } from '../../../lib/cover-image';

export const CategoryCard = ({ category }: { category: Category }) => (
  <Card
    aria-labelledby={`category-${category.id}-title`}
    cover={coverImage(category.imageUrl, { height: 160, className: 'browse-cover' })}
  >
    <h3 className="pt-h browse-size-18" id={`category-${category.id}-title`}>
      <Link to={paths.category(category.id)}>{category.title}</Link>
    </h3>
    {category.description ? <p className="pt-secondary">{category.description}</p> : null}
  </Card>
);
