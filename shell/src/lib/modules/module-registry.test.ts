import type { ModuleFlags, School } from '@portal/shared';
import { aSchool } from '@portal/shared/testing';
import {
  defaultLandingPath,
  homeRedirectPath,
  isAvailable,
  portalRoutes,
  presentRoutes,
  remoteComponentOwners,
  remoteNames,
  remotesToRegister,
  slideOutOwners,
} from './module-registry';
import { preloadPaths } from '../federation/early-route';

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
const onlyModules = (on: Partial<ModuleFlags>) => aSchool({ modules: { ...allModulesOff, ...on } });
const routePaths = (school = aSchool()) => presentRoutes(school).map((route) => route.path);

describe('default landing route', () => {
  it.each<[string, School, string]>([
    ['every module on: categories is last', aSchool(), '/categories'],
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
    expect(homeRedirectPath(aSchool({ features: { alternateSignIn: true } }))).toBe('/login');
  });

  it('goes to the default landing route when alternate sign-in is off', () => {
    expect(homeRedirectPath(aSchool({ modules: { browseCourses: false } }))).toBe('/contact');
  });
});

describe('present routes', () => {
  it('routes /profile always', () => {
    expect(routePaths(onlyModules({}))).toEqual(['/profile']);
  });

  it('routes /login only with alternate sign-in on', () => {
    expect(routePaths()).not.toContain('/login');
    expect(routePaths(aSchool({ features: { alternateSignIn: true } }))).toContain('/login');
  });

  it('routes the four browse pages with browse-courses on, and none with it off', () => {
    const browse = [
      '/categories',
      '/category/:id',
      '/category/:categoryId/program/:id',
      '/category/:categoryId/course/:id',
    ];
    expect(routePaths()).toEqual(expect.arrayContaining(browse));
    const off = routePaths(aSchool({ modules: { browseCourses: false } }));
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
    expect(routePaths(aSchool({ modules: { [flag]: false } }))).not.toContain(path);
  });

  it('routes /applications (My Applications) only with external applications and browse-courses on', () => {
    const on = { features: { externalApplications: true } };
    expect(routePaths(aSchool(on))).toContain('/applications');
    expect(routePaths(aSchool())).not.toContain('/applications');
    expect(routePaths(aSchool({ ...on, modules: { browseCourses: false } }))).not.toContain('/applications');
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
    expect(remotesToRegister(aSchool(), deployed)).toEqual(['browse', 'profile']);
  });

  it('never registers remote-browse when browse-courses is off', () => {
    expect(remotesToRegister(aSchool({ modules: { browseCourses: false } }), deployed)).toEqual(['profile']);
    // My Applications lives in remote-browse, but needs browse-courses too.
    expect(
      remotesToRegister(
        aSchool({ modules: { browseCourses: false }, features: { externalApplications: true } }),
        deployed,
      ),
    ).toEqual(['profile']);
  });

  it('registers no remote the deployment does not provide', () => {
    expect(remotesToRegister(aSchool(), {})).toEqual([]);
  });

  it('registers payments for /account even when checkout is off', () => {
    expect(
      remotesToRegister(onlyModules({ account: true }), { payments: 'http://x/mf-manifest.json' }),
    ).toEqual(['payments']);
  });
});

describe('the remotes of portal.remotes.json', () => {
  it('give every slide-out of the host contract exactly one owner', () => {
    // SlideOutId is a type: this list is the contract's, and a new id must find its remote here.
    expect(Object.keys(slideOutOwners).sort()).toEqual([
      'chargesPayment',
      'class',
      'documentView',
      'enrollmentView',
      'noCostForm',
      'registration',
      'requiredDocument',
    ]);
  });

  it('give every shared component of the host contract exactly one owner', () => {
    expect(Object.keys(remoteComponentOwners).sort()).toEqual([
      'payments/PaymentMethodCard',
      'profile/AddressChooser',
      'profile/PhoneContactChooser',
      'profile/SignatureEditor',
    ]);
  });

  it('name each remote once and route each path once', () => {
    expect(new Set(remoteNames).size).toBe(remoteNames.length);
    const routed = portalRoutes.map((route) => route.path);
    expect(new Set(routed).size).toBe(routed.length);
  });

  it('read the flags of `when` from the school: checkout needs cart and browse-courses', () => {
    const checkout = portalRoutes.find((route) => route.path === '/checkout');
    expect(checkout?.isPresent(onlyModules({ cart: true, browseCourses: true }))).toBe(true);
    expect(checkout?.isPresent(onlyModules({ cart: true }))).toBe(false);
    expect(checkout?.isPresent(onlyModules({ browseCourses: true }))).toBe(false);
  });

  it('declare reads that name only params their route has, relative to /api/', () => {
    for (const route of portalRoutes) {
      if (route.owner.kind !== 'remote') continue;
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, '7']),
      );
      const paths = preloadPaths(route.owner.preload.paths, params);
      for (const path of paths) expect(path).toMatch(/^[a-z_]/);
    }
  });

  it('declare GETs only: index.html starts a page’s reads, and it sends no POST', () => {
    for (const route of portalRoutes)
      if (route.owner.kind === 'remote') expect(route.owner.preload.posts).toEqual([]);
  });

  it('preload a course page’s course and classes, and a signed-in page’s reads only with a session', () => {
    const course = portalRoutes.find((route) => route.path === '/category/:categoryId/course/:id');
    expect(course?.owner).toMatchObject({
      preload: { paths: ['course/:id', 'course/:id/classes'], visitors: true },
    });
    const documents = portalRoutes.find((route) => route.path === '/documents');
    expect(documents?.owner).toMatchObject({ preload: { visitors: false } });
  });
});

describe('isAvailable: a piece shows when its flags are on and its remote is deployed', () => {
  const classPanel = slideOutOwners.class;
  const browse = { browse: 'https://cdn.demo.school/browse/mf-manifest.json' };
  it.each([
    ['flags on, deployed', onlyModules({ browseCourses: true }), browse, true],
    ['flags off', onlyModules({}), browse, false],
    ['not deployed', onlyModules({ browseCourses: true }), {}, false],
  ])('%s', (_, school, deployed, shown) => {
    expect(isAvailable(classPanel, school, deployed)).toBe(shown);
  });
});
