import { aSchool, aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anEnrollmentView, GRADE_TREE, VIEW_INPUT } from '../testing/enrollments-fixtures';
import { monthOf, todayIn } from '../lib/local-dates';
import { EnrollmentViewSlideOut } from './enrollment-view-slide-out';

const user = () => userEvent.setup({ delay: null });

const renderView = (options: Parameters<typeof renderWithHost>[1] = {}) =>
  renderWithHost(<EnrollmentViewSlideOut {...VIEW_INPUT} />, { student: aStudent(), ...options });

/** Opens a report's popover from the shown view and sets its start and end dates. */
const openReport = async (u: ReturnType<typeof user>, name: string, start: string, end: string) => {
  await u.click(await screen.findByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name });
  fireEvent.input(within(dialog).getByLabelText('Start date'), { target: { value: start } });
  fireEvent.input(within(dialog).getByLabelText('End date'), { target: { value: end } });
  return dialog;
};

/** Shows the view (the fixture's, unless `replies` says otherwise) and opens one of its sections. */
const openSection = async (
  section: string,
  replies: Parameters<typeof apiReplies>[0],
  options: Parameters<typeof renderWithHost>[1] = {},
) => {
  const calls = apiReplies({ 'POST enrollment': () => anEnrollmentView(), ...replies });
  renderView(options);
  await user().click(await screen.findByRole('button', { name: section }));
  return calls;
};

const openGrades = (gradeNodes = GRADE_TREE, options: Parameters<typeof renderWithHost>[1] = {}) =>
  openSection('Grade Details', { 'POST enrollment/grades': () => ({ gradeNodes }) }, options);

it('shows percent complete, the two bars with their labels inside from 25%, general info and the summary', async () => {
  const calls = apiReplies({ 'POST enrollment': () => anEnrollmentView() });
  renderView();
  expect(await screen.findByRole('heading', { level: 2, name: 'Welding Fundamentals' })).toBeInTheDocument();
  expect(calls.calls[0]!.body).toEqual(VIEW_INPUT);
  expect(screen.getByRole('progressbar', { name: 'Percent complete' })).toHaveAttribute(
    'aria-valuenow',
    '62',
  );
  const completed = screen.getByRole('progressbar', { name: 'Completed progress' });
  expect(within(completed).getByTestId('completed-fill')).toHaveTextContent('62%');
  const expected = screen.getByRole('progressbar', { name: 'Expected progress' });
  // 20% is under 25%: the label sits beside the bar, not inside it.
  expect(within(expected).getByTestId('expected-fill')).toHaveTextContent('');
  expect(expected).toHaveTextContent('20%');
  expect(within(screen.getByLabelText('General info')).getByText('Dana Reyes')).toBeInTheDocument();
  expect(within(screen.getByLabelText('Attendance summary')).getByText('42.5')).toBeInTheDocument();
});

it('hides the progress when the school hides it', async () => {
  apiReplies({ 'POST enrollment': () => anEnrollmentView({ hideProgressData: true }) });
  renderView();
  await screen.findByRole('heading', { level: 2, name: 'Welding Fundamentals' });
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('loads the attendance only when its section opens, and shows its table', async () => {
  const calls = apiReplies({
    'POST enrollment': () => anEnrollmentView(),
    'POST enrollment/attendance': () => ({
      items: [
        {
          entryDate: '2026-11-02T14:00:00.000Z',
          exitDate: '2026-11-02T17:30:00.000Z',
          type: 'Present',
          hours: 3.5,
          reason: '',
        },
        {
          entryDate: '2026-11-03T14:20:00.000Z',
          exitDate: null,
          type: 'Tardy',
          hours: 3,
          reason: 'Bus late',
        },
      ],
    }),
  });
  renderView();
  const toggle = await screen.findByRole('button', { name: 'Attendance Details' });
  expect(calls.calls.map((call) => call.path)).toEqual(['enrollment']);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user().click(toggle);
  const table = await screen.findByRole('table', { name: 'Attendance' });
  expect(calls.calls[1]).toMatchObject({
    path: 'enrollment/attendance',
    body: { venueType: 'CLASS', enrollmentId: 31 },
  });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]!).getByText('11/02/2026, 9:00 AM')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('3.50')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Bus late')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Tardy')).toBeInTheDocument();
});

