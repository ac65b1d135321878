import type { ContactListResponse, NewPhoneContact, PhoneContact } from '../../../contract';
import { formatPhoneNumber } from '@portal/shared';
import { lazyOnDemand } from '@portal/shared/ui-base';
import { useQueryClient } from '@tanstack/react-query';
import { useProfileMessages } from '../../../messages/catalog';
import { usePhoneContactsMessages } from '../messages/catalog';
import type { RecordKind } from '../../profile/components/record-editor';
import { useAddContact, useContactList, getContactRelationsQueryOptions } from '../api/phone-contacts';
import {
  canAddContact,
  contactOwnerText,
  visibleContacts,
  type ContactForce,
} from '../rules/phone-contact-rules';
import { ContactBadges } from './contact-badges';

/** The add-new form is antd's: it loads when Add new is about to be pressed (ADR 014). */
const loadNewContactForm = () => import('../../new-phone-contact/components/new-contact-form');
const NewContactForm = lazyOnDemand(loadNewContactForm);

export const ContactSummary = ({ contact }: { contact: PhoneContact }) => {
  const m = usePhoneContactsMessages();
  return (
    <span className="profile-summary-line">
      <strong>{formatPhoneNumber(contact.phoneNumber)}</strong>
      <span className="pt-secondary">{contactOwnerText(contact, m)}</span>
      <ContactBadges contact={contact} />
    </span>
  );
};

/**
 * The student's phone numbers as the editor and the chooser show them, with their badges, in the spec's
 * order; the force flags keep only the matching numbers and lock the new-contact inputs.
 */
export const usePhoneContactRecords = (
  force: ContactForce,
): RecordKind<PhoneContact, NewPhoneContact, ContactListResponse> => {
  const m = useProfileMessages();
  const queryClient = useQueryClient();
  const list = useContactList();
  const add = useAddContact();
  const all = list.data?.contactList ?? [];
  return {
    list,
    all,
    records: visibleContacts(all, force),
    idOf: (contact) => contact.contactId,
    summary: (contact) => <ContactSummary contact={contact} />,
    emptyText: m('records.empty'),
    canAdd: canAddContact(all),
    add,
    recordsOf: (reply) => reply.contactList,
    renderNewForm: (form) => <NewContactForm force={force} {...form} />,
    // The form's list of relations too, so that its select opens with its options.
    loadNewForm: () =>
      Promise.all([loadNewContactForm(), queryClient.prefetchQuery(getContactRelationsQueryOptions())]),
  };
};
