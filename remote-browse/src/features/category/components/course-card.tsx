import type { CourseSummary } from '../../../contract';
import { paths } from '../../../lib/paths';
import { formatPrice, pluralize } from '../../../lib/format';
import { coverImage } from '../../../lib/cover-image';
import { CatalogCard } from './catalog-card';

/** A course on its category's page, its picture on top. */
export const CourseCard = ({ course, categoryId }: { course: CourseSummary; categoryId: number }) => (
  <CatalogCard
    titleId={`course-${course.id}-title`}
    listing={course}
    to={paths.course(categoryId, course.id)}
    cover={coverImage(course.imageUrl, {
      width: 640,
      height: 360,
      loading: 'lazy',
      className: 'browse-cover browse-course-cover',
    })}
    summary={
      <>
        {pluralize(course.classCount, 'class', 'classes')}
        {course.nextStart ? ` · next starts ${course.nextStart}` : ''}
        {course.priceFrom === null ? '' : ` · from ${formatPrice(course.priceFrom)}`}
      </>
    }
  />
);
