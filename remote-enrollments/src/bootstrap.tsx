import { mountStandalone } from '@portal/shared/standalone';
import { AttendancePage } from './pages/attendance-page';
import { CalendarPage } from './pages/calendar-page';
import { InterestsPage } from './pages/interests-page';
import { EnrollmentsPage } from './pages/enrollments-page';
import { SchedulePage } from './pages/schedule-page';
import { EnrollmentViewSlideOut } from './pages/enrollment-view-slide-out';

mountStandalone({
  routes: [
    { path: '/attendance', element: <AttendancePage /> },
    { path: '/calendar', element: <CalendarPage /> },
    { path: '/interests', element: <InterestsPage /> },
    { path: '/enrollments', element: <EnrollmentsPage /> },
    { path: '/schedule', element: <SchedulePage /> },
    { path: '*', element: <AttendancePage /> },
  ],
  slideOuts: { enrollmentView: EnrollmentViewSlideOut },
});
