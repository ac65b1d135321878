import { apiReplies, renderWithHost } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefundPolicyAgreement } from './refund-policy-agreement';

const policy = { id: 5, title: 'Refund policy', text: '<p>Full refund up to 7 days before the class.</p>' };

const setup = () => {
  const api = apiReplies({ 'GET refund_policy/5': () => ({ refundPolicy: policy }) });
  const onChange = jest.fn();
  renderWithHost(
    <RefundPolicyAgreement
      policy={{ id: 5, title: 'Refund policy' }}
      agreed={false}
      onChange={onChange}
      error={null}
      disabled={false}
    />,
  );
  return { api, onChange, user: userEvent.setup({ delay: null }) };
};

it('reads the policy only when it is opened, shows it in a dialog, gives focus back when closed, and opens again without reading it again', async () => {
  const { api, user } = setup();
  // Nothing of the modal before the first open: no dialog, no read.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.requests).toHaveLength(0);
  const read = screen.getByRole('button', { name: 'Read the refund policy' });
  await user.click(read);
  const dialog = await screen.findByRole('dialog', { name: 'Refund policy' });
  expect(await screen.findByText('Full refund up to 7 days before the class.')).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(dialog).not.toBeVisible());
  await waitFor(() => expect(read).toHaveFocus());
  // Kept mounted after the first open: it opens again, with the policy it has read, not read again.
  await user.click(read);
  expect(await screen.findByRole('dialog', { name: 'Refund policy' })).toBeVisible();
  expect(await screen.findByText('Full refund up to 7 days before the class.')).toBeInTheDocument();
  expect(api.requests).toHaveLength(1);
});

it('its checkbox says the agreement', async () => {
  const { onChange, user } = setup();
  await user.click(screen.getByRole('checkbox', { name: 'I agree with the refund policy' }));
  expect(onChange).toHaveBeenCalledWith(true);
});
