import type { School } from '@portal/shared';
import { paths } from './paths';
import {
  remoteComponentOwners,
  remoteNames,
  remotePages,
  slideOutOwners,
  type ExposedPiece,
  type PagePreload,
  type RemoteName,
} from './remote-definitions';

export {
  remoteComponentOwners,
  remoteNames,
  slideOutOwners,
  type ExposedPiece,
  type PagePreload,
  type RemoteName,
} from './remote-definitions';

/** Who renders a route: a remote's exposed module, or the shell itself. */
export type RouteOwner =
  | { kind: 'remote'; remote: RemoteName; expose: string; preload: PagePreload }
  | { kind: 'shell'; page: 'login' };

export type PortalRoute = {
  path: string;
  owner: RouteOwner;
  /** The spec's "present when" column. */
  isPresent: (school: School) => boolean;
  /** A human title, used by the "not available" panel. */
  title: string;
};

/**
 * The spec's whole route table (section 2): the shell's /login and every remote page of
 * portal.remotes.json. `/` and `/login-redirect` are derived from it (see `defaultLandingPath`), and
 * `/application/{id}` is left out: the spec does not say when it shows.
 */
export const portalRoutes: readonly PortalRoute[] = [
  {
    path: paths.login,
    owner: { kind: 'shell', page: 'login' },
    isPresent: (s) => s.features.alternateSignIn,
    title: 'Sign in',
  },
  ...remotePages.map(({ path, remote, expose, preload, isPresent, title }) => ({
    path,
    owner: { kind: 'remote' as const, remote, expose, preload },
    isPresent,
    title,
  })),
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

/** Whether a piece shows here: the school's flags have it on and the deployment has its remote. */
export const isAvailable = (
  piece: ExposedPiece,
  school: School,
  deployed: Partial<Record<RemoteName, string>>,
): boolean => piece.isPresent(school) && deployed[piece.remote] !== undefined;
