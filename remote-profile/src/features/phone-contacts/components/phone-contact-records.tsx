import type { ContactListResponse, NewPhoneContact, PhoneContact } from '../../../contract';
import { formatPhoneNumber } from '@portal/shared';
import { Flex, Typography } from '@portal/shared/ui';
import type { RecordKind } from '../../profile/components/record-editor';
import { useAddContact, useContactList } from '../api/phone-contacts';
import {
  canAddContact,
  contactOwnerText,
  visibleContacts,
  type ContactForce,
} from '../rules/phone-contact-rules';
import { ContactBadges } from './contact-badges';
import { NewContactForm } from './new-contact-form';

export const NO_RECORDS = 'No records';

export const ContactSummary = ({ contact }: { contact: PhoneContact }) => (
  <Flex wrap gap="small" align="center">
    <Typography.Text strong>{formatPhoneNumber(contact.phoneNumber)}</Typography.Text>
    <Typography.Text type="secondary">{contactOwnerText(contact)}</Typography.Text>
    <ContactBadges contact={contact} />
  </Flex>
);

/**
 * The student's phone numbers as the editor and the chooser show them, with their badges, in the spec's
 * order; the force flags keep only the matching numbers and lock the new-contact inputs.
 */
export const usePhoneContactRecords = (
  force: ContactForce,
): RecordKind<PhoneContact, NewPhoneContact, ContactListResponse> => {
  const list = useContactList();
  const add = useAddContact();
  const all = list.data?.contactList ?? [];
  return {
    list,
    all,
    records: visibleContacts(all, force),
    idOf: (contact) => contact.contactId,
    summary: (contact) => <ContactSummary contact={contact} />,
    emptyText: NO_RECORDS,
    canAdd: canAddContact(all),
    add,
    recordsOf: (reply) => reply.contactList,
    renderNewForm: (form) => <NewContactForm force={force} {...form} />,
  };
};
