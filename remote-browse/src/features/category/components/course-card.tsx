import type { CourseSummary } from '../../../contract';
import { paths } from '../../../lib/paths';
import { formatPrice, pluralize } from '../../../lib/format';
import { clearImageSource } from '../../../lib/images';
import { CatalogCard } from './catalog-card';

/** A course on its category's page, its picture on top. */
export const CourseCard = ({ course, categoryId }: { course: CourseSummary; categoryId: number }) => (
  <CatalogCard
    titleId={`course-${course.id}-title`}
    title={course.title}
    to={paths.course(categoryId, course.id)}
    code={course.code}
    rating={course.rating}
    trendLevel={course.trendLevel}
    description={course.description}
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
    summary={
      <>
        {pluralize(course.classCount, 'class', 'classes')}
        {course.nextStart ? ` · next starts ${course.nextStart}` : ''}
        {course.priceFrom === null ? '' : ` · from ${formatPrice(course.priceFrom)}`}
      </>
    }
  />
);
