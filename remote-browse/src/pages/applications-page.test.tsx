import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import type { Student } from '@portal/shared';
import type { StudentApplicationForm } from '../contract';
import { ApplicationsPage } from './applications-page';

const started: StudentApplicationForm = {
  id: 502,
  name: 'Phlebotomy Program Application (summer)',
  userFormId: 8,
  userFormStatus: 'started',
  venueType: 'CLASS',
  venueId: 41,
};
const submitted: StudentApplicationForm = {
  id: 503,
  name: 'Phlebotomy Program Application (fall)',
  userFormId: 9,
  userFormStatus: 'submitted',
  venueType: 'CLASS',
  venueId: 42,
};
const categoriesWith = (rapidappForms: StudentApplicationForm[]) => () => ({
  categories: [{ id: 3, title: 'Healthcare', description: '', imageUrl: null }],
  rapidappForms,
});
/** The reference API's reply: the passport, and no form tool of the school's own (url null). */
const passportReply = () => ({ passport: 'p', url: null });

const student = aStudent({ id: 7 });
const renderPage = (who: Student | null = student) => renderWithHost(<ApplicationsPage />, { student: who });
const formCard = (name: string) => screen.getByRole('article', { name });

describe('My Applications', () => {
  it("lists the student's application forms with their status and the venue's button", async () => {
    apiReplies({ 'GET course_categories/': categoriesWith([started, submitted]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'My Applications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your application forms' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([started.name, submitted.name]);
    const inProgress = formCard(started.name);
    expect(within(inProgress).getByText('In progress')).toBeInTheDocument();
    expect(within(inProgress).getByRole('button', { name: 'Continue Application' })).toBeEnabled();
    const done = formCard(submitted.name);
    expect(within(done).getByText('Submitted')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Form submitted' })).toBeDisabled();
  });

  it('continues a started form on the class it was started from, says so and reloads the forms', async () => {
    const api = apiReplies({
      'GET course_categories/': categoriesWith([started]),
      'POST rapidapp/passport': passportReply,
    });
    const { host } = renderPage();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Application' }));
    await waitFor(() => expect(host.notify.success).toHaveBeenCalledWith(`${started.name} is open`));
    expect(api.callsTo('rapidapp/passport')).toEqual([
      { path: 'rapidapp/passport', method: 'POST', body: { student: 7, venueType: 'CLASS', venueId: 41 } },
    ]);
    // No external form tool at this school (url null): nothing opens.
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(api.gets('course_categories/')).toHaveLength(2));
    open.mockRestore();
  });

  it('opens the external form tool in a new tab where the school has one', async () => {
    apiReplies({
      'GET course_categories/': categoriesWith([started]),
      'POST rapidapp/passport': () => ({ ...passportReply(), url: 'https://forms.example/apply?p=p' }),
    });
    const { host } = renderPage();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Application' }));
    await waitFor(() => expect(host.notify.success).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith('https://forms.example/apply?p=p', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it("shows the server's refusal beside the form", async () => {
    apiReplies({
      'GET course_categories/': categoriesWith([started]),
      'POST rapidapp/passport': () =>
        apiError('Action no longer valid', { code: 'action_no_longer_valid', status: 409 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Application' }));
    expect(await within(formCard(started.name)).findByRole('alert')).toHaveTextContent(
      'Action no longer valid',
    );
  });

  it('says so when the student has started no application, and points to the catalog', async () => {
    apiReplies({ 'GET course_categories/': categoriesWith([]) });
    renderPage();
    expect(await screen.findByText(/You have not started an application yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/categories');
  });

  it('offers a retry when the forms cannot be loaded', async () => {
    apiReplies({ 'GET course_categories/': () => apiError('Server error!', { status: 500 }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your applications');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a student without full access the forms but no button', async () => {
    apiReplies({ 'GET course_categories/': categoriesWith([started]) });
    renderPage(aStudent({ id: 7, isVerified: false }));
    expect(await screen.findByRole('heading', { level: 3, name: started.name })).toBeInTheDocument();
    expect(
      screen.getByText("You're not authorized to view this information, please sign in to continue."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue Application' })).not.toBeInTheDocument();
  });

  it('shows a visitor the restricted notice and no forms', () => {
    apiReplies({ 'GET course_categories/': categoriesWith([]) });
    renderPage(null);
    expect(
      screen.getByText("You're not authorized to view this information, please sign in to continue."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your application forms' })).not.toBeInTheDocument();
  });
});
