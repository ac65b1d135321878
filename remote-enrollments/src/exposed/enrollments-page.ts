export { EnrollmentsPage as Component } from '../pages/enrollments-page';
