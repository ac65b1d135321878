import { aStudent, apiError, apiReplies, renderWithHost, expectSignInAsked } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCharge, aPayment } from '../testing/payments-fixtures';
import { AccountPage } from './account-page';

const student = aStudent();

it('asks a visitor to sign in', () => {
  expectSignInAsked(<AccountPage />);
});

it('lists charges and payments with money as $ 1,234.56 and en-US dates', async () => {
  apiReplies({
    'GET student/account/charges': () => ({
      charges: [
        aCharge({
          description: 'Tuition deposit',
          date: '2026-08-15',
          charged: 1500,
          paid: 265.44,
          balance: 1234.56,
          due: 1000,
        }),
      ],
    }),
    'GET student/account/payments': () => ({
      payments: [aPayment({ amount: 234.56, date: '2026-09-02T12:00:00.000Z' })],
    }),
  });
  renderWithHost(<AccountPage />, { student });
  const row = (await screen.findByText('Tuition deposit')).closest('tr')!;
  expect(within(row).getByText('08/15/2026')).toBeInTheDocument();
  // The balance and what is due (charged and paid show from 768 px wide).
  expect(within(row).getByText('$ 1,234.56')).toBeInTheDocument();
  expect(within(row).getByText('$ 1,000.00')).toBeInTheDocument();
  const payment = (await screen.findByText('Payment on account')).closest('tr')!;
  expect(within(payment).getByText('09/02/2026')).toBeInTheDocument();
  expect(within(payment).getByText('$ 234.56')).toBeInTheDocument();
});

it('opens a receipt and the statement from links the API makes', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const payment = aPayment();
  const api = apiReplies({
    'GET student/account/charges': () => ({ charges: [] }),
    'GET student/account/payments': () => ({ payments: [payment] }),
    [`GET student/account/payment/${payment.paymentId}/receipt/link`]: () => ({
      url: '/api/files/receipt-token',
    }),
    'GET student/account/statement/link': () => ({ url: '/api/files/statement-token' }),
  });
  const user = userEvent.setup({ delay: null });
  renderWithHost(<AccountPage />, { student });
  await user.click(await screen.findByRole('button', { name: /^Receipt of 10\/02\/2026/ }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/receipt-token', '_blank', 'noopener'));
  await user.click(screen.getByRole('button', { name: 'Statement' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/statement-token', '_blank', 'noopener'));
  expect(api.gets('student/account/statement/link')).toHaveLength(1);
  open.mockRestore();
});

it("toasts 'Could not load student charges' and 'Could not load student payments', with Retry in place", async () => {
  let fail = true;
  apiReplies({
    'GET student/account/charges': () =>
      fail ? apiError('Server error!', { status: 500 }) : { charges: [aCharge({ description: 'Lab fee' })] },
    'GET student/account/payments': () => apiError('Server error!', { status: 500 }),
  });
  const error = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithHost(<AccountPage />, { student, host: { notify: { error, success: jest.fn() } } });
  await waitFor(() => expect(error).toHaveBeenCalledWith('Could not load student charges'));
  expect(error).toHaveBeenCalledWith('Could not load student payments');
  // The lists draw at a deferred priority: the load errors show in place one render after the toasts.
  expect((await screen.findAllByText('Could not load student charges')).length).toBeGreaterThan(0);
  fail = false;
  await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
  expect(await screen.findByText('Lab fee')).toBeInTheDocument();
});

it('opens the Charges Payment slide-out from Pay', async () => {
  apiReplies({
    'GET student/account/charges': () => ({ charges: [] }),
    'GET student/account/payments': () => ({ payments: [] }),
  });
  const openSlideOut = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithHost(<AccountPage />, { student, host: { openSlideOut } });
  await user.click(await screen.findByRole('button', { name: 'Pay' }));
  expect(openSlideOut).toHaveBeenCalledWith('chargesPayment', {});
});

it('shows one placeholder until both lists have answered, so that neither card pushes the other down', async () => {
  let answerPayments: () => void = () => undefined;
  const paymentsAnswered = new Promise<void>((resolve) => (answerPayments = resolve));
  let chargesServed: () => void = () => undefined;
  const chargesAnswered = new Promise<void>((resolve) => (chargesServed = resolve));
  apiReplies({
    'GET student/account/charges': () => {
      chargesServed();
      return { charges: [] };
    },
    'GET student/account/payments': async () => {
      await paymentsAnswered;
      return { payments: [] };
    },
  });
  renderWithHost(<AccountPage />, { student });
  await chargesAnswered;
  expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Charges table' })).not.toBeInTheDocument();
  answerPayments();
  expect(await screen.findByRole('region', { name: 'Charges table' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('region', { name: 'Payments table' })).toBeInTheDocument();
});

it('says so when there are no charges and no payments, each in its own titled table', async () => {
  apiReplies({
    'GET student/account/charges': () => ({ charges: [] }),
    'GET student/account/payments': () => ({ payments: [] }),
  });
  renderWithHost(<AccountPage />, { student });
  const charges = await screen.findByRole('region', { name: 'Charges table' });
  expect(within(charges).getByRole('cell', { name: 'No charges' })).toBeInTheDocument();
  const payments = screen.getByRole('region', { name: 'Payments table' });
  expect(within(payments).getByRole('cell', { name: 'No payments' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Charges' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Payments' })).toBeInTheDocument();
});

it('names each receipt by its date and amount, and keeps its button focused while the link comes', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const payment = aPayment({ amount: 234.56 });
  apiReplies({
    'GET student/account/charges': () => ({ charges: [] }),
    'GET student/account/payments': () => ({ payments: [payment] }),
    [`GET student/account/payment/${payment.paymentId}/receipt/link`]: async () => {
      await answered;
      return { url: '/api/files/receipt-token' };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderWithHost(<AccountPage />, { student });
  const receipt = await screen.findByRole('button', { name: 'Receipt of 10/02/2026, $ 234.56' });
  await user.click(receipt);
  await waitFor(() => expect(receipt).toHaveAttribute('aria-busy', 'true'));
  expect(receipt).toBeEnabled();
  expect(receipt).toHaveFocus();
  answer();
  await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(receipt).not.toHaveAttribute('aria-busy'));
  open.mockRestore();
});
