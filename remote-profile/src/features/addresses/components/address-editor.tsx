import type { Address } from '../../../contract';
import { Alert, Button, Flex, Skeleton, Typography } from '@portal/shared/ui';
import { Tag } from '@portal/shared/ui-data';
import { Radio } from '@portal/shared/ui-forms';
import { useId, useRef, useState } from 'react';
import { useEditorFocus } from '@portal/shared/ui-base';
import { useAddAddress, useAddressList, useMakePrimaryAddress, useRemoveAddress } from '../api/addresses';
import {
  addressLine,
  canAddAddress,
  canChangePrimaryAddress,
  canDeleteAddress,
  keepAddressSelection,
  REMOVE_ADDRESS_QUESTION,
  visibleAddresses,
} from '../rules/address-rules';
import { NewAddressForm } from './new-address-form';

export const NO_ADDRESSES = 'No records';

type Mode =
  | { name: 'view' }
  | { name: 'add-new' }
  | { name: 'change-primary'; addressId: number | null }
  | { name: 'delete'; addressId: number | null };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Server error!');

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

type Props = { forcePrimary?: boolean; headingLevel?: 2 | 3 | 4 };

/** The profile's address editor: modes view, add-new, change-primary and delete. */
export const AddressEditor = ({ forcePrimary = false, headingLevel = 3 }: Props) => {
  const list = useAddressList();
  const addAddress = useAddAddress();
  const removeAddress = useRemoveAddress();
  const makePrimary = useMakePrimaryAddress();
  const [mode, setMode] = useState<Mode>({ name: 'view' });
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  const all = list.data?.addressList ?? [];
  const addresses = visibleAddresses(all, forcePrimary);
  const others = addresses.filter((address) => !address.isPrimary);
  const selectedId = 'addressId' in mode ? keepAddressSelection(mode.addressId, addresses) : null;
  const current: Mode = mode.name === 'delete' && selectedId === null ? { name: 'view' } : mode;
  const selected = addresses.find((address) => address.addressId === selectedId);
  const busy = addAddress.isPending || removeAddress.isPending || makePrimary.isPending;

  const start = (next: Mode) => {
    setError(null);
    setMode(next);
  };
  /** After each success the list reloads and the mode returns to view; a failure shows the text. */
  const run = async (action: () => Promise<unknown>) => {
    const started = mode;
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
    // Unless the student moved on meanwhile (the new list may already show while it reloads).
    setMode((now) => (now === started ? { name: 'view' } : now));
  };

  const sectionRef = useRef<HTMLElement>(null);
  useEditorFocus(sectionRef, current.name);

  return (
    <section aria-labelledby={headingId} ref={sectionRef}>
      <Typography.Title level={headingLevel} id={headingId}>
        Addresses
      </Typography.Title>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {list.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {list.isError ? <Alert type="error" showIcon title={list.error.message} /> : null}

      {list.isSuccess && current.name === 'view' ? (
        <>
          {addresses.length === 0 ? (
            <Typography.Paragraph>{NO_ADDRESSES}</Typography.Paragraph>
          ) : (
            <ul aria-label="Addresses" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
              {addresses.map((address) => (
                <li key={address.addressId} style={{ padding: '8px 0' }}>
                  <Flex justify="space-between" align="center" gap="small" wrap>
                    <AddressSummary address={address} />
                    {canDeleteAddress(address) ? (
                      <Button
                        size="small"
                        danger
                        aria-label={`Remove ${address.street}`}
                        onClick={() => start({ name: 'delete', addressId: address.addressId })}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Flex>
                </li>
              ))}
            </ul>
          )}
          <Flex gap="small" wrap>
            {canAddAddress(all) ? (
              <Button data-editor-home onClick={() => start({ name: 'add-new' })}>
                Add new
              </Button>
            ) : null}
            {canChangePrimaryAddress(addresses, forcePrimary) ? (
              <Button onClick={() => start({ name: 'change-primary', addressId: null })}>
                Change primary
              </Button>
            ) : null}
          </Flex>
        </>
      ) : null}

      {current.name === 'add-new' ? (
        <NewAddressForm
          forcePrimary={forcePrimary}
          saving={addAddress.isPending}
          onSave={(address) => void run(() => addAddress.mutateAsync(address))}
          onCancel={() => setMode({ name: 'view' })}
        />
      ) : null}

      {current.name === 'change-primary' ? (
        <Flex vertical gap="middle">
          <Radio.Group
            aria-label="New primary address"
            value={selectedId}
            onChange={(event) => setMode({ name: 'change-primary', addressId: event.target.value as number })}
          >
            <Flex vertical gap="small">
              {others.map((address) => (
                <Radio key={address.addressId} value={address.addressId}>
                  <AddressSummary address={address} />
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          <Flex gap="small">
            <Button
              type="primary"
              disabled={selectedId === null}
              loading={makePrimary.isPending}
              onClick={() => selectedId !== null && void run(() => makePrimary.mutateAsync(selectedId))}
            >
              Save
            </Button>
            <Button disabled={busy} onClick={() => setMode({ name: 'view' })}>
              Cancel
            </Button>
          </Flex>
        </Flex>
      ) : null}

      {current.name === 'delete' && selected ? (
        <Flex vertical gap="middle">
          <Typography.Paragraph style={{ margin: 0 }}>{REMOVE_ADDRESS_QUESTION}</Typography.Paragraph>
          <AddressSummary address={selected} />
          <Flex gap="small">
            <Button disabled={busy} onClick={() => setMode({ name: 'view' })}>
              Cancel
            </Button>
            <Button
              type="primary"
              danger
              loading={removeAddress.isPending}
              onClick={() => void run(() => removeAddress.mutateAsync(selected.addressId))}
            >
              Yes
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </section>
  );
};
