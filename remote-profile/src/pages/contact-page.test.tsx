import { useSessionStore } from '@portal/shared';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from './contact-page';

beforeEach(() => useSessionStore.setState({ student: null, token: null }));

/** The page, once the form's first render has settled. */
const renderContact = async () => {
  renderWithHost(<ContactPage />);
  // The form's code loads after the page's first paint (a lazy module): slower on a cold transform cache.
  await screen.findByRole('form', { name: 'Contact form' }, { timeout: 15_000 });
};

const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
};

it('checks the fields with their messages before sending', async () => {
  const api = apiReplies({});
  const user = userEvent.setup({ delay: null });
  await renderContact();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Type in your email address')).toBeInTheDocument();
  expect(screen.getByText('Type in your name')).toBeInTheDocument();
  expect(screen.getByText('Type in your comment')).toBeInTheDocument();
  await fill(user, 'E-mail', 'jordan@');
  await fill(user, 'Phone (optional)', '555123');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByText('Type in a valid phone number')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('sends the message, says so, and clears the comment', async () => {
  const api = apiReplies({ 'POST contact': () => ({}) });
  const user = userEvent.setup({ delay: null });
  await renderContact();
  await fill(user, 'E-mail', ' vera@example.com ');
  await fill(user, 'Name', 'Vera Visitor');
  await fill(user, 'Phone (optional)', '5551234567');
  expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('(555) 123-4567');
  await fill(user, 'Comment', 'When does welding start?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
  expect(api.posts('contact')[0]?.body).toEqual({
    email: 'vera@example.com',
    name: 'Vera Visitor',
    comment: 'When does welding start?',
    phone: '5551234567',
  });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue(''));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Vera Visitor');
});

it("shows the server's message when sending fails", async () => {
  apiReplies({ 'POST contact': () => apiError('Please check the fields and try again', { status: 400 }) });
  const user = userEvent.setup({ delay: null });
  await renderContact();
  await fill(user, 'E-mail', 'vera@example.com');
  await fill(user, 'Name', 'Vera');
  await fill(user, 'Comment', 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Your message could not be sent')).toBeInTheDocument();
  expect(screen.getByText('Please check the fields and try again')).toBeInTheDocument();
});

it("fills in a signed-in student's e-mail and name", async () => {
  useSessionStore.setState({
    student: aStudent({ id: 1 }),
  });
  apiReplies({});
  await renderContact();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('student@demo.school');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Rivera');
});

it('fills in the name a student goes by: the preferred name, then the last name', async () => {
  useSessionStore.setState({
    student: aStudent({ id: 1, preferredName: 'Em', firstName: 'Emma', lastName: 'Parker' }),
  });
  apiReplies({});
  await renderContact();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Em Parker');
});

it('stops typing at each limit, and names the limit a filled-in name goes past', async () => {
  useSessionStore.setState({
    student: aStudent({ id: 1, firstName: 'x'.repeat(50), lastName: 'y'.repeat(50), preferredName: null }),
  });
  apiReplies({});
  const user = userEvent.setup({ delay: null });
  await renderContact();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('maxlength', '100');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', '100');
  expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('maxlength', '2000');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Use at most 100 characters')).toBeInTheDocument();
});

it('shows its heading and introduction at once, then the form in the place its loading line held', async () => {
  apiReplies({});
  renderWithHost(<ContactPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
  expect(screen.getByText('Send us a message and we will get back to you by e-mail.')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Contact form' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
});

it('sends one message per press: Send stays focusable and says it is busy while the message is on its way', async () => {
  let posts = 0;
  let answer: () => void = () => undefined;
  apiReplies({
    'POST contact': async () => {
      posts += 1;
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return {};
    },
  });
  const user = userEvent.setup({ delay: null });
  await renderContact();
  for (const [label, text] of [
    ['E-mail', 'vera@example.com'],
    ['Name', 'Vera'],
    ['Comment', 'Hello'],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(text);
  }
  const send = screen.getByRole('button', { name: 'Send' });
  await user.click(send);
  await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
  expect(send).toHaveFocus();
  await user.click(send);
  await user.keyboard('{Enter}');
  answer();
  expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
  expect(posts).toBe(1);
});
