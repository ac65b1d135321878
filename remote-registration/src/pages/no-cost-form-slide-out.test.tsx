import { apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoCostFormSlideOut } from './no-cost-form-slide-out';

const form = {
  classId: 12,
  title: 'Community Health Workshop',
  body: '<p>This class is free.</p>',
  submitText: 'Enroll me',
};

const setup = (submit: () => unknown = () => ({ enrolled: true })) => {
  const api = apiReplies({
    'GET class/12/no_cost_form': () => ({ form }),
    'GET class/12/no_cost_form/submit': submit,
  });
  const view = renderWithHost(<NoCostFormSlideOut classId={12} />);
  return { api, ...view, user: userEvent.setup({ delay: null }) };
};

describe('the no-cost form', () => {
  it('shows the title, body and submit text, and submits with a GET', async () => {
    const { user, api } = setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Community Health Workshop' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This class is free.')).toBeInTheDocument();
    expect(screen.getByText('Enroll me')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You are enrolled.')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET class/12/no_cost_form/submit',
    );
  });

  it("shows the server's refusal and stays open", async () => {
    const { user, host } = setup(() => apiError('This class is full', { status: 409 }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This class is full')).toBeInTheDocument();
    expect(host.closeSlideOut).not.toHaveBeenCalled();
  });

  it('closes on Discard', async () => {
    const { user, host } = setup();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(host.closeSlideOut).toHaveBeenCalled();
  });
});
