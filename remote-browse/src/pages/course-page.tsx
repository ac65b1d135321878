import { LoadError, NotFoundResult, PageLoading, pageStateOf } from '@portal/shared/ui-base';
import { useNavigationLog } from '@portal/shared';
import { Empty, Typography } from '@portal/shared/ui';
import { List } from '@portal/shared/ui-data';
import { Link, useParams } from '@portal/shared/router';
import { paths } from '../lib/paths';
import { parseRouteId } from '../lib/route-id';
import { injectBrowseStyles } from '../lib/styles';
import { ListingHeader } from '../features/venue/components/listing-header';
import { RestrictedNotice } from '../features/venue/components/restricted-notice';
import { SocialShare } from '../features/venue/components/social-share';
import { VenueCard } from '../features/venue/components/venue-card';
import { useCourse } from '../features/course/api/get-course';
import { useCourseClasses } from '../features/course/api/get-course-classes';
import { SyllabusButton } from '../features/course/components/syllabus-button';

// The rating in the listing's header is laid out by the browse style sheet.
injectBrowseStyles();

export const CLASSES_PER_PAGE = 10;

const CourseContent = ({ id, categoryId }: { id: number; categoryId: number }) => {
  const course = useCourse(id);
  const classes = useCourseClasses(id);
  const path = paths.course(categoryId, id);
  useNavigationLog(
    course.data && !course.isPlaceholderData
      ? { type: 'course', target: course.data.title, targetId: id, targetPath: path, targetType: 'course' }
      : null,
  );

  const state = pageStateOf(course, 'Course');
  if (state || !course.data) return state;
  const data = course.data;
  const list = classes.data?.classes ?? [];
  return (
    <section aria-labelledby="course-heading">
      <Link to={paths.category(categoryId)}>Back to the category</Link>
      <ListingHeader
        headingId="course-heading"
        title={data.title}
        code={data.code}
        imageUrl={data.imageUrl}
        rating={data.rating}
        trendLevel={data.trendLevel}
        description={data.description}
        categories={data.categories}
      >
        <SyllabusButton title={data.title} syllabus={data.syllabus} />
        <SocialShare path={path} title={data.title} />
      </ListingHeader>
      <RestrictedNotice />
      <Typography.Title level={3}>Classes</Typography.Title>
      {classes.isPending ? <PageLoading /> : null}
      {classes.isError && !classes.data ? (
        <LoadError
          title="Could not load the classes"
          error={classes.error}
          onRetry={() => void classes.refetch()}
        />
      ) : null}
      {classes.data && list.length === 0 ? (
        <Empty description="No classes are scheduled for this course yet." />
      ) : null}
      {list.length > 0 ? (
        <List
          dataSource={list}
          rowKey="id"
          split={false}
          pagination={
            list.length > CLASSES_PER_PAGE ? { pageSize: CLASSES_PER_PAGE, showSizeChanger: false } : false
          }
          renderItem={(venue) => (
            <List.Item>
              <VenueCard
                venue={venue}
                headingLevel={4}
                stateKnown={!classes.isPlaceholderData}
                detailsButton
              />
            </List.Item>
          )}
        />
      ) : null}
    </section>
  );
};

/** `/category/{categoryId}/course/{id}`: a course and its classes. */
export const CoursePage = () => {
  const params = useParams();
  const id = parseRouteId(params.id);
  const categoryId = parseRouteId(params.categoryId);
  if (id === null || categoryId === null) return <NotFoundResult what="Course" />;
  return <CourseContent key={`${categoryId}:${id}`} id={id} categoryId={categoryId} />;
};
