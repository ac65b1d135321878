import type { Address, AddressListResponse, NewAddress } from '../../../contract';
import { Flex, Typography } from '@portal/shared/ui';
import { Tag } from '@portal/shared/ui-data';
import type { RecordKind } from '../../profile/components/record-editor';
import { useAddAddress, useAddressList } from '../api/addresses';
import { addressLine, canAddAddress, visibleAddresses } from '../rules/address-rules';
import { NewAddressForm } from './new-address-form';

export const NO_ADDRESSES = 'No records';

export const AddressSummary = ({ address }: { address: Address }) => (
  <Flex vertical gap={2}>
    <Flex wrap gap="small" align="center">
      <Typography.Text strong>{address.addressType}</Typography.Text>
      {address.name ? <Typography.Text>{address.name}</Typography.Text> : null}
      {address.isPrimary ? <Tag color="blue">Primary</Tag> : null}
    </Flex>
    <Typography.Text>{addressLine(address)}</Typography.Text>
  </Flex>
);

/**
 * The student's addresses as the editor and the chooser show them: primary first, then by type and
 * name; with forcePrimary only the primary one, and a new one is primary.
 */
export const useAddressRecords = (
  forcePrimary: boolean,
): RecordKind<Address, NewAddress, AddressListResponse> => {
  const list = useAddressList();
  const add = useAddAddress();
  const all = list.data?.addressList ?? [];
  return {
    list,
    all,
    records: visibleAddresses(all, forcePrimary),
    idOf: (address) => address.addressId,
    summary: (address) => <AddressSummary address={address} />,
    emptyText: NO_ADDRESSES,
    canAdd: canAddAddress(all),
    add,
    recordsOf: (reply) => reply.addressList,
    renderNewForm: (form) => <NewAddressForm forcePrimary={forcePrimary} {...form} />,
  };
};
