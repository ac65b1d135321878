import type { RemoteComponentProps } from '@portal/shared';
import { Alert, Button, Flex, Skeleton, Typography } from '@portal/shared/ui';
import { Radio } from '@portal/shared/ui-forms';
import { useState } from 'react';
import { useAddAddress, useAddressList } from '../api/addresses';
import { addedAddressId, canAddAddress, visibleAddresses } from '../rules/address-rules';
import { AddressSummary, NO_ADDRESSES } from './address-editor';
import { NewAddressForm } from './new-address-form';

type Props = RemoteComponentProps['profile/AddressChooser'];

/** For registration forms (exposed through the shell): choose one of the student's addresses, or add one. */
export const AddressChooser = ({ value, onChange, label = 'Address', forcePrimary = false }: Props) => {
  const list = useAddressList();
  const addAddress = useAddAddress();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const all = list.data?.addressList ?? [];
  const addresses = visibleAddresses(all, forcePrimary);

  if (list.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (list.isError) return <Alert type="error" showIcon title={list.error.message} />;

  return (
    <Flex vertical gap="middle">
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {addresses.length === 0 ? <Typography.Text>{NO_ADDRESSES}</Typography.Text> : null}
      {addresses.length > 0 ? (
        <Radio.Group
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.target.value as number)}
        >
          <Flex vertical gap="small">
            {addresses.map((address) => (
              <Radio key={address.addressId} value={address.addressId}>
                <AddressSummary address={address} />
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      ) : null}
      {adding ? (
        <NewAddressForm
          forcePrimary={forcePrimary}
          saving={addAddress.isPending}
          onCancel={() => setAdding(false)}
          onSave={(newAddress) =>
            addAddress.mutate(newAddress, {
              onSuccess: (reply) => {
                setAdding(false);
                setError(null);
                const added = addedAddressId(all, reply.addressList);
                if (added !== null) onChange(added);
              },
              onError: (e) => {
                setAdding(false);
                setError(e.message);
              },
            })
          }
        />
      ) : canAddAddress(all) ? (
        <div>
          <Button onClick={() => setAdding(true)}>Add new</Button>
        </div>
      ) : null}
    </Flex>
  );
};
