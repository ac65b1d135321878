import { useSessionStore } from '@portal/shared';
import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aStudent, apiReplies, createMockHost, renderWithHost } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_TYPES, anAddress, aPhoneContact } from '../testing/profile-fixtures';
import { ProfilePage } from './profile-page';

const student = aStudent({ photoUrl: '/api/student/photo/7/abc.jpg' });

const lists = {
  'GET student/contact_list': () => ({
    contactList: [
      aPhoneContact({ contactId: 1, phoneNumber: '5550000001', isPrimary: true }),
      aPhoneContact({ contactId: 3, phoneNumber: '5550000003', isOwnPhoneNumber: false, isEmergency: true }),
    ],
  }),
  'GET student/address_list': () => ({
    addressList: [
      anAddress({ addressId: 1, street: '1 Main St', county: 'Sangamon', isPrimary: true }),
      anAddress({ addressId: 2, street: '2 Home St' }),
    ],
  }),
  'GET address_types': () => ({ addressTypeList: ADDRESS_TYPES }),
  'GET student/signature': () => ({ signature: null }),
};

beforeEach(async () => {
  useSessionStore.setState({ student, token: 't', photoVersion: 0 });
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

it('speaks Spanish: the details, the phone contacts, the addresses and the signature', async () => {
  apiReplies(lists);
  renderWithHost(<ProfilePage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Perfil' })).toBeInTheDocument();
  expect(screen.getByText('Nombre legal')).toBeInTheDocument();
  expect(screen.getByText('Apellido legal')).toBeInTheDocument();
  expect(screen.getByText('Nombre preferido')).toBeInTheDocument();
  expect(screen.getByText('Correo electrónico')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Tu foto' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cambiar foto' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Editar perfil' })).toBeInTheDocument();

  // The school's relation and the owner's name stay as the school wrote them.
  const contacts = screen.getByRole('region', { name: 'Contactos telefónicos' });
  const numbers = within(await within(contacts).findByRole('list', { name: 'Contactos telefónicos' }));
  const [own, mother] = numbers.getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(within(own).getByText('Principal')).toBeInTheDocument();
  expect(within(own).getByText('Recibe SMS')).toBeInTheDocument();
  expect(within(own).getByText('Mi número')).toBeInTheDocument();
  expect(within(mother).getByText('Emergencia')).toBeInTheDocument();
  expect(within(mother).getByText('Mother · Anna Parker')).toBeInTheDocument();
  expect(within(mother).getByRole('button', { name: 'Quitar (555) 000-0003' })).toBeInTheDocument();
  expect(within(contacts).getByRole('button', { name: 'Agregar' })).toBeInTheDocument();

  const addresses = screen.getByRole('region', { name: 'Direcciones' });
  const places = within(await within(addresses).findByRole('list', { name: 'Direcciones' }));
  expect(places.getByText('1 Main St, Springfield, condado de Sangamon, IL 62704')).toBeInTheDocument();
  expect(places.getByRole('button', { name: 'Quitar 2 Home St' })).toBeInTheDocument();
  expect(within(addresses).getByRole('button', { name: 'Cambiar principal' })).toBeInTheDocument();

  const signature = screen.getByRole('region', { name: 'Firma' });
  expect(await within(signature).findByText('Aún no has creado una firma...')).toBeInTheDocument();
  expect(within(signature).getByRole('button', { name: 'Dibujar una firma' })).toBeInTheDocument();
  expect(within(signature).getByRole('button', { name: 'Subir una firma' })).toBeInTheDocument();
  expect(within(signature).getByRole('button', { name: 'Escribir una firma' })).toBeInTheDocument();
});

it('asks to remove an address in Spanish', async () => {
  apiReplies(lists);
  const user = userEvent.setup({ delay: null });
  renderWithHost(<ProfilePage />);
  await user.click(await screen.findByRole('button', { name: 'Quitar 2 Home St' }));
  expect(screen.getByText('¿Seguro que quieres quitar esta dirección?')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sí' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
});

it("refuses the profile form's empty names in Spanish, and says so when saved", async () => {
  const api = apiReplies({
    ...lists,
    'POST student/update_profile': () => ({ student: { ...student, preferredName: 'Jo' } }),
  });
  const host = createMockHost();
  const user = userEvent.setup({ delay: null });
  renderWithHost(<ProfilePage />, { host });
  await user.click(screen.getByRole('button', { name: 'Editar perfil' }));
  const form = await screen.findByRole('form', { name: 'Editar perfil' });
  await user.clear(within(form).getByRole('textbox', { name: 'Nombre legal' }));
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));
  expect(await within(form).findByText('Escribe tu nombre legal')).toBeInTheDocument();
  expect(api.posts('student/update_profile')).toHaveLength(0);

  await user.type(within(form).getByRole('textbox', { name: 'Nombre legal' }), 'Jordan');
  await user.type(within(form).getByRole('textbox', { name: 'Nombre preferido' }), 'Jo');
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(host.notify.success).toHaveBeenCalledWith('Se guardó tu perfil'));
});

it("refuses the new address form's empty fields with this remote's Spanish messages", async () => {
  const api = apiReplies(lists);
  const user = userEvent.setup({ delay: null });
  renderWithHost(<ProfilePage />);
  const addresses = screen.getByRole('region', { name: 'Direcciones' });
  await user.click(await within(addresses).findByRole('button', { name: 'Agregar' }));
  const form = await screen.findByRole('form', { name: 'Nueva dirección' });
  expect(within(form).getByRole('combobox', { name: 'Tipo de dirección' })).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: 'Calle' })).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: 'Condado (opcional)' })).toBeInTheDocument();
  expect(within(form).getByRole('checkbox', { name: 'Dirección principal' })).not.toBeChecked();
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));
  expect(await within(form).findByText('Elige un tipo de dirección')).toBeInTheDocument();
  expect(within(form).getByText('La calle de la dirección es obligatoria')).toBeInTheDocument();
  expect(within(form).getByText('La ciudad de la dirección es obligatoria')).toBeInTheDocument();
  expect(within(form).getByText('El estado de la dirección es obligatorio')).toBeInTheDocument();
  expect(within(form).getByText('El código postal de la dirección es obligatorio')).toBeInTheDocument();

  await user.type(within(form).getByRole('textbox', { name: 'Código postal' }), '6270');
  await user.click(within(form).getByRole('button', { name: 'Guardar' }));
  expect(await within(form).findByText('Escribe tu código postal')).toBeInTheDocument();
  expect(api.posts('student/address/add')).toHaveLength(0);
});
