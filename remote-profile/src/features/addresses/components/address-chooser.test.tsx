import { ADDRESS_TYPES, anAddress } from '../../../testing/profile-fixtures';
import { apiReplies, renderWithHost } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressChooser } from './address-chooser';

const addresses = [
  anAddress({ addressId: 2, street: '2 Main St' }),
  anAddress({ addressId: 1, street: '1 Main St', isPrimary: true }),
];

it('lists the addresses, primary first with its badge, and reports the chosen one', async () => {
  apiReplies({
    'GET student/address_list': () => ({ addressList: addresses }),
  });
  const onChange = jest.fn();
  renderWithHost(<AddressChooser value={null} onChange={onChange} />);
  const group = await screen.findByRole('radiogroup', { name: 'Address' });
  const radios = within(group).getAllByRole('radio');
  expect(radios[0]!.closest('label')).toHaveTextContent('1 Main St');
  expect(radios[0]!.closest('label')).toHaveTextContent('Primary');
  await userEvent.click(within(group).getByRole('radio', { name: /2 Main St/ }));
  expect(onChange).toHaveBeenCalledWith(2);
});

it('forcePrimary shows only the primary address and adds new ones as primary', async () => {
  apiReplies({
    'GET student/address_list': () => ({ addressList: addresses }),
    'GET address_types': () => ({ addressTypeList: ADDRESS_TYPES }),
  });
  renderWithHost(<AddressChooser value={1} onChange={jest.fn()} forcePrimary />);
  const group = await screen.findByRole('radiogroup', { name: 'Address' });
  expect(within(group).getAllByRole('radio')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Add new' }));
  expect(await screen.findByRole('checkbox', { name: 'Primary address' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Primary address' })).toBeDisabled();
});
