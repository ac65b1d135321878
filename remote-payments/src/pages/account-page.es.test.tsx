import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { aCharge, aPayment } from '../testing/payments-fixtures';
import { AccountPage } from './account-page';
import { ChargesPaymentSlideOut } from './charges-payment-slide-out';

const student = aStudent();

beforeEach(async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

it('speaks Spanish on the account: headings, tables, buttons, money as $1,234.56 and dates day first', async () => {
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
          nextDue: 200,
          nextDueDate: '2026-10-01',
        }),
      ],
    }),
    'GET student/account/payments': () => ({
      payments: [aPayment({ amount: 234.56, date: '2026-09-02T12:00:00.000Z' })],
    }),
  });
  renderWithHost(<AccountPage />, { student });
  const charges = await screen.findByRole('region', { name: 'Tabla de cargos' });
  expect(screen.getByRole('heading', { level: 3, name: 'Cargos' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Pagos' })).toBeInTheDocument();
  expect(within(charges).getByRole('columnheader', { name: 'Saldo' })).toBeInTheDocument();
  expect(within(charges).getByRole('columnheader', { name: 'A pagar ahora' })).toBeInTheDocument();
  // The school's description stays as the school wrote it; money and dates follow the locale.
  const row = within(charges).getByText('Tuition deposit').closest('tr')!;
  expect(within(row).getByText('15/08/2026')).toBeInTheDocument();
  expect(within(row).getByText('$1,234.56')).toBeInTheDocument();
  expect(within(row).getByText('próximo 01/10/2026')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Estado de cuenta' })).toBeInTheDocument();
  const payments = screen.getByRole('region', { name: 'Tabla de pagos' });
  expect(
    within(payments).getByRole('button', { name: 'Recibo del 02/09/2026, $234.56' }),
  ).toBeInTheDocument();
});

it('says in Spanish when there are no charges and no payments', async () => {
  apiReplies({
    'GET student/account/charges': () => ({ charges: [] }),
    'GET student/account/payments': () => ({ payments: [] }),
  });
  renderWithHost(<AccountPage />, { student });
  const charges = await screen.findByRole('region', { name: 'Tabla de cargos' });
  expect(within(charges).getByRole('cell', { name: 'No hay cargos' })).toBeInTheDocument();
  const payments = screen.getByRole('region', { name: 'Tabla de pagos' });
  expect(within(payments).getByRole('cell', { name: 'No hay pagos' })).toBeInTheDocument();
});

it('speaks Spanish in the Charges Payment slide-out: its steps, each charge and the grand total', async () => {
  apiReplies({
    'GET student/account/payable_charges': () => ({
      charges: [
        aCharge({ description: 'Lab fee', balance: 120, maxPayAmount: 120 }),
        aCharge({ description: 'Books plan', isPlan: true, due: 0, balance: 80 }),
      ],
    }),
  });
  renderWithHost(<ChargesPaymentSlideOut />, { student });
  expect(screen.getByRole('heading', { level: 2, name: 'Paga los cargos de tu cuenta' })).toBeInTheDocument();
  const lab = (await screen.findByRole('button', { name: 'Pagar Lab fee' })).closest('li')!;
  expect(within(lab).getByText('Saldo $120.00')).toBeInTheDocument();
  expect(
    within((await screen.findByText('Books plan')).closest('li')!).getByText('Al día'),
  ).toBeInTheDocument();
  for (const step of ['Seleccionar', 'Pago', 'Confirmar']) {
    expect(screen.getByText(step)).toBeInTheDocument();
  }
  const total = screen.getByRole('group', { name: 'Total general' });
  expect(within(total).getByText('$0.00')).toBeInTheDocument();
  expect(within(total).getByRole('button', { name: 'Continuar' })).toBeDisabled();
});
