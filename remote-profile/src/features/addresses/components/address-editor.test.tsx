import type { Address } from '../../../contract';
import { ADDRESS_TYPES, anAddress } from '../../../testing/profile-fixtures';
import { apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressEditor } from './address-editor';

const setup = (addresses: Address[], routes: Record<string, (body: unknown) => unknown> = {}) => {
  const api = apiReplies({
    'GET student/address_list': () => ({ addressList: addresses }),
    'GET address_types': () => ({ addressTypeList: ADDRESS_TYPES }),
    ...routes,
  });
  return { api, user: userEvent.setup({ delay: null }) };
};

it("shows 'No records' and only Add new when there is no address", async () => {
  setup([]);
  renderWithHost(<AddressEditor />);
  expect(await screen.findByText('No records')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add new' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Change primary' })).not.toBeInTheDocument();
});

it('lists primary first, then by type and name; only non-primary ones can be removed', async () => {
  setup([
    anAddress({ street: '3 Work St', addressType: 'Work', addressTypeId: 2 }),
    anAddress({ street: '2 Home St' }),
    anAddress({ street: '1 Main St', isPrimary: true, addressType: 'Work' }),
  ]);
  renderWithHost(<AddressEditor />);
  const items = within(await screen.findByRole('list', { name: 'Addresses' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('1 Main St'),
    expect.stringContaining('2 Home St'),
    expect.stringContaining('3 Work St'),
  ]);
  expect(within(items[0]!).getByText('Primary')).toBeInTheDocument();
  expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(items[1]!).getByRole('button', { name: 'Remove 2 Home St' })).toBeInTheDocument();
});

it('hides Add new at 10 addresses', async () => {
  setup(Array.from({ length: 10 }, (_, i) => anAddress({ street: `${i} Main St`, isPrimary: i === 0 })));
  renderWithHost(<AddressEditor />);
  await screen.findByRole('list', { name: 'Addresses' });
  expect(screen.queryByRole('button', { name: 'Add new' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change primary' })).toBeInTheDocument();
});

// Each key and click re-renders the whole antd form in jsdom (1.5 to 4 s apiece on a loaded 2-core
// machine): this walk through every message and field needs more than the default minute.
it("gives the spec's messages, then saves a trimmed address", async () => {
  const { api, user } = setup([], { 'POST student/address/add': () => ({ addressList: [] }) });
  renderWithHost(<AddressEditor />);
  await user.click(await screen.findByRole('button', { name: 'Add new' }));
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  for (const message of [
    'Please select an address type',
    'The address street field is required',
    'The address city field is required',
    'The address state field is required',
    'The address zip field is required',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  await user.click(screen.getByRole('combobox', { name: 'Address type' }));
  await user.click(await screen.findByTitle('Work'));
  await user.click(screen.getByRole('textbox', { name: 'Street' }));
  await user.paste('  12 Elm Street ');
  await user.click(screen.getByRole('textbox', { name: 'City' }));
  await user.paste(' Springfield');
  await user.click(screen.getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByTitle('Illinois'));
  await user.click(screen.getByRole('textbox', { name: 'Zip' }));
  await user.paste('627041234');
  expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveValue('62704-1234');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.posts('student/address/add')).toHaveLength(1));
  expect(api.posts('student/address/add')[0]?.body).toEqual({
    newAddress: {
      street: '12 Elm Street',
      city: 'Springfield',
      county: '',
      stateCode: 'IL',
      zip: '62704-1234',
      addressTypeId: 2,
      name: '',
      isPrimary: false,
    },
  });
}, 120_000);

it('offers the 49 states, without Hawaii or Alaska', async () => {
  const { user } = setup([]);
  renderWithHost(<AddressEditor />);
  await user.click(await screen.findByRole('button', { name: 'Add new' }));
  await user.click(screen.getByRole('combobox', { name: 'State' }));
  expect(await screen.findByTitle('Wyoming')).toBeInTheDocument();
  expect(screen.getByTitle('District of Columbia')).toBeInTheDocument();
  expect(screen.queryByTitle('Hawaii')).not.toBeInTheDocument();
  expect(screen.queryByTitle('Alaska')).not.toBeInTheDocument();
});

it('asks before removing, with Cancel and Yes', async () => {
  const target = anAddress({ street: '2 Home St' });
  const { api, user } = setup([anAddress({ street: '1 Main St', isPrimary: true }), target], {
    'POST student/address/remove': () => ({ addressList: [] }),
  });
  renderWithHost(<AddressEditor />);
  await user.click(await screen.findByRole('button', { name: 'Remove 2 Home St' }));
  expect(screen.getByText('Are you sure you want to remove this address?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(api.posts('student/address/remove')).toHaveLength(1));
  expect(api.posts('student/address/remove')[0]?.body).toEqual({ addressId: target.addressId });
});

it('changes the primary address among the others; Cancel returns', async () => {
  const other = anAddress({ street: '2 Home St' });
  const { api, user } = setup([anAddress({ street: '1 Main St', isPrimary: true }), other], {
    'POST student/address/make_primary': () => apiError('Address not found', { status: 404 }),
  });
  renderWithHost(<AddressEditor />);
  await user.click(await screen.findByRole('button', { name: 'Change primary' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Change primary' }));
  const group = screen.getByRole('radiogroup', { name: 'New primary address' });
  expect(within(group).getAllByRole('radio')).toHaveLength(1);
  await user.click(within(group).getByRole('radio'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Address not found');
  expect(api.posts('student/address/make_primary')[0]?.body).toEqual({ addressId: other.addressId });
});

it('forcePrimary: shows only the primary address, no Change primary, and a locked primary checkbox', async () => {
  const { user } = setup([
    anAddress({ street: '1 Main St', isPrimary: true }),
    anAddress({ street: '2 Home St' }),
  ]);
  renderWithHost(<AddressEditor forcePrimary />);
  const list = await screen.findByRole('list', { name: 'Addresses' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Change primary' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add new' }));
  expect(screen.getByRole('checkbox', { name: 'Primary address' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Primary address' })).toBeDisabled();
});
