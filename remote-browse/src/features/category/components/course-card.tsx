import type { CourseSummary } from '../../../contract';
import { Card, Heading } from '@portal/shared/ui-base';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { formatPrice, pluralize } from '../../../lib/format';
import { clearImageSource } from '../../../lib/images';
import { Rating } from '../../venue/components/rating';

/** A course on its category's page, named by its title (the base kit's Card is the article). */
export const CourseCard = ({ course, categoryId }: { course: CourseSummary; categoryId: number }) => (
  <Card
    aria-labelledby={`course-${course.id}-title`}
    cover={
      course.imageUrl ? (
        <img
          src={course.imageUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="browse-card-cover"
          onError={clearImageSource}
        />
      ) : undefined
    }
  >
    <div className="browse-card-stack">
      <Heading level={4} id={`course-${course.id}-title`}>
        <Link to={paths.course(categoryId, course.id)}>{course.title}</Link>
      </Heading>
      <span className="pt-secondary">{course.code}</span>
      <Rating rating={course.rating} trendLevel={course.trendLevel} />
      <p className="browse-clamp">{course.description}</p>
      <span>
        {pluralize(course.classCount, 'class', 'classes')}
        {course.nextStart ? ` · next starts ${course.nextStart}` : ''}
        {course.priceFrom === null ? '' : ` · from ${formatPrice(course.priceFrom)}`}
      </span>
    </div>
  </Card>
);
