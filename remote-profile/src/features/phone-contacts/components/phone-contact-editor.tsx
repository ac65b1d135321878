import { formatPhoneNumber } from '@portal/shared';
import { usePhoneContactsMessages } from '../messages/catalog';
import { RecordEditor } from '../../profile/components/record-editor';
import { useMakePrimaryContact, useRemoveContact } from '../api/phone-contacts';
import { canDeleteContact, primaryCandidates, type ContactForce } from '../rules/phone-contact-rules';
import { usePhoneContactRecords } from './phone-contact-records';

type Props = { force?: ContactForce; headingLevel?: 2 | 3 | 4 };

/**
 * The profile's phone-contact editor: modes view, add-new, change-primary (offered only when an own,
 * non-primary number exists) and delete.
 */
export const PhoneContactEditor = ({ force = {}, headingLevel = 3 }: Props) => {
  const m = usePhoneContactsMessages();
  const contacts = usePhoneContactRecords(force);
  const remove = useRemoveContact();
  const makePrimary = useMakePrimaryContact();
  const candidates = primaryCandidates(contacts.records);
  return (
    <RecordEditor
      {...contacts}
      title={m('phoneContacts.title')}
      loadingLabel={m('phoneContacts.loading')}
      headingLevel={headingLevel}
      canDelete={canDeleteContact}
      removeLabel={(contact) =>
        m('phoneContacts.removeLabel', { phone: formatPhoneNumber(contact.phoneNumber) })
      }
      removeQuestion={m('phoneContacts.removeQuestion')}
      canChangePrimary={candidates.length > 0}
      primaryChoices={candidates}
      primaryChoicesLabel={m('phoneContacts.newPrimary')}
      remove={remove}
      makePrimary={makePrimary}
    />
  );
};
