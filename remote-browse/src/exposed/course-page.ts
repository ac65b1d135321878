export { CoursePage as Component } from '../pages/course-page';
