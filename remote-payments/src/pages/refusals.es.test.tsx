import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMethodCard } from '../features/payment-method/components/payment-method-card';
import { aCharge } from '../testing/payments-fixtures';
import { ChargesPaymentSlideOut } from './charges-payment-slide-out';

const student = aStudent({ firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' });

beforeEach(async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

it("says the contract's refusals of an amount, and a late plan's notice, in Spanish", async () => {
  apiReplies({
    'GET student/account/payable_charges': () => ({
      charges: [
        aCharge({ description: 'Tuition deposit', balance: 750, maxPayAmount: 750 }),
        aCharge({
          description: 'Old plan',
          isPlan: true,
          balance: 300,
          pastDue: 100,
          due: 100,
          isLatePastDue: true,
          pastDueLateDays: 42,
          maxPayAmount: 300,
        }),
      ],
    }),
  });
  renderWithHost(<ChargesPaymentSlideOut />, { student });
  const user = userEvent.setup({ delay: null });

  const late = (await screen.findByText('Old plan')).closest('li')!;
  expect(within(late).getByRole('alert')).toHaveTextContent(
    '42 día(s) de atraso. Comunícate con la escuela.',
  );

  await user.click(await screen.findByRole('button', { name: 'Pagar Tuition deposit' }));
  const amount = screen.getByRole('textbox', { name: 'Monto a pagar (hasta $750.00)' });
  await user.clear(amount);
  await user.type(amount, '750.01');
  expect(amount).toHaveAccessibleDescription('El monto no puede ser mayor que $750.00');
  await user.clear(amount);
  await user.type(amount, '0');
  expect(amount).toHaveAccessibleDescription('El monto debe ser mayor que 0');
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
});

it("says the contract's refusals of a card in Spanish once the student tries to pay", async () => {
  renderWithHost(<PaymentMethodCard amount={120} onChange={() => {}} showErrors />, { student });
  const number = screen.getByRole('textbox', { name: 'Número de tarjeta' });
  expect(await screen.findByText('Número de tarjeta no válido')).toBeInTheDocument();
  expect(number).toHaveAccessibleDescription('Número de tarjeta no válido');
  expect(screen.getByRole('textbox', { name: 'Vencimiento (MM/AA)' })).toHaveAccessibleDescription(
    'Fecha de vencimiento de la tarjeta no válida',
  );
  expect(screen.getByRole('textbox', { name: 'Código de seguridad' })).toHaveAccessibleDescription(
    'Código de seguridad no válido',
  );
});
