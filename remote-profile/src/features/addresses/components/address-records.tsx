import type { Address, AddressListResponse, NewAddress } from '../../../contract';
import { lazyOnDemand } from '@portal/shared/ui-base';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../../lib/badge';
import { useProfileMessages } from '../../../messages/catalog';
import { useAddressesMessages } from '../messages/catalog';
import type { RecordKind } from '../../profile/components/record-editor';
import { useAddAddress, useAddressList, getAddressTypesQueryOptions } from '../api/addresses';
import { addressLine, canAddAddress, visibleAddresses } from '../rules/address-rules';

/** The add-new form is antd's: it loads when Add new is about to be pressed (ADR 014). */
const loadNewAddressForm = () => import('../../new-address/components/new-address-form');
const NewAddressForm = lazyOnDemand(loadNewAddressForm);

export const AddressSummary = ({ address }: { address: Address }) => {
  const m = useAddressesMessages();
  const common = useProfileMessages();
  return (
    <span className="profile-summary">
      <span className="profile-summary-line">
        <strong>{address.addressType}</strong>
        {address.name ? <span>{address.name}</span> : null}
        {address.isPrimary ? <Badge color="blue">{common('records.primary')}</Badge> : null}
      </span>
      <span>{addressLine(address, m)}</span>
    </span>
  );
};

/**
 * The student's addresses as the editor and the chooser show them: primary first, then by type and
 * name; with forcePrimary only the primary one, and a new one is primary.
 */
export const useAddressRecords = (
  forcePrimary: boolean,
): RecordKind<Address, NewAddress, AddressListResponse> => {
  const m = useProfileMessages();
  const queryClient = useQueryClient();
  const list = useAddressList();
  const add = useAddAddress();
  const all = list.data?.addressList ?? [];
  return {
    list,
    all,
    records: visibleAddresses(all, forcePrimary),
    idOf: (address) => address.addressId,
    summary: (address) => <AddressSummary address={address} />,
    emptyText: m('records.empty'),
    canAdd: canAddAddress(all),
    add,
    recordsOf: (reply) => reply.addressList,
    renderNewForm: (form) => <NewAddressForm forcePrimary={forcePrimary} {...form} />,
    // The form's list of address types too, so that its select opens with its options.
    loadNewForm: () =>
      Promise.all([loadNewAddressForm(), queryClient.prefetchQuery(getAddressTypesQueryOptions())]),
  };
};
