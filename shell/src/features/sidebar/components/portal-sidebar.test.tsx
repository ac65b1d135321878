import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasFullAccess, useSessionStore, type Student } from '@portal/shared';
import { aSchool, aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
import { FULL_ACCESS_SIDEBAR_LINKS } from '../../../lib/modules/navigation-cases';
import { PortalSidebar } from './portal-sidebar';

type School = ReturnType<typeof aSchool>;

const logged = (student: Student) => ({
  student,
  requiredActions: [],
  pendingRegistrationForms: [],
  cart: { items: [], total_price: 0, total_discount: 0 },
});

/** The sidebar as the layout mounts it: access follows the session (spec section 6). */
const renderSidebar = ({
  student = null,
  school = aSchool(),
  route = '/',
  onNavigate,
}: { student?: Student | null; school?: School; route?: string; onNavigate?: () => void } = {}) =>
  renderWithHost(
    <PortalSidebar
      school={school}
      access={{ signedIn: student !== null, fullAccess: hasFullAccess(student) }}
      onNavigate={onNavigate}
    />,
    { student, school, route },
  );

const navigationLinks = () =>
  within(screen.getByRole('region', { name: 'NAVIGATION' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('NAVIGATION', () => {
  it('lists every link, in the spec order, for a full-access student', () => {
    renderSidebar({ student: aStudent() });
    expect(navigationLinks()).toEqual(FULL_ACCESS_SIDEBAR_LINKS);
    expect(screen.getByRole('link', { name: 'Wait List & Interests' })).toHaveAttribute('href', '/interests');
  });

  it('shows a visitor the same links (signed out counts as full access)', () => {
    renderSidebar({ student: null });
    expect(navigationLinks()).toContain('Documents');
  });

  it.each([
    ['not verified', { isVerified: false }],
    ['without a student record', { hasAxRecord: false }],
  ])('shows only Profile to a student %s', (_state, overrides) => {
    renderSidebar({ student: aStudent(overrides) });
    expect(navigationLinks()).toEqual(['Profile']);
  });

  it('hides a link whose module flag is off', () => {
    renderSidebar({
      student: aStudent(),
      school: aSchool({ modules: { schedule: false, documents: false, account: false } }),
    });
    expect(navigationLinks()).toEqual(['Profile', 'Enrollments', 'Log Attendance', 'Wait List & Interests']);
  });

  it('needs the attendance-enabled flag for Log Attendance and the waitlist-interest flag for Wait List', () => {
    renderSidebar({
      student: aStudent(),
      school: aSchool({ features: { attendanceEnabled: false, waitlistInterest: false } }),
    });
    expect(navigationLinks()).toEqual(['Profile', 'Schedule', 'Enrollments', 'Account', 'Documents']);
  });

  it('marks the link of the current page and tells the layout when a link is followed', async () => {
    const onNavigate = jest.fn();
    renderSidebar({ student: aStudent(), route: '/enrollments', onNavigate });
    expect(screen.getByRole('link', { name: 'Enrollments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('link', { name: 'Documents' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('My Applications', () => {
  const applicationsOn = aSchool({ features: { externalApplications: true } });

  it('links to the student’s application forms when the external application integration is on', async () => {
    const onNavigate = jest.fn();
    renderSidebar({ student: aStudent(), school: applicationsOn, onNavigate });
    expect(navigationLinks().at(-1)).toBe('My Applications');
    const link = screen.getByRole('link', { name: 'My Applications' });
    expect(link).toHaveAttribute('href', '/applications');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['with the integration off', aStudent(), aSchool()],
    ['to a visitor', null, applicationsOn],
    [
      'to a student who must complete personal info first',
      aStudent({ requiresPersonalInfo: true }),
      applicationsOn,
    ],
  ])('is not shown %s', (_case, student, school) => {
    renderSidebar({ student, school });
    expect(screen.queryByRole('link', { name: 'My Applications' })).not.toBeInTheDocument();
  });
});

describe('HELPFUL LINKS', () => {
  it('opens each configured link in a new tab', () => {
    renderSidebar({
      school: aSchool({ helpfulLinks: [{ title: 'Campus map', url: 'https://demo.school/map' }] }),
    });
    const helpful = screen.getByRole('region', { name: 'HELPFUL LINKS' });
    const link = within(helpful).getByRole('link', { name: 'Campus map' });
    expect(link).toHaveAttribute('href', 'https://demo.school/map');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is left out when none is configured', () => {
    renderSidebar();
    expect(screen.queryByRole('region', { name: 'HELPFUL LINKS' })).not.toBeInTheDocument();
  });
});

describe('MY ACCOUNTS', () => {
  // The demo guardian: Emma goes by Em, and the API names related students by the same rule.
  const related = [
    { id: 12, name: 'Em Parker' },
    { id: 13, name: 'Liam Parker' },
  ];
  const guardian = aStudent({
    id: 7,
    firstName: 'Morgan',
    lastName: 'Parker',
    isParent: true,
    relatedStudents: related,
  });
  /** A child as GET /student/impersonate/{id} replies it: the guardian's related students, all of them. */
  const actingAs = (id: 12 | 13) =>
    aStudent({
      id,
      firstName: id === 12 ? 'Emma' : 'Liam',
      preferredName: id === 12 ? 'Em' : null,
      lastName: 'Parker',
      relatedStudents: related,
      originalStudent: { id: 7, name: 'Morgan Parker' },
    });
  const accounts = () => screen.getByRole('menu', { name: 'MY ACCOUNTS' });
  const accountItems = () =>
    within(accounts())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  const currentItems = () =>
    within(accounts())
      .getAllByRole('menuitem')
      .filter((item) => item.getAttribute('aria-current') === 'true')
      .map((item) => item.textContent);

  it('is not shown to a visitor or to a student without related students', () => {
    const { unmount } = renderSidebar({ student: null });
    expect(screen.queryByRole('menu', { name: 'MY ACCOUNTS' })).not.toBeInTheDocument();
    unmount();
    renderSidebar({ student: aStudent() });
    expect(screen.queryByRole('menu', { name: 'MY ACCOUNTS' })).not.toBeInTheDocument();
  });

  it("lists the guardian's own account, marked current, and every related student", () => {
    renderSidebar({ student: guardian });
    expect(accountItems()).toEqual(['Morgan Parker (current)', 'Em Parker', 'Liam Parker']);
    expect(currentItems()).toEqual(['Morgan Parker (current)']);
  });

  it('lists the own account and every related student while switched, the acted one marked current', () => {
    renderSidebar({ student: actingAs(12) });
    expect(accountItems()).toEqual(['Morgan Parker (my account)', 'Em Parker (current)', 'Liam Parker']);
    expect(currentItems()).toEqual(['Em Parker (current)']);
    expect(screen.queryByRole('menuitem', { name: /Emma/ })).not.toBeInTheDocument();
  });

  it('switches into a related student and then offers the own account and the other child', async () => {
    const onNavigate = jest.fn();
    const api = apiReplies({ 'GET student/impersonate/12': () => logged(actingAs(12)) });
    renderSidebar({ student: guardian, onNavigate });
    await userEvent.click(within(accounts()).getByRole('menuitem', { name: 'Em Parker' }));
    await waitFor(() => expect(useSessionStore.getState().student?.id).toBe(12));
    expect(api.gets('student/impersonate/12')).toHaveLength(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(accountItems()).toEqual(['Morgan Parker (my account)', 'Em Parker (current)', 'Liam Parker']);
  });

  it('switches from one related student straight to the other', async () => {
    const api = apiReplies({ 'GET student/impersonate/13': () => logged(actingAs(13)) });
    renderSidebar({ student: actingAs(12) });
    await userEvent.click(within(accounts()).getByRole('menuitem', { name: 'Liam Parker' }));
    await waitFor(() => expect(useSessionStore.getState().student?.id).toBe(13));
    expect(api.gets('student/impersonate/13')).toHaveLength(1);
    expect(accountItems()).toEqual(['Morgan Parker (my account)', 'Em Parker', 'Liam Parker (current)']);
  });

  it('switches back to the original account', async () => {
    const api = apiReplies({ 'GET student/impersonate/original': () => logged(guardian) });
    renderSidebar({ student: actingAs(12) });
    await userEvent.click(within(accounts()).getByRole('menuitem', { name: 'Morgan Parker (my account)' }));
    await waitFor(() => expect(useSessionStore.getState().student?.id).toBe(7));
    expect(api.gets('student/impersonate/original')).toHaveLength(1);
    expect(accountItems()).toEqual(['Morgan Parker (current)', 'Em Parker', 'Liam Parker']);
  });

  it('does nothing for the current account', async () => {
    const api = apiReplies({});
    renderSidebar({ student: actingAs(12) });
    await userEvent.click(within(accounts()).getByRole('menuitem', { name: 'Em Parker (current)' }));
    expect(api.calls).toHaveLength(0);
    expect(useSessionStore.getState().student?.id).toBe(12);
  });
});
