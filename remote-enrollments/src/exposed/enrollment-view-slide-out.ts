export { EnrollmentViewSlideOut as Component } from '../pages/enrollment-view-slide-out';
