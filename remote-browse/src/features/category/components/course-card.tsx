import type { CourseSummary } from '../../../contract';
import { paths } from '../../../lib/paths';
import { formatPrice } from '../../../lib/format';
import { coverImage } from '../../../lib/cover-image';
import { useSharedMessages } from '../../../messages/catalog';
import { useCategoryMessages } from '../messages/catalog';
import { CatalogCard } from './catalog-card';

/** A course on its category's page, its picture on top. */
export const CourseCard = ({ course, categoryId }: { course: CourseSummary; categoryId: number }) => {
  const m = useCategoryMessages();
  const shared = useSharedMessages();
  return (
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
          {m('category.classCount', { count: course.classCount })}
          {course.nextStart ? ` · ${m('category.nextStarts', { date: course.nextStart })}` : ''}
          {course.priceFrom === null
            ? ''
            : ` · ${m('category.priceFrom', { price: formatPrice(course.priceFrom, shared) })}`}
        </>
      }
    />
  );
};
