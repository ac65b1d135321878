import type { NewPhoneContact, PhoneContact } from '../../../contract';
import { Alert, Button, Flex, Skeleton, Typography } from '@portal/shared/ui';
import { Radio } from '@portal/shared/ui-forms';
import { useId, useRef, useState } from 'react';
import { useEditorFocus } from '@portal/shared/ui-base';
import { formatPhoneNumber } from '@portal/shared';
import {
  useAddContact,
  useContactList,
  useMakePrimaryContact,
  useRemoveContact,
} from '../api/phone-contacts';
import {
  canAddContact,
  canDeleteContact,
  contactOwnerText,
  keepSelection,
  primaryCandidates,
  visibleContacts,
  type ContactForce,
} from '../rules/phone-contact-rules';
import { ContactBadges } from './contact-badges';
import { NewContactForm } from './new-contact-form';

export const NO_RECORDS = 'No records';
export const REMOVE_CONTACT_QUESTION = 'Are you sure you want to remove this phone number?';

/** Spec section 4: view goes to add-new, change-primary or delete (for one chosen contact). */
type Mode =
  | { name: 'view' }
  | { name: 'add-new' }
  | { name: 'change-primary'; contactId: number | null }
  | { name: 'delete'; contactId: number | null };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Server error!');

export const ContactSummary = ({ contact }: { contact: PhoneContact }) => (
  <Flex wrap gap="small" align="center">
    <Typography.Text strong>{formatPhoneNumber(contact.phoneNumber)}</Typography.Text>
    <Typography.Text type="secondary">{contactOwnerText(contact)}</Typography.Text>
    <ContactBadges contact={contact} />
  </Flex>
);

type Props = { force?: ContactForce; headingLevel?: 2 | 3 | 4 };

/** The profile's phone-contact editor: modes view, add-new, change-primary and delete. */
export const PhoneContactEditor = ({ force = {}, headingLevel = 3 }: Props) => {
  const list = useContactList();
  const addContact = useAddContact();
  const removeContact = useRemoveContact();
  const makePrimary = useMakePrimaryContact();
  const [mode, setMode] = useState<Mode>({ name: 'view' });
  const [error, setError] = useState<string | null>(null);

  const contacts = visibleContacts(list.data?.contactList ?? [], force);
  const candidates = primaryCandidates(contacts);
  // A list that no longer holds the chosen contact clears the choice (and a delete of it is over).
  const selectedId = 'contactId' in mode ? keepSelection(mode.contactId, contacts) : null;
  const current: Mode = mode.name === 'delete' && selectedId === null ? { name: 'view' } : mode;
  const selected = contacts.find((contact) => contact.contactId === selectedId);
  const busy = addContact.isPending || removeContact.isPending || makePrimary.isPending;

  const start = (next: Mode) => {
    setError(null);
    setMode(next);
  };
  /** Save success or failure returns to view; a failure shows the server's text. */
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

  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useEditorFocus(sectionRef, current.name);
  return (
    <section aria-labelledby={headingId} ref={sectionRef}>
      <Typography.Title level={headingLevel} id={headingId}>
        Phone contacts
      </Typography.Title>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {list.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {list.isError ? <Alert type="error" showIcon title={list.error.message} /> : null}

      {list.isSuccess && current.name === 'view' ? (
        <>
          {contacts.length === 0 ? (
            <Typography.Paragraph>{NO_RECORDS}</Typography.Paragraph>
          ) : (
            <ul aria-label="Phone contacts" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
              {contacts.map((contact) => (
                <li key={contact.contactId} style={{ padding: '8px 0' }}>
                  <Flex justify="space-between" align="center" gap="small" wrap>
                    <ContactSummary contact={contact} />
                    {canDeleteContact(contact) ? (
                      <Button
                        size="small"
                        danger
                        aria-label={`Remove ${formatPhoneNumber(contact.phoneNumber)}`}
                        onClick={() => start({ name: 'delete', contactId: contact.contactId })}
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
            {canAddContact(list.data.contactList) ? (
              <Button data-editor-home onClick={() => start({ name: 'add-new' })}>
                Add new
              </Button>
            ) : null}
            {candidates.length > 0 ? (
              <Button onClick={() => start({ name: 'change-primary', contactId: null })}>
                Change primary
              </Button>
            ) : null}
          </Flex>
        </>
      ) : null}

      {current.name === 'add-new' ? (
        <NewContactForm
          force={force}
          saving={addContact.isPending}
          onSave={(contact: NewPhoneContact) => void run(() => addContact.mutateAsync(contact))}
          onCancel={() => setMode({ name: 'view' })}
        />
      ) : null}

      {current.name === 'change-primary' ? (
        <Flex vertical gap="middle">
          <Radio.Group
            aria-label="New primary phone number"
            value={selectedId}
            onChange={(event) => setMode({ name: 'change-primary', contactId: event.target.value as number })}
          >
            <Flex vertical gap="small">
              {candidates.map((contact) => (
                <Radio key={contact.contactId} value={contact.contactId}>
                  <ContactSummary contact={contact} />
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
          <Typography.Paragraph style={{ margin: 0 }}>{REMOVE_CONTACT_QUESTION}</Typography.Paragraph>
          <ContactSummary contact={selected} />
          <Flex gap="small">
            <Button disabled={busy} onClick={() => setMode({ name: 'view' })}>
              Cancel
            </Button>
            <Button
              type="primary"
              danger
              loading={removeContact.isPending}
              onClick={() => void run(() => removeContact.mutateAsync(selected.contactId))}
            >
              Yes
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </section>
  );
};
