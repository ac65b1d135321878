import type { CourseSummary } from '../../../contract';
import { paths } from '../../../lib/paths';
import { formatPrice } from '../../../lib/format';
import { coverImage } from '../../../lib/cover-image';
import { useSharedMessages } from '../../../messages/catalog';
import { useCategoryMessages } from '../messages/catalog';
import { CatalogCard } from './catalog-card';

type Props = {
  course: CourseSummary;
  categoryId: number;
  /**
   * The first card of the page shown. Its picture is on a phone's first screen, where it is the largest
   * thing the page draws (Lighthouse's LCP element), so it loads at once and first; the others load as
   * they scroll into view.
   */
  first?: boolean;
};

/** A course on its category's page, its picture on top. */
export const CourseCard = ({ course, categoryId, first = false }: Props) => {
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
        ...(first ? { fetchPriority: 'high' } : { loading: 'lazy' }),
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
