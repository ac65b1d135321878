import type { School } from '@portal/shared';
import { presentRoutes } from './module-registry';
import { paths } from './paths';
import type { ModuleMessageId } from './messages/catalog';

/** A link of the header or the sidebar: `label` is the message id of its text (messages/). */
export type NavLink = { label: ModuleMessageId; path: string };

/** Spec section 6: full access means signed out, or verified with a student record. */
export type Access = { signedIn: boolean; fullAccess: boolean };

/** What the sidebar also needs: a student who must complete personal info first (spec section 6). */
export type SidebarAccess = Access & { requiresPersonalInfo: boolean };

const when = (shown: boolean, link: NavLink): NavLink[] => (shown ? [link] : []);

/** Header nav: Browse Courses, Calendar, Contact, each by its flag. */
export const headerLinks = ({ modules }: School): NavLink[] => [
  ...when(modules.browseCourses, { label: 'nav.browseCourses', path: paths.categories }),
  ...when(modules.calendar, { label: 'nav.calendar', path: paths.calendar }),
  ...when(modules.contact, { label: 'nav.contact', path: paths.contact }),
];

/** The NAVIGATION links the spec lists, each by its flags and full access. */
const accessLinks = ({ modules, features }: School, { fullAccess }: Access): NavLink[] => [
  { label: 'nav.profile', path: paths.profile },
  ...when(modules.schedule && fullAccess, { label: 'nav.schedule', path: paths.schedule }),
  ...when(modules.enrollments && fullAccess, { label: 'nav.enrollments', path: paths.enrollments }),
  ...when(modules.attendance && features.attendanceEnabled && fullAccess, {
    label: 'nav.logAttendance',
    path: paths.attendance,
  }),
  ...when(modules.account && fullAccess, { label: 'nav.account', path: paths.account }),
  ...when(modules.documents && fullAccess, { label: 'nav.documents', path: paths.documents }),
  ...when(modules.interests && features.waitlistInterest && fullAccess, {
    label: 'nav.interests',
    path: paths.interests,
  }),
];

/**
 * My Applications (spec sections 2 and 6): the external application integration is on, the student
 * is signed in and does not need personal info first. It goes to the student's application forms,
 * the browse remote's /applications (portal.remotes.json says when that page is there: it needs
 * browse courses too, where forms are started).
 */
const showsMyApplications = (school: School, access: SidebarAccess): boolean =>
  school.features.externalApplications &&
  access.signedIn &&
  !access.requiresPersonalInfo &&
  presentRoutes(school).some((route) => route.path === paths.applications);

/** Sidebar NAVIGATION group, in the spec's order and with its rules; My Applications last. */
export const sidebarLinks = (school: School, access: SidebarAccess): NavLink[] => [
  ...accessLinks(school, access),
  ...when(showsMyApplications(school, access), { label: 'nav.applications', path: paths.applications }),
];
