export { CoursePage as Component } from '../features/course/components/course-page';
