import type { PaymentInfoReport, RemoteComponentId } from '@portal/shared';
import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aCardReport, aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Registration } from '../contract';
import { aContact, anAddress, aRegistration } from '../testing/registration-fixtures';
import { RegistrationSlideOut } from './registration-slide-out';

/** The payments card as a stand-in that reports a valid card when pressed. */
const withPaymentCard = jest.fn((id: RemoteComponentId, props: unknown, fallback?: ReactNode) =>
  id === 'payments/PaymentMethodCard' ? (
    <button
      type="button"
      onClick={() => (props as { onChange: (r: PaymentInfoReport) => void }).onChange(aCardReport())}
    >
      Use test card
    </button>
  ) : (
    (fallback ?? null)
  ),
);

const setup = (registration: Registration) => {
  apiReplies({
    'POST registration': () => ({ registration }),
    'GET student/contact_list': () => ({ contactList: [aContact()] }),
    'GET student/address_list': () => ({ addressList: [anAddress()] }),
    'POST registration/sign': () => ({ signed: true }),
    'POST registration/pay': () => ({ paidAmount: 1450, verificationCode: 'VC-REG-0001' }),
  });
  renderWithHost(<RegistrationSlideOut venueType="CLASS" venueId={9} />, {
    student: aStudent({ info: { hasSignature: true, signatureUrl: null } }),
    host: { renderRemoteComponent: withPaymentCard },
  });
  return userEvent.setup({ delay: null });
};

beforeEach(async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

describe('the registration wizard in Spanish', () => {
  it('names the steps and the buttons in Spanish, from the instructions to the payment', async () => {
    const user = setup(
      aRegistration({
        instructions: '<p>Bring your immunization record.</p>',
        postInstructions: '<p>We will call you.</p>',
        feeType: 'full',
        totalPrice: 1450,
        feeRequired: true,
        refundPolicy: { id: 3, title: 'Standard refund policy' },
      }),
    );
    // The school's title stays as the school wrote it.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Inscripción: Medical Terminology' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Pasos de la inscripción' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Información',
      '2Formulario de inscripción',
      '3Pago',
      '4Confirmación',
    ]);
    expect(screen.getByRole('group', { name: 'Información' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Después de inscribirte' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const name = await screen.findByRole('textbox', { name: /Emergency contact name/ });
    expect(screen.getByRole('group', { name: 'Formulario de inscripción' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descartar formulario' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar para después' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acepto la política de reembolso' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Leer la política de reembolso' })).toBeInTheDocument();
    expect(
      screen.getByText('Aún no está firmado: firma el formulario cuando tus respuestas estén completas.'),
    ).toBeInTheDocument();

    await user.type(name, 'Sam Lopez');
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(await screen.findByRole('button', { name: 'Firmado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    // Money follows the locale (Intl's es-US format).
    expect(await screen.findByText('Monto a pagar:', { exact: false })).toHaveTextContent(
      'Monto a pagar: $1,450.00',
    );
    await user.click(screen.getByRole('button', { name: 'Use test card' }));
    await user.click(screen.getByRole('button', { name: 'Pagar $1,450.00' }));
    expect(await screen.findByText('Tienes que aceptar la política de reembolso.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Acepto la política de reembolso' }));
    await user.click(screen.getByRole('button', { name: 'Pagar $1,450.00' }));

    expect(await screen.findByText('¡Pago completado!')).toBeInTheDocument();
    expect(screen.getByText('VC-REG-0001').parentElement).toHaveTextContent(
      'Código de verificación: VC-REG-0001',
    );
    expect(screen.getByText('¡Gracias! Tu formulario de inscripción se envió.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listo' })).toBeInTheDocument();
  });

  it('says in Spanish what is missing, and asks before discarding', async () => {
    const user = setup(aRegistration());
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'El formulario está incompleto. Completa todos los campos obligatorios e inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descartar formulario' }));
    const ask = screen.getByRole('group', { name: '¿Descartar este formulario?' });
    expect(
      within(ask).getByText('¿Descartar este formulario? Se perderán tus respuestas.'),
    ).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Conservar el formulario' })).toBeInTheDocument();
  });
});
