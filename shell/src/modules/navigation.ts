import type { School } from '@portal/shared';
import { paths } from './paths';

export type NavLink = { label: string; path: string };

/** Spec section 6: full access means signed out, or verified with a student record. */
export type Access = { signedIn: boolean; fullAccess: boolean };

const when = (shown: boolean, link: NavLink): NavLink[] => (shown ? [link] : []);

/** Header nav: Browse Courses, Calendar, Contact, each by its flag. */
export const headerLinks = ({ modules }: School): NavLink[] => [
  ...when(modules.browseCourses, { label: 'Browse Courses', path: paths.categories }),
  ...when(modules.calendar, { label: 'Calendar', path: paths.calendar }),
  ...when(modules.contact, { label: 'Contact', path: paths.contact }),
];

/** Sidebar NAVIGATION group, in the spec's order and with its rules. */
export const sidebarLinks = ({ modules, features }: School, { fullAccess }: Access): NavLink[] => [
  { label: 'Profile', path: paths.profile },
  ...when(modules.schedule && fullAccess, { label: 'Schedule', path: paths.schedule }),
  ...when(modules.enrollments && fullAccess, { label: 'Enrollments', path: paths.enrollments }),
  ...when(modules.attendance && features.attendanceEnabled && fullAccess, {
    label: 'Log Attendance',
    path: paths.attendance,
  }),
  ...when(modules.account && fullAccess, { label: 'Account', path: paths.account }),
  ...when(modules.documents && fullAccess, { label: 'Documents', path: paths.documents }),
  ...when(modules.interests && features.waitlistInterest && fullAccess, {
    label: 'Wait List & Interests',
    path: paths.interests,
  }),
];
