import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTRATION_MESSAGES, type Registration } from '../contract';
import { aContact, aField, anAddress, aRegistration } from '../testing/registration-fixtures';
import { RegistrationSlideOut } from './registration-slide-out';

const setup = (
  registration: Registration,
  submit: (body: unknown) => unknown = () => ({ submitted: true }),
) => {
  apiReplies({
    'POST registration': () => ({ registration }),
    'GET student/contact_list': () => ({ contactList: [aContact()] }),
    'GET student/address_list': () => ({ addressList: [anAddress()] }),
    'POST registration/sign': () => ({ signed: true }),
    'POST registration/submit': submit,
  });
  renderWithHost(<RegistrationSlideOut venueType="CLASS" venueId={9} />, {
    student: aStudent({ info: { hasSignature: true, signatureUrl: null } }),
  });
  return userEvent.setup({ delay: null });
};

beforeEach(async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

it("says the contract's refusals of a missing answer and a short SSN in Spanish, on their fields", async () => {
  const user = setup(
    aRegistration({
      fields: [
        aField(),
        aField({ controlLabel: 'Social Security number', mask: 'ssn', dataIsRequired: false }),
      ],
    }),
  );
  await user.type(await screen.findByRole('textbox', { name: /Social Security number/ }), '12345');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByRole('textbox', { name: /Emergency contact name/ })).toHaveAccessibleDescription(
    'Este campo es obligatorio.',
  );
  expect(screen.getByRole('textbox', { name: /Social Security number/ })).toHaveAccessibleDescription(
    'Número de Seguro Social (SSN) no válido',
  );
});

it("says the API's refusal of an answer in Spanish, in the alert and on the field", async () => {
  const user = setup(aRegistration(), (body) =>
    apiError(REGISTRATION_MESSAGES.numbersOnly, {
      status: 422,
      code: 'registration_field_invalid',
      data: {
        studentRegistrationFieldId: (body as { fields: { studentRegistrationFieldId: number }[] }).fields[0]!
          .studentRegistrationFieldId,
      },
    }),
  );
  const name = await screen.findByRole('textbox', { name: /Emergency contact name/ });
  await user.type(name, 'Sam Lopez');
  await user.click(screen.getByRole('button', { name: 'Firmar' }));
  await screen.findByRole('button', { name: 'Firmado' });
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByRole('button', { name: 'Ir' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Ingresa solo números.');
  expect(await screen.findByRole('textbox', { name: /Emergency contact name/ })).toHaveAccessibleDescription(
    'Ingresa solo números.',
  );
});
