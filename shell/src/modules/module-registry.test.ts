import type { ModuleFlags, School } from '@portal/shared';
import { schoolFixture } from '@portal/shared/testing';
import { defaultLandingPath, homeRedirectPath, presentRoutes, remotesToRegister } from './module-registry';

const allModulesOff: ModuleFlags = {
  account: false,
  attendance: false,
  browseCourses: false,
  calendar: false,
  cart: false,
  contact: false,
  documents: false,
  enrollments: false,
  interests: false,
  schedule: false,
};
const onlyModules = (on: Partial<ModuleFlags>) => schoolFixture({ modules: { ...allModulesOff, ...on } });
const routePaths = (school = schoolFixture()) => presentRoutes(school).map((route) => route.path);

describe('default landing route', () => {
  it.each<[string, School, string]>([
    ['every module on: categories is last', schoolFixture(), '/categories'],
    ['no module on: profile, which is always present', onlyModules({}), '/profile'],
    [
      'browse off: checkout goes too, contact is last',
      onlyModules({ contact: true, cart: true, schedule: true }),
      '/contact',
    ],
    [
      'cart on but browse off: checkout is not present',
      onlyModules({ cart: true, attendance: true }),
      '/attendance',
    ],
    [
      'cart and browse on: categories still beats checkout',
      onlyModules({ cart: true, browseCourses: true }),
      '/categories',
    ],
    [
      'only attendance and calendar: calendar is later in the list',
      onlyModules({ attendance: true, calendar: true }),
      '/calendar',
    ],
    ['only documents and account', onlyModules({ documents: true, account: true }), '/account'],
    ['only enrollments and interests', onlyModules({ enrollments: true, interests: true }), '/enrollments'],
    ['only schedule', onlyModules({ schedule: true }), '/schedule'],
  ])('%s', (_name, school, expected) => {
    expect(defaultLandingPath(school)).toBe(expected);
  });
});

describe("where '/' goes", () => {
  it('goes to /login when alternate sign-in is on', () => {
    expect(homeRedirectPath(schoolFixture({ features: { alternateSignIn: true } }))).toBe('/login');
  });

  it('goes to the default landing route when alternate sign-in is off', () => {
    expect(homeRedirectPath(schoolFixture({ modules: { browseCourses: false } }))).toBe('/contact');
  });
});

describe('present routes', () => {
  it('routes /profile always', () => {
    expect(routePaths(onlyModules({}))).toEqual(['/profile']);
  });

  it('routes /login only with alternate sign-in on', () => {
    expect(routePaths()).not.toContain('/login');
    expect(routePaths(schoolFixture({ features: { alternateSignIn: true } }))).toContain('/login');
  });

  it('routes the four browse pages with browse-courses on, and none with it off', () => {
    const browse = [
      '/categories',
      '/category/:id',
      '/category/:categoryId/program/:id',
      '/category/:categoryId/course/:id',
    ];
    expect(routePaths()).toEqual(expect.arrayContaining(browse));
    const off = routePaths(schoolFixture({ modules: { browseCourses: false } }));
    for (const path of browse) expect(off).not.toContain(path);
  });

  it.each<[string, keyof ModuleFlags]>([
    ['/attendance', 'attendance'],
    ['/calendar', 'calendar'],
    ['/interests', 'interests'],
    ['/documents', 'documents'],
    ['/account', 'account'],
    ['/enrollments', 'enrollments'],
    ['/schedule', 'schedule'],
    ['/contact', 'contact'],
  ])('routes %s only when the %s module is on', (path, flag) => {
    expect(routePaths(onlyModules({ [flag]: true }))).toContain(path);
    expect(routePaths(schoolFixture({ modules: { [flag]: false } }))).not.toContain(path);
  });

  it('routes /checkout only when cart and browse-courses are both on', () => {
    expect(routePaths(onlyModules({ cart: true, browseCourses: true }))).toContain('/checkout');
    expect(routePaths(onlyModules({ cart: true }))).not.toContain('/checkout');
    expect(routePaths(onlyModules({ browseCourses: true }))).not.toContain('/checkout');
  });
});

describe('remotes to register', () => {
  const deployed = {
    browse: 'http://localhost:4101/mf-manifest.json',
    profile: 'http://localhost:4102/mf-manifest.json',
  };

  it('registers the deployed remotes whose modules are on', () => {
    expect(remotesToRegister(schoolFixture(), deployed)).toEqual(['browse', 'profile']);
  });

  it('never registers remote-browse when browse-courses is off', () => {
    expect(remotesToRegister(schoolFixture({ modules: { browseCourses: false } }), deployed)).toEqual([
      'profile',
    ]);
  });

  it('registers no remote the deployment does not provide', () => {
    expect(remotesToRegister(schoolFixture(), {})).toEqual([]);
  });

  it('registers payments for /account even when checkout is off', () => {
    expect(
      remotesToRegister(onlyModules({ account: true }), { payments: 'http://x/mf-manifest.json' }),
    ).toEqual(['payments']);
  });
});
