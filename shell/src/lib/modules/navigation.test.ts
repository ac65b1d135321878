import { moduleEnglish } from './messages/catalog';
import { aSchool } from '@portal/shared/testing';
import { headerLinks, sidebarLinks, type NavLink } from './navigation';
import { FULL_ACCESS_SIDEBAR_LINKS } from './navigation-cases';

const labels = (links: NavLink[]) => links.map((link) => moduleEnglish[link.label]);
const full = { signedIn: true, fullAccess: true, requiresPersonalInfo: false };
const restricted = { signedIn: true, fullAccess: false, requiresPersonalInfo: false };
const visitor = { signedIn: false, fullAccess: true, requiresPersonalInfo: false };
const applicationsOn = aSchool({ features: { externalApplications: true } });

describe('header links', () => {
  it('shows Browse Courses, Calendar and Contact when their flags are on', () => {
    expect(labels(headerLinks(aSchool()))).toEqual(['Browse Courses', 'Calendar', 'Contact']);
  });

  it('hides each link whose flag is off', () => {
    expect(labels(headerLinks(aSchool({ modules: { browseCourses: false, contact: false } })))).toEqual([
      'Calendar',
    ]);
  });
});

describe('sidebar NAVIGATION links', () => {
  it('lists every link in the spec order for a full-access student', () => {
    expect(labels(sidebarLinks(aSchool(), full))).toEqual(FULL_ACCESS_SIDEBAR_LINKS);
  });

  it('shows only Profile without full access', () => {
    expect(labels(sidebarLinks(aSchool(), restricted))).toEqual(['Profile']);
  });

  it('treats a visitor as full access (spec section 6)', () => {
    expect(labels(sidebarLinks(aSchool(), visitor))).toContain('Documents');
  });

  it('needs the attendance-enabled flag for Log Attendance', () => {
    expect(labels(sidebarLinks(aSchool({ features: { attendanceEnabled: false } }), full))).not.toContain(
      'Log Attendance',
    );
  });

  it('needs the waitlist-interest flag for Wait List & Interests', () => {
    expect(labels(sidebarLinks(aSchool({ features: { waitlistInterest: false } }), full))).not.toContain(
      'Wait List & Interests',
    );
  });

  it('hides a link whose module is off', () => {
    expect(labels(sidebarLinks(aSchool({ modules: { documents: false, schedule: false } }), full))).toEqual([
      'Profile',
      'Enrollments',
      'Log Attendance',
      'Account',
      'Wait List & Interests',
    ]);
  });
});

describe('My Applications', () => {
  it('comes last, to /applications, with the external application integration on for a signed-in student', () => {
    const links = sidebarLinks(applicationsOn, full);
    expect(links.at(-1)).toEqual({ label: 'nav.applications', path: '/applications' });
    expect(labels(links)).toHaveLength(8);
  });

  it('needs neither full access nor any module but browse-courses', () => {
    expect(labels(sidebarLinks(applicationsOn, restricted))).toEqual(['Profile', 'My Applications']);
  });

  it('is not shown with the integration off', () => {
    expect(labels(sidebarLinks(aSchool(), full))).not.toContain('My Applications');
  });

  it('is not shown to a visitor', () => {
    expect(labels(sidebarLinks(applicationsOn, visitor))).not.toContain('My Applications');
  });

  it('is not shown to a student who must complete personal info first (spec section 6)', () => {
    expect(labels(sidebarLinks(applicationsOn, { ...full, requiresPersonalInfo: true }))).not.toContain(
      'My Applications',
    );
  });

  it('is not shown where its page is not: browse-courses off', () => {
    const noBrowse = aSchool({ features: { externalApplications: true }, modules: { browseCourses: false } });
    expect(labels(sidebarLinks(noBrowse, full))).not.toContain('My Applications');
  });
});