it.each([
  { section: 'Attendance Details', path: 'enrollment/attendance', reply: 'Upstream down' },
  { section: 'Grade Details', path: 'enrollment/grades', reply: 'Grade Details are currently unavailable' },
])('says the $section are unavailable when they cannot load', async ({ section, path, reply }) => {
  await openSection(section, { [`POST ${path}`]: () => apiError(reply, { status: 503 }) });
  expect(await screen.findByText(`${section} are currently unavailable`)).toBeInTheDocument();
});

it('shows the time clock month by month, with the total as hours:minutes', async () => {
  const entry = (date: string, timeIn: string, seconds: number) => ({
    date,
    timeIn,
    timeOut: new Date(Date.parse(timeIn) + seconds * 1000).toISOString(),
    environment: 'Portal',
    hours: Math.round((seconds / 3600) * 100) / 100,
    notes: '',
    seconds,
  });
  // The school's today (New York, the fixture's) decides the month shown first.
  const thisMonth = monthOf(todayIn('America/New_York'));
  await openSection('Attendance Details', {
    'POST enrollment': () => anEnrollmentView({ showTimeClock: true }),
    'POST enrollment/time_clock': () => ({
      items: [
        entry('2026-10-05', '2026-10-05T13:00:00.000Z', 20 * 3600),
        entry('2026-10-06', '2026-10-06T13:00:00.000Z', 7 * 3600 + 100),
        entry('2026-11-02', '2026-11-02T14:00:00.000Z', 3 * 3600 + 29 * 60 + 40),
      ],
    }),
  });
  const month = await screen.findByRole('combobox', { name: 'Month' });
  const optionValues = within(month)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);
  expect(optionValues).toEqual([...new Set([thisMonth, '2026-11', '2026-10'])].sort().reverse());
  fireEvent.change(month, { target: { value: '2026-10' } });
  expect(screen.getByTestId('time-clock-total')).toHaveTextContent('27:02');
  fireEvent.change(month, { target: { value: '2026-11' } });
  expect(screen.getByTestId('time-clock-total')).toHaveTextContent('3:30');
  expect(screen.getByRole('table', { name: 'Time clock, November 2026' })).toBeInTheDocument();
});

it('shows the grade tree three levels deep, with points possible as the school shows them', async () => {
  await openGrades();
  const tree = await screen.findByRole('list', { name: 'Grades' });
  const unit = within(tree).getByRole('list', { name: 'Module 1: Safety details' });
  const tests = within(unit).getByRole('list', { name: 'Unit 1.1: Protective gear details' });
  expect(within(tests).getByText('Quiz 1')).toBeInTheDocument();
  expect(within(tests).getByText('Score 18 / 20')).toBeInTheDocument();
  expect(within(tests).getByText('Good work')).toBeInTheDocument();
  expect(within(tests).getByText('Graded 10/02/2026')).toBeInTheDocument();
  expect(screen.getByText('A 90-100, B 80-89, C 70-79')).toBeInTheDocument();
});

/** The named facts of the grade nodes inside an element, as a screen reader reads each: its name, its value. */
const gradeFactsIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

it("shows each grade node's adjustment, hours and notes, by name, where the school gives them", async () => {
  await openGrades();
  const tree = await screen.findByRole('list', { name: 'Grades' });
  const unit = within(tree).getByRole('list', { name: 'Module 1: Safety details' });
  const tests = within(unit).getByRole('list', { name: 'Unit 1.1: Protective gear details' });
  expect(gradeFactsIn(tests)).toEqual(['Adjustment: -2', 'Notes: Handed in two days late: 2 points off.']);
  // The module's hours; the unit has none of the three, and says nothing of them.
  expect(gradeFactsIn(tree)).toEqual([
    'Hours: 12.50',
    'Adjustment: -2',
    'Notes: Handed in two days late: 2 points off.',
  ]);
  for (const definition of within(tree).getAllByRole('definition'))
    expect(definition.previousElementSibling).toHaveRole('term');
});

it('leaves out an adjustment of 0 and blank notes, and keeps 0 hours', async () => {
  const [quiz] = GRADE_TREE[0]!.childNodes[0]!.childNodes;
  await openGrades([{ ...quiz!, adjustment: 0, notes: '  ', hours: 0 }]);
  expect(gradeFactsIn(await screen.findByRole('list', { name: 'Grades' }))).toEqual(['Hours: 0']);
});

