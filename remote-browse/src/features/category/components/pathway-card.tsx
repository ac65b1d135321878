import type { PathwaySummary } from '../../../contract';
import { Flex, Typography } from '@portal/shared/ui';
import { Card } from '@portal/shared/ui-data';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { formatPrice, pluralize } from '../../../lib/format';
import { Rating } from '../../venue/components/rating';
import { clamp } from './clamp';

export const PathwayCard = ({ pathway, categoryId }: { pathway: PathwaySummary; categoryId: number }) => (
  <article aria-labelledby={`pathway-${pathway.id}-title`} style={{ height: '100%' }}>
    <Card style={{ height: '100%' }}>
      <Flex vertical gap={4}>
        <Typography.Title level={4} id={`pathway-${pathway.id}-title`} style={{ fontSize: 16, margin: 0 }}>
          <Link to={paths.pathway(categoryId, pathway.id)}>{pathway.title}</Link>
        </Typography.Title>
        <Typography.Text type="secondary">{pathway.code}</Typography.Text>
        <Rating rating={pathway.rating} trendLevel={pathway.trendLevel} />
        <Typography.Paragraph style={clamp}>{pathway.description}</Typography.Paragraph>
        <Typography.Text>
          {pluralize(pathway.nodeCount, 'class', 'classes')}
          {pathway.dateRange ? ` · ${pathway.dateRange}` : ''}
          {pathway.hideCost ? '' : ` · ${formatPrice(pathway.totalPrice)}`}
        </Typography.Text>
      </Flex>
    </Card>
  </article>
);
