import type { CourseSummary } from '../../../contract';
import { Flex, Typography } from '@portal/shared/ui';
import { Card } from '@portal/shared/ui-data';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { formatPrice, pluralize } from '../../../lib/format';
import { clearImageSource } from '../../../lib/images';
import { Rating } from '../../venue/components/rating';
import { clamp } from './clamp';

export const CourseCard = ({ course, categoryId }: { course: CourseSummary; categoryId: number }) => (
  <article aria-labelledby={`course-${course.id}-title`} style={{ height: '100%' }}>
    <Card
      style={{ height: '100%' }}
      cover={
        course.imageUrl ? (
          <img
            src={course.imageUrl}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            style={{ objectFit: 'cover', width: '100%', height: 140 }}
            onError={clearImageSource}
          />
        ) : undefined
      }
    >
      <Flex vertical gap={4}>
        <Typography.Title level={4} id={`course-${course.id}-title`} style={{ fontSize: 16, margin: 0 }}>
          <Link to={paths.course(categoryId, course.id)}>{course.title}</Link>
        </Typography.Title>
        <Typography.Text type="secondary">{course.code}</Typography.Text>
        <Rating rating={course.rating} trendLevel={course.trendLevel} />
        <Typography.Paragraph style={clamp}>{course.description}</Typography.Paragraph>
        <Typography.Text>
          {pluralize(course.classCount, 'class', 'classes')}
          {course.nextStart ? ` · next starts ${course.nextStart}` : ''}
          {course.priceFrom === null ? '' : ` · from ${formatPrice(course.priceFrom)}`}
        </Typography.Text>
      </Flex>
    </Card>
  </article>
);
