import { aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCharge, fillCard, paymentRefused } from '../testing/payments-fixtures';
import { ChargesPaymentSlideOut } from './charges-payment-slide-out';

const student = aStudent({ firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' });

const lab = aCharge({ description: 'Lab fee', balance: 120, pastDue: 120, due: 120, maxPayAmount: 120 });
const deposit = aCharge({ description: 'Tuition deposit', balance: 750, maxPayAmount: 750 });
const both = aCharge({
  description: 'Fall plan',
  isPlan: true,
  balance: 900,
  pastDue: 150,
  nextDue: 150,
  nextDueDate: '2026-12-01',
  due: 300,
  maxPayAmount: 900,
});
const nextOnly = aCharge({
  description: 'Spring plan',
  isPlan: true,
  balance: 600,
  nextDue: 100,
  nextDueDate: '2026-12-10',
  due: 100,
  maxPayAmount: 600,
});
const upToDate = aCharge({
  description: 'Books plan',
  isPlan: true,
  balance: 200,
  due: 0,
  maxPayAmount: 200,
});
const late = aCharge({
  description: 'Old plan',
  isPlan: true,
  balance: 300,
  pastDue: 100,
  due: 100,
  isLatePastDue: true,
  pastDueLateDays: 42,
  maxPayAmount: 300,
});

const setup = (payReply: () => unknown = () => ({ paidAmount: 175, verificationCode: 'VCPAY00001' })) => {
  const api = apiReplies({
    'GET student/account/payable_charges': () => ({
      charges: [lab, deposit, both, nextOnly, upToDate, late],
    }),
    'POST student/account/charges/pay': payReply,
  });
  const setSlideOutDirty = jest.fn();
  const view = renderWithHost(<ChargesPaymentSlideOut />, { student, host: { setSlideOutDirty } });
  return { api, setSlideOutDirty, ...view, user: userEvent.setup({ delay: null }) };
};

const rowOf = async (description: string) => (await screen.findByText(description)).closest('li')!;
const grandTotal = () => within(screen.getByRole('group', { name: 'Grand total' })).getByText(/^\$/);

it('shows each charge by its condition: up to date, late, or payable', async () => {
  setup();
  expect(within(await rowOf('Books plan')).getByText('Up to date')).toBeInTheDocument();
  expect(within(await rowOf('Books plan')).queryByRole('button')).not.toBeInTheDocument();
  expect(
    within(await rowOf('Old plan')).getByText('42 day(s) past due, please contact school'),
  ).toBeInTheDocument();
  expect(within(await rowOf('Old plan')).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay Lab fee' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(grandTotal()).toHaveTextContent('$ 0.00');
});

it('runs each payState: input with the default, ready at once, select then ready, and Clear', async () => {
  const { user, setSlideOutDirty } = setup();
  await user.click(await screen.findByRole('button', { name: 'Pay Lab fee' }));
  expect(screen.getByLabelText('Amount to pay (up to $ 120.00)')).toHaveValue('120.00');
  expect(setSlideOutDirty).toHaveBeenLastCalledWith(true);
  await user.click(screen.getByRole('button', { name: 'Pay Spring plan' }));
  expect(within(await rowOf('Spring plan')).getByText('$ 100.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pay Fall plan' }));
  expect(grandTotal()).toHaveTextContent('$ 220.00');
  await user.click(screen.getByRole('radio', { name: 'Past due and next due $ 300.00' }));
  expect(grandTotal()).toHaveTextContent('$ 520.00');
  await user.click(screen.getByRole('button', { name: 'Clear Fall plan' }));
  await user.click(screen.getByRole('button', { name: 'Clear Spring plan' }));
  await user.click(screen.getByRole('button', { name: 'Clear Lab fee' }));
  expect(grandTotal()).toHaveTextContent('$ 0.00');
  expect(setSlideOutDirty).toHaveBeenLastCalledWith(false);
});

it('refuses an amount above the charge or with 3 decimals, and keeps Continue disabled', async () => {
  const { user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Pay Tuition deposit' }));
  const amount = screen.getByLabelText('Amount to pay (up to $ 750.00)');
  const retype = async (text: string) => {
    await user.clear(amount);
    await user.type(amount, text);
  };
  await retype('750.01');
  expect(screen.getByText('The amount cannot be more than $ 750.00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await retype('10.555');
  expect(screen.getByText('Enter an amount in dollars, with up to 2 decimals')).toBeInTheDocument();
  await retype('0');
  expect(screen.getByText('The amount must be greater than 0')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await retype('75.5');
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

it('pays a partial amount and a plan, then shows Payment completed! and the code', async () => {
  const { api, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Pay Tuition deposit' }));
  const amount = screen.getByLabelText('Amount to pay (up to $ 750.00)');
  await user.clear(amount);
  await user.type(amount, '75');
  await user.click(screen.getByRole('button', { name: 'Pay Spring plan' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Pay $ 175.00' }));
  expect(await screen.findByText('Payment completed!')).toBeInTheDocument();
  expect(screen.getByText('VCPAY00001')).toBeInTheDocument();
  expect(api.posts('student/account/charges/pay')[0]!.body).toMatchObject({
    charges: [
      { chargeId: deposit.chargeId, amount: 75 },
      { chargeId: nextOnly.chargeId, amount: 100 },
    ],
    amount: 175,
    payment: { type: 'credit-card' },
  });
});

it("shows the server's message in a red alert with Back, which keeps the card", async () => {
  const { user } = setup(() =>
    paymentRefused('Your card was declined. Please use another card.', { status: 402, retry: false }),
  );
  await user.click(await screen.findByRole('button', { name: 'Pay Lab fee' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Pay $ 120.00' }));
  const alert = await screen.findByText('Your card was declined. Please use another card.');
  // Red: the kit's error notice, announced as an alert.
  expect(alert.closest('.pt-notice-error')).toHaveAttribute('role', 'alert');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.getByLabelText('Card number')).toBeVisible());
  expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
});
