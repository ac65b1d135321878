import type { PaymentInfoReport } from '@portal/shared';
import { aCardReport, aSchool, aStudent, renderWithHost } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillCard } from '../../../testing/payments-fixtures';
import { PaymentMethodCard } from './payment-method-card';

const school = (payments: Partial<ReturnType<typeof aSchool>['payments']> = {}) => {
  const base = aSchool();
  return { ...base, payments: { ...base.payments, ...payments } };
};

const setup = (props: Partial<Parameters<typeof PaymentMethodCard>[0]> = {}, payments = {}) => {
  const reports: PaymentInfoReport[] = [];
  const view = renderWithHost(
    <PaymentMethodCard amount={120} onChange={(report) => reports.push(report)} {...props} />,
    {
      school: school(payments),
      student: aStudent({ firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' }),
    },
  );
  return { ...view, reports, last: () => reports.at(-1), user: userEvent.setup({ delay: null }) };
};

it('shows the tabs the school allows, card first, and no Charge My Account outside a registration', () => {
  setup();
  expect(screen.getByRole('tab', { name: 'Credit Card' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Bank Account Debit' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Charge My Account' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'PayPal' })).not.toBeInTheDocument();
});

it('has no bank tab with bank debit off, and Charge My Account for a registration the rule allows', () => {
  setup({ registrationFee: { feeType: 'service', feeRequired: false } }, { bankDebitEnabled: false });
  expect(screen.queryByRole('tab', { name: 'Bank Account Debit' })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Charge My Account' })).toBeInTheDocument();
});

it('asks for the method first, then the billing info, then reports a valid card', async () => {
  const { user, last } = setup();
  expect(screen.getByText('Please complete all payment method fields')).toBeInTheDocument();
  expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
  expect(last()).toMatchObject({ type: 'credit-card', valid: false });
  await fillCard(user);
  await waitFor(() => expect(last()?.valid).toBe(true));
  expect(screen.queryByText('Please complete all the billing info fields')).not.toBeInTheDocument();
  // What fillCard typed, reported as one valid card payment.
  expect(last()).toEqual(aCardReport());
});

it('shows the billing info message until billing is complete, prefilled with the student', async () => {
  const { user } = setup();
  await user.type(screen.getByLabelText('Name on card'), 'Ana Lopez');
  await user.type(screen.getByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText('Expiration (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code'), '123');
  expect(await screen.findByText('Please complete all the billing info fields')).toBeInTheDocument();
  expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
});

it('masks the card number and expiry and caps the security code at 4 digits', async () => {
  const { user } = setup();
  await user.type(screen.getByLabelText('Card number'), '4111a1111-1111 11119999');
  expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111999');
  await user.type(screen.getByLabelText('Expiration (MM/YY)'), '12345');
  expect(screen.getByLabelText('Expiration (MM/YY)')).toHaveValue('12/34');
  await user.type(screen.getByLabelText('Security code'), '12345');
  expect(screen.getByLabelText('Security code')).toHaveValue('1234');
  expect(screen.getByLabelText('Name on card')).toHaveAttribute('maxLength', '40');
});

it("gives the spec's three card messages once Pay asks for them, and focuses the first", async () => {
  const { rerender } = setup();
  const props = { amount: 120, onChange: () => undefined };
  rerender(<PaymentMethodCard {...props} showErrors />);
  expect(await screen.findByText('Invalid card number')).toBeInTheDocument();
  expect(screen.getByText('Invalid card expiration date')).toBeInTheDocument();
  expect(screen.getByText('Invalid security code')).toBeInTheDocument();
  expect(screen.getByText('The field is required')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Name on card')).toHaveFocus(), { timeout: 3000 });
});

it('asks 4 digits of an Amex card', async () => {
  const { user } = setup();
  await user.type(screen.getByLabelText('Card number'), '378282246310005');
  expect(screen.getByText('4 digits')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.tab();
  expect(await screen.findByText('Invalid security code')).toBeInTheDocument();
});

it('checks the routing number and account number on the bank tab', async () => {
  const { user, last } = setup();
  await user.click(screen.getByRole('tab', { name: 'Bank Account Debit' }));
  await user.type(screen.getByLabelText('Routing number'), '011000016');
  await user.type(screen.getByLabelText('Account number'), '12345678901');
  await user.tab();
  expect(await screen.findByText('Invalid routing number')).toBeInTheDocument();
  expect(await screen.findByText('Invalid account number')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Routing number'));
  await user.type(screen.getByLabelText('Routing number'), '011000015');
  await user.type(screen.getByLabelText('Account number'), '2');
  await waitFor(() => expect(screen.queryByText('Invalid routing number')).not.toBeInTheDocument());
  expect(last()).toMatchObject({
    type: 'account-transfer',
    paymentInfo: { routingNumber: '011000015', accountNumber: '123456789012' },
  });
});

it('shows the zip field from the start when the school asks for it', () => {
  setup({}, { billingZipAlwaysVisible: true });
  expect(screen.getByLabelText('Billing zip code')).toBeInTheDocument();
  expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
});

it('tells the student when the school has no payment method', () => {
  setup({}, { gateway: 'none', bankDebitEnabled: false });
  expect(screen.getByText('No payment method is available. Please contact the school.')).toBeInTheDocument();
});

it('shows no PayPal tab without the card gateway, whatever the wallet client id', () => {
  setup({}, { gateway: 'none', digitalWalletClientId: 'client-1', bankDebitEnabled: true });
  expect(screen.queryByRole('tab', { name: 'PayPal' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Credit Card' })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Bank Account Debit' })).toHaveAttribute('aria-selected', 'true');
});

it('tells the student there is no method when the school has only a wallet client id', () => {
  setup({}, { gateway: 'none', digitalWalletClientId: 'client-1', bankDebitEnabled: false });
  expect(screen.getByText('No payment method is available. Please contact the school.')).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'PayPal' })).not.toBeInTheDocument();
});

it('shows the PayPal tab first with the card gateway and a client id', async () => {
  setup({}, { gateway: 'card', digitalWalletClientId: 'client-1' });
  expect(screen.getByRole('tab', { name: 'PayPal' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Credit Card' })).toBeInTheDocument();
  // The wallet's buttons load with their tab: wait for them, so that nothing loads after the test.
  await waitFor(() => expect(screen.queryByLabelText('Loading PayPal')).not.toBeInTheDocument());
});
