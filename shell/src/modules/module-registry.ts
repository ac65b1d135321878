import type { RemoteComponentId, School, SlideOutId } from '@portal/shared';
import { paths } from './paths';

/** The remotes of the portal: each is built, deployed and released on its own. */
export const remoteNames = [
  'browse',
  'profile',
  'registration',
  'payments',
  'documents',
  'enrollments',
] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Who renders a route: a remote's exposed module, or the shell itself. */
export type RouteOwner =
  { kind: 'remote'; remote: RemoteName; expose: string } | { kind: 'shell'; page: 'login' };

export type PortalRoute = {
  path: string;
  owner: RouteOwner;
  /** The spec's "present when" column. */
  isPresent: (school: School) => boolean;
  /** A human title, used by the "not available" panel. */
  title: string;
};

const always = () => true;
const remote = (name: RemoteName, expose: string): RouteOwner => ({ kind: 'remote', remote: name, expose });
const browseOn = (school: School) => school.modules.browseCourses;

/**
 * The spec's whole route table (section 2). `/` and `/login-redirect` are derived from it
 * (see `defaultLandingPath`), and `/application/{id}` is left out: the spec does not say when it shows.
 */
export const portalRoutes: readonly PortalRoute[] = [
  {
    path: paths.login,
    owner: { kind: 'shell', page: 'login' },
    isPresent: (s) => s.features.alternateSignIn,
    title: 'Sign in',
  },
  { path: paths.profile, owner: remote('profile', './ProfilePage'), isPresent: always, title: 'Profile' },
  {
    path: paths.attendance,
    owner: remote('enrollments', './AttendancePage'),
    isPresent: (s) => s.modules.attendance,
    title: 'Log Attendance',
  },
  {
    path: paths.calendar,
    owner: remote('enrollments', './CalendarPage'),
    isPresent: (s) => s.modules.calendar,
    title: 'Calendar',
  },
  {
    path: paths.interests,
    owner: remote('enrollments', './InterestsPage'),
    isPresent: (s) => s.modules.interests,
    title: 'Wait List & Interests',
  },
  {
    path: paths.documents,
    owner: remote('documents', './DocumentsPage'),
    isPresent: (s) => s.modules.documents,
    title: 'Documents',
  },
  {
    path: paths.account,
    owner: remote('payments', './AccountPage'),
    isPresent: (s) => s.modules.account,
    title: 'Account',
  },
  {
    path: paths.enrollments,
    owner: remote('enrollments', './EnrollmentsPage'),
    isPresent: (s) => s.modules.enrollments,
    title: 'Enrollments',
  },
  {
    path: paths.schedule,
    owner: remote('enrollments', './SchedulePage'),
    isPresent: (s) => s.modules.schedule,
    title: 'Schedule',
  },
  {
    path: paths.contact,
    owner: remote('profile', './ContactPage'),
    isPresent: (s) => s.modules.contact,
    title: 'Contact',
  },
  {
    path: paths.checkout,
    owner: remote('payments', './CheckoutPage'),
    isPresent: (s) => s.modules.cart && s.modules.browseCourses,
    title: 'Checkout',
  },
  {
    path: paths.categories,
    owner: remote('browse', './CategoriesPage'),
    isPresent: browseOn,
    title: 'Browse Courses',
  },
  { path: paths.category, owner: remote('browse', './CategoryPage'), isPresent: browseOn, title: 'Category' },
  { path: paths.pathway, owner: remote('browse', './PathwayPage'), isPresent: browseOn, title: 'Pathway' },
  { path: paths.course, owner: remote('browse', './CoursePage'), isPresent: browseOn, title: 'Course' },
];

/** Spec section 2: the default landing route is the LAST enabled one of this list. */
const landingCandidates = [
  paths.profile,
  paths.attendance,
  paths.calendar,
  paths.interests,
  paths.documents,
  paths.account,
  paths.enrollments,
  paths.schedule,
  paths.contact,
  paths.checkout,
  paths.categories,
] as const;

export const presentRoutes = (school: School): PortalRoute[] =>
  portalRoutes.filter((route) => route.isPresent(school));

export const defaultLandingPath = (school: School): string => {
  const present = new Set(presentRoutes(school).map((route) => route.path));
  return landingCandidates.filter((path) => present.has(path)).at(-1) ?? paths.profile;
};

/** Where '/' goes: /login with alternate sign-in on, else the default landing route. */
export const homeRedirectPath = (school: School): string =>
  school.features.alternateSignIn ? paths.login : defaultLandingPath(school);

type ExposedPiece = {
  remote: RemoteName;
  expose: string;
  title: string;
  isPresent: (school: School) => boolean;
};

/** Slide-out panels: which remote provides each (architecture section 4). */
export const slideOutOwners: Record<SlideOutId, ExposedPiece> = {
  class: { remote: 'browse', expose: './ClassSlideOut', title: 'Class', isPresent: browseOn },
  registration: {
    remote: 'registration',
    expose: './RegistrationSlideOut',
    title: 'Registration',
    isPresent: always,
  },
  noCostForm: {
    remote: 'registration',
    expose: './NoCostFormSlideOut',
    title: 'No-cost registration',
    isPresent: always,
  },
};

/** Pieces one remote exposes for the others, rendered through the shell. */
export const remoteComponentOwners: Record<RemoteComponentId, ExposedPiece> = {
  'profile/SignatureEditor': {
    remote: 'profile',
    expose: './SignatureEditor',
    title: 'Signature editor',
    isPresent: always,
  },
  'profile/PhoneContactChooser': {
    remote: 'profile',
    expose: './PhoneContactChooser',
    title: 'Phone contacts',
    isPresent: always,
  },
  'profile/AddressChooser': {
    remote: 'profile',
    expose: './AddressChooser',
    title: 'Addresses',
    isPresent: always,
  },
};

/**
 * The remotes to register: those the school's flags use (for a route, a slide-out or a shared piece)
 * and the deployment provides. A disabled module's remote is never registered, so never fetched.
 */
export const remotesToRegister = (
  school: School,
  deployed: Partial<Record<RemoteName, string>>,
): RemoteName[] => {
  const used = new Set<RemoteName>();
  for (const route of presentRoutes(school)) if (route.owner.kind === 'remote') used.add(route.owner.remote);
  for (const piece of [...Object.values(slideOutOwners), ...Object.values(remoteComponentOwners)]) {
    if (piece.isPresent(school)) used.add(piece.remote);
  }
  return remoteNames.filter((name) => used.has(name) && deployed[name] !== undefined);
};
