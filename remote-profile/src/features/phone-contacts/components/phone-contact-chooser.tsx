import type { RemoteComponentProps } from '@portal/shared';
import { Alert, Button, Flex, Skeleton, Typography } from '@portal/shared/ui';
import { Radio } from '@portal/shared/ui-forms';
import { useMemo, useState } from 'react';
import { useAddContact, useContactList } from '../api/phone-contacts';
import { addedContactId, canAddContact, visibleContacts } from '../rules/phone-contact-rules';
import { ContactSummary, NO_RECORDS } from './phone-contact-editor';
import { NewContactForm } from './new-contact-form';

type Props = RemoteComponentProps['profile/PhoneContactChooser'];

/**
 * For registration forms (exposed through the shell): choose one of the student's numbers, with its
 * badges, or add one. The force flags lock the new-contact inputs and keep only matching numbers.
 */
export const PhoneContactChooser = ({
  value,
  onChange,
  label = 'Phone contact',
  forceOwn,
  forceEmergency,
  forcePrimary,
}: Props) => {
  const list = useContactList();
  const addContact = useAddContact();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const force = useMemo(
    () => ({ own: forceOwn, emergency: forceEmergency, primary: forcePrimary }),
    [forceOwn, forceEmergency, forcePrimary],
  );
  const all = list.data?.contactList ?? [];
  const contacts = visibleContacts(all, force);

  if (list.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (list.isError) return <Alert type="error" showIcon title={list.error.message} />;

  return (
    <Flex vertical gap="middle">
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {contacts.length === 0 ? <Typography.Text>{NO_RECORDS}</Typography.Text> : null}
      {contacts.length > 0 ? (
        <Radio.Group
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.target.value as number)}
        >
          <Flex vertical gap="small">
            {contacts.map((contact) => (
              <Radio key={contact.contactId} value={contact.contactId}>
                <ContactSummary contact={contact} />
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      ) : null}
      {adding ? (
        <NewContactForm
          force={force}
          saving={addContact.isPending}
          onCancel={() => setAdding(false)}
          onSave={(newContact) =>
            addContact.mutate(newContact, {
              onSuccess: (reply) => {
                setAdding(false);
                setError(null);
                const added = addedContactId(all, reply.contactList);
                if (added !== null) onChange(added);
              },
              onError: (e) => {
                setAdding(false);
                setError(e.message);
              },
            })
          }
        />
      ) : canAddContact(all) ? (
        <div>
          <Button onClick={() => setAdding(true)}>Add new</Button>
        </div>
      ) : null}
    </Flex>
  );
};
