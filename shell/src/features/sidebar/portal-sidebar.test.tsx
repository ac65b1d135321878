import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasFullAccess, useSessionStore, type Student } from '@portal/shared';
import { aSchool, aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
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
    expect(navigationLinks()).toEqual([
      'Profile',
      'Schedule',
      'Enrollments',
      'Log Attendance',
      'Account',
      'Documents',
      'Wait List & Interests',
    ]);
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
  const guardian = aStudent({
    id: 7,
    firstName: 'Jordan',
    lastName: 'Rivera',
    isParent: true,
    relatedStudents: [
      { id: 12, name: 'Sam Rivera' },
      { id: 13, name: 'Alex Rivera' },
    ],
  });
  const sam = aStudent({
    id: 12,
    firstName: 'Sam',
    lastName: 'Rivera',
    originalStudent: { id: 7, name: 'Jordan Rivera' },
  });
  const accounts = () => screen.getByRole('menu', { name: 'MY ACCOUNTS' });
  const accountItems = () =>
    within(accounts())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);

  it('is not shown to a visitor or to a student without related students', () => {
    const { unmount } = renderSidebar({ student: null });
    expect(screen.queryByRole('menu', { name: 'MY ACCOUNTS' })).not.toBeInTheDocument();
    unmount();
    renderSidebar({ student: aStudent() });
    expect(screen.queryByRole('menu', { name: 'MY ACCOUNTS' })).not.toBeInTheDocument();
  });

  it("lists the guardian's own account, marked current, and the related students", () => {
    renderSidebar({ student: guardian });
    expect(accountItems()).toEqual(['Jordan Rivera (current)', 'Sam Rivera', 'Alex Rivera']);
    expect(within(accounts()).getByRole('menuitem', { name: 'Jordan Rivera (current)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('switches into a related student and then offers the way back to the own account', async () => {
    const onNavigate = jest.fn();
    const api = apiReplies({ 'GET student/impersonate/12': () => logged(sam) });
    renderSidebar({ student: guardian, onNavigate });
    await userEvent.click(within(accounts()).getByRole('menuitem', { name: 'Sam Rivera' }));
    await waitFor(() => expect(useSessionStore.getState().student?.id).toBe(12));
    expect(api.gets('student/impersonate/12')).toHaveLength(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(accountItems()).toEqual(['Jordan Rivera (my account)', 'Sam Rivera (current)']);
  });

  it('switches back to the original account', async () => {
    const api = apiReplies({ 'GET student/impersonate/original': () => logged(guardian) });
    renderSidebar({ student: sam });
    await userEvent.click(within(accounts()).getByRole('menuitem', { name: 'Jordan Rivera (my account)' }));
    await waitFor(() => expect(useSessionStore.getState().student?.id).toBe(7));
    expect(api.gets('student/impersonate/original')).toHaveLength(1);
    expect(accountItems()).toEqual(['Jordan Rivera (current)', 'Sam Rivera', 'Alex Rivera']);
  });

  it('does nothing for the current account', async () => {
    const api = apiReplies({});
    renderSidebar({ student: guardian });
    await userEvent.click(within(accounts()).getByRole('menuitem', { name: 'Jordan Rivera (current)' }));
    expect(api.calls).toHaveLength(0);
    expect(useSessionStore.getState().student?.id).toBe(7);
  });
});
