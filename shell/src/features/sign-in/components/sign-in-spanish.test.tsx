import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { loadCatalogs, translateRefusal, useLocaleStore } from '@portal/shared/i18n';
import { apiReplies, renderWithHost } from '@portal/shared/testing';
import { CONTRACT_FIELD_MESSAGES } from '../../../lib/forms/account-form-cases';
import { useSignInStore } from '../hooks/sign-in-store';
import { SESSION_ENDED } from './session-expiry';
import { SignInModal } from './sign-in-modal';

/** The modal's forms load on demand: on a cold transform cache that takes longer than findBy's second. */
const LOADED = { timeout: 15_000 };

const inSpanish = async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
};

beforeEach(async () => {
  useSessionStore.getState().signedOut();
  useSignInStore.setState({ open: true, mode: 'login', afterLogin: null, confirm: null, notice: null });
  await inSpanish();
});

it('names the sign-in modal, its fields, its button and its links in Spanish', async () => {
  renderWithHost(<SignInModal />);
  const modal = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
  const form = await within(modal).findByRole('form', { name: 'Iniciar sesión' }, LOADED);
  expect(within(form).getByLabelText('Correo electrónico')).toBeInTheDocument();
  expect(within(form).getByLabelText('Contraseña')).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  const options = within(modal).getByRole('navigation', { name: 'Opciones de inicio de sesión' });
  expect(
    within(options)
      .getAllByRole('button')
      .map((link) => link.textContent),
  ).toEqual([
    '¿Olvidaste tu contraseña?',
    '¿Olvidaste tu correo electrónico?',
    '¿Todavía no tienes una cuenta?',
  ]);
});

it('says what the empty sign-in fields need in Spanish, and calls nothing', async () => {
  const api = apiReplies({});
  renderWithHost(<SignInModal />);
  const form = await screen.findByRole('form', { name: 'Iniciar sesión' }, LOADED);
  await userEvent.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
  expect(await within(form).findByText('Escribe tu correo electrónico')).toBeInTheDocument();
  expect(within(form).getByText('Escribe tu contraseña')).toBeInTheDocument();
  expect(within(form).queryByText(CONTRACT_FIELD_MESSAGES.email)).not.toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('speaks Spanish in the register form, its summary and its refusals', async () => {
  renderWithHost(<SignInModal />);
  await userEvent.click(
    await screen.findByRole('button', { name: '¿Todavía no tienes una cuenta?' }, LOADED),
  );
  const form = await screen.findByRole('form', { name: 'Crear una cuenta' }, LOADED);
  expect(screen.getByRole('dialog', { name: 'Crear una cuenta' })).toBeInTheDocument();
  expect(within(form).getByLabelText('Confirmación del correo electrónico')).toBeInTheDocument();
  expect(within(form).getByLabelText('Confirmación de la contraseña')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Revisa los campos y vuelve a intentarlo');
  // The shell's own rules, the contract's account rules it translates, and shared's (the legal name).
  expect(within(form).getByText('Escribe la confirmación de tu correo electrónico')).toBeInTheDocument();
  expect(within(form).getByText('Escribe la confirmación de tu contraseña')).toBeInTheDocument();
  expect(within(form).getByText('Debes marcar esta casilla para aceptar')).toBeInTheDocument();
  expect(within(form).getByText('Escribe tu número de teléfono')).toBeInTheDocument();
  expect(within(form).getByText('Escribe tu nombre legal')).toBeInTheDocument();
});

it('says in Spanish why sign-in opened by itself when the session ended', async () => {
  act(() => useSignInStore.getState().sessionEnded(SESSION_ENDED));
  renderWithHost(<SignInModal />);
  const modal = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
  expect(
    within(modal).getByText('Tu sesión terminó. Vuelve a iniciar sesión para continuar.'),
  ).toBeInTheDocument();
});

it("has the Spanish of every refusal of the contract's account rules the shell's forms show", async () => {
  await loadCatalogs('es');
  for (const english of Object.values(CONTRACT_FIELD_MESSAGES)) {
    expect(translateRefusal(english, 'es')).not.toBe(english);
  }
});
