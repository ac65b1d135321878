import { EmptyState, Heading } from '@portal/shared/ui-base';
import { Link, useParams } from '@portal/shared/router';
import { useDeferredValue } from 'react';
import { paths } from '../lib/paths';
import { ListLoadError } from '../lib/list-load-error';
import { NotFoundResult, PageLoading, pageStateOf } from '@portal/shared/ui-base';
import { parseListingRoute } from '../lib/route-id';
import { injectBrowseStyles } from '../lib/styles';
import { useCatalogVisit } from '../lib/use-catalog-visit';
import { ListingHeader } from '../features/venue/components/listing-header';
import { RestrictedNotice } from '../features/venue/components/restricted-notice';
import { SocialShare } from '../features/venue/components/social-share';
import { VenueCard } from '../features/venue/components/venue-card';
import { PagedList } from '../lib/paged-list';
import { useCourse } from '../features/course/api/get-course';
import { useCourseClasses } from '../features/course/api/get-course-classes';
import { SyllabusButton } from '../features/course/components/syllabus-button';
import { useCourseMessages } from '../features/course/messages/catalog';
import { useVenueMessages } from '../features/venue/messages/catalog';

injectBrowseStyles();

export const CLASSES_PER_PAGE = 10;

const CourseContent = ({ id, categoryId }: { id: number; categoryId: number }) => {
  const m = useCourseMessages();
  const listing = useVenueMessages();
  const course = useCourse(id);
  const classes = useCourseClasses(id);
  const path = paths.course(categoryId, id);
  useCatalogVisit('course', course, id, path);

  // The page draws its data at a deferred priority, which React rendered in slices it could interrupt
  // (a reply drawn at once blocked a phone's main thread for about 0.9 s, ADR 014). Preact (ADR 020)
  // draws it at once, in less time: the route's TBT is measured so, and the deferral is React's API.
  const data = useDeferredValue(course.data);
  const classesData = useDeferredValue(classes.data);
  const state = pageStateOf(course, {
    notFound: m('page.courseNotFound'),
    loadError: m('page.courseLoadError'),
  });
  if (state || !course.data) return state;
  if (!data) return <PageLoading />;
  const list = classesData?.classes ?? [];
  return (
    <section aria-labelledby="course-heading">
      <Link to={paths.category(categoryId)}>{listing('listing.backToCategory')}</Link>
      <ListingHeader headingId="course-heading" listing={data}>
        <SyllabusButton title={data.title} syllabus={data.syllabus} />
        <SocialShare path={path} title={data.title} />
      </ListingHeader>
      <RestrictedNotice />
      <section aria-labelledby="course-classes">
        <Heading level={3} id="course-classes">
          {m('course.classes')}
        </Heading>
        {classes.isPending ? <PageLoading /> : null}
        <ListLoadError query={classes} title={listing('listing.classesLoadError')} />
        {classesData && list.length === 0 ? <EmptyState>{m('course.noClasses')}</EmptyState> : null}
        <PagedList
          items={list}
          perPage={CLASSES_PER_PAGE}
          label={m('course.classesPages')}
          renderItem={(venue) => (
            <VenueCard venue={venue} headingLevel={4} stateKnown={!classes.isPlaceholderData} detailsButton />
          )}
        />
      </section>
    </section>
  );
};

/** `/category/{categoryId}/course/{id}`: a course and its classes. */
export const CoursePage = () => {
  const m = useCourseMessages();
  const route = parseListingRoute(useParams());
  if (route === null) return <NotFoundResult title={m('page.courseNotFound')} />;
  return <CourseContent key={`${route.categoryId}:${route.id}`} {...route} />;
};