it('leaves out the points possible when the school does not show them', async () => {
  await openGrades(GRADE_TREE, {
    school: aSchool({ reports: { attendanceReportShown: true, gradePointsPossibleShown: false } }),
  });
  expect(await screen.findByText('Score 18')).toBeInTheDocument();
});

it('refuses an attendance report ending before it starts, then prepares the report to open', async () => {
  const calls = apiReplies({
    'POST enrollment': () => anEnrollmentView(),
    'POST enrollments/attendance_report_link': () => ({ url: '/api/files/abc' }),
  });
  const u = user();
  renderView();
  const dialog = await openReport(u, 'Attendance Report', '2026-11-10', '2026-11-01');
  await u.click(within(dialog).getByRole('button', { name: 'Generate' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('End date must not precede start date');
  expect(calls.calls.map((call) => call.path)).toEqual(['enrollment']);

  fireEvent.input(within(dialog).getByLabelText('End date'), { target: { value: '2026-11-20' } });
  await u.click(within(dialog).getByLabelText('Summary only'));
  await u.click(within(dialog).getByRole('button', { name: 'Generate' }));
  expect(await within(dialog).findByRole('link', { name: 'Open the report' })).toHaveAttribute(
    'href',
    '/api/files/abc',
  );
  expect(calls.calls[1]!.body).toEqual({
    enrollmentId: 31,
    startDate: '2026-11-10',
    endDate: '2026-11-20',
    summary: true,
  });
});

it('asks the infractions report daily or as a summary', async () => {
  const calls = apiReplies({
    'POST enrollment': () => anEnrollmentView(),
    'POST enrollments/infraction_report_link': () => apiError('Report failed', { status: 500 }),
  });
  const u = user();
  renderView();
  const dialog = await openReport(u, 'Infractions report', '2026-11-01', '2026-11-01');
  await u.click(within(dialog).getByRole('radio', { name: 'Summary' }));
  await u.click(within(dialog).getByRole('button', { name: 'Generate' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Report failed');
  expect(calls.calls[1]!.body).toEqual({
    enrollmentId: 31,
    startDate: '2026-11-01',
    endDate: '2026-11-01',
    type: 'summary',
  });
});

it('offers no reports when the school hides the attendance report, and a Transcript for a pathway', async () => {
  const calls = apiReplies({
    'POST enrollment': () => anEnrollmentView({ venueType: 'PATH', venueId: 3, enrollmentId: 32 }),
    'POST enrollments/pathway_transcript_link': () => ({ url: '/api/files/transcript' }),
  });
  renderWithHost(<EnrollmentViewSlideOut venueType="PATH" venueId={3} enrollmentId={32} />, {
    student: aStudent(),
    school: aSchool({ reports: { attendanceReportShown: false, gradePointsPossibleShown: true } }),
  });
  await user().click(await screen.findByRole('button', { name: 'Transcript' }));
  expect(await screen.findByRole('link', { name: 'Open the transcript' })).toHaveAttribute(
    'href',
    '/api/files/transcript',
  );
  expect(calls.calls[1]!.body).toEqual({ pathId: 3 });
  expect(screen.queryByRole('button', { name: 'Attendance Report' })).not.toBeInTheDocument();
});

describe('follow-up applications', () => {
  const forms = [
    { id: 9001, name: 'Goals Survey', userFormId: null, userFormStatus: '' },
    { id: 9002, name: 'Housing Application', userFormId: 51, userFormStatus: 'started' },
    { id: 9003, name: 'Career Plan', userFormId: 52, userFormStatus: 'submitted' },
  ];

  it('shows one button per form with its status; a submitted one is disabled', async () => {
    apiReplies({ 'POST enrollment': () => anEnrollmentView({ followUpForms: forms }) });
    renderView();
    const group = await screen.findByRole('group', { name: 'Follow up applications' });
    expect(within(group).getByRole('button', { name: 'Goals Survey' })).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Housing Application Cont.' })).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Career Plan Submitted' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  /** GET /rapidapp/form/{id}: each form's status now, as the view showed it unless a test says otherwise. */
  const formStatus =
    (statuses: Record<number, string> = {}) =>
    (_body: unknown, { request }: { request: Request }) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      const form = forms.find((f) => f.id === id)!;
      return { form: { ...form, userFormStatus: statuses[id] ?? form.userFormStatus } };
    };

  /** The view's replies, counted: a form's outcome reloads the statuses (a second view). */
  const countedViews = () => {
    let views = 0;
    return {
      views: () => views,
      reply: () => {
        views += 1;
        return anEnrollmentView({ followUpForms: forms });
      },
    };
  };
  const passport = () => ({ passport: 'secret-passport' });
  /** The form posted to the frame (jsdom does not navigate). */
  const spyOnFormPosts = () =>
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);

  it('continues a form through the spec’s two calls, posting the passport and the form to the frame, and closes it', async () => {
    const submit = spyOnFormPosts();
    const view = countedViews();
    const calls = apiReplies({
      'POST enrollment': view.reply,
      'GET rapidapp/form/9002': formStatus(),
      'POST rapidapp/passport': passport,
    });
    const u = user();
    renderView();
    const button = await screen.findByRole('button', { name: 'Housing Application Cont.' });
    await u.click(button);
    const overlay = await screen.findByRole('dialog', { name: 'Housing Application' });
    // Section 7's calls as it writes them: the form by id, and a passport for the acting student.
    expect(calls.gets('rapidapp/form/9002')).toHaveLength(1);
    expect(calls.posts('rapidapp/passport').map((call) => call.body)).toEqual([{ student: aStudent().id }]);
    const frame = within(overlay).getByTitle('Housing Application application form');
    expect(frame).toHaveAttribute('sandbox', 'allow-forms');
    const post = submit.mock.contexts[0] as HTMLFormElement;
    expect(post.getAttribute('action')).toBe('/api/rapidapp/tool/continue_application');
    expect(post.method).toBe('post');
    expect(post.target).toBe(frame.getAttribute('name'));
    expect((post.elements.namedItem('passport') as HTMLInputElement).value).toBe('secret-passport');
    expect((post.elements.namedItem('formId') as HTMLInputElement).value).toBe('9002');
    expect(within(overlay).getByRole('button', { name: 'Close' })).toHaveFocus();

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Housing Application' })).not.toBeInTheDocument();
    await waitFor(() => expect(view.views()).toBe(2));
    expect(button).toHaveFocus();
    submit.mockRestore();
  });

  it('starts a form with no status in the start_application view', async () => {
    const submit = spyOnFormPosts();
    apiReplies({
      'POST enrollment': () => anEnrollmentView({ followUpForms: forms }),
      'GET rapidapp/form/9001': formStatus(),
      'POST rapidapp/passport': passport,
    });
    renderView();
    await user().click(await screen.findByRole('button', { name: 'Goals Survey' }));
    await screen.findByRole('dialog', { name: 'Goals Survey' });
    const post = submit.mock.contexts[0] as HTMLFormElement;
    expect(post.getAttribute('action')).toBe('/api/rapidapp/tool/start_application');
    expect((post.elements.namedItem('formId') as HTMLInputElement).value).toBe('9001');
    submit.mockRestore();
  });

  it('opens nothing for a form submitted since the view loaded, says so and reloads the statuses', async () => {
    const submit = spyOnFormPosts();
    const view = countedViews();
    apiReplies({
      'POST enrollment': view.reply,
      'GET rapidapp/form/9001': formStatus({ 9001: 'submitted' }),
      'POST rapidapp/passport': passport,
    });
    renderView();
    await user().click(await screen.findByRole('button', { name: 'Goals Survey' }));
    expect(await screen.findByText('This application was already submitted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Goals Survey' })).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() => expect(view.views()).toBe(2));
    submit.mockRestore();
  });

  it("shows the server's refusal and reloads the statuses", async () => {
    const view = countedViews();
    apiReplies({
      'POST enrollment': view.reply,
      'GET rapidapp/form/9001': formStatus(),
      'POST rapidapp/passport': () =>
        apiError("You're not authorized to view this information, please sign in to continue.", {
          status: 403,
        }),
    });
    renderView();
    await user().click(await screen.findByRole('button', { name: 'Goals Survey' }));
    expect(
      await screen.findByText("You're not authorized to view this information, please sign in to continue."),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.views()).toBe(2));
  });
});

it('shows a load failure with Retry', async () => {
  apiReplies({ 'POST enrollment': () => apiError('Enrollment not found', { status: 500 }) });
  renderView();
  expect(await screen.findByText('Enrollment not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
