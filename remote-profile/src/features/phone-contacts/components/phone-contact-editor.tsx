import { formatPhoneNumber } from '@portal/shared';
import { RecordEditor } from '../../profile/components/record-editor';
import { useMakePrimaryContact, useRemoveContact } from '../api/phone-contacts';
import { canDeleteContact, primaryCandidates, type ContactForce } from '../rules/phone-contact-rules';
import { usePhoneContactRecords } from './phone-contact-records';

export const REMOVE_CONTACT_QUESTION = 'Are you sure you want to remove this phone number?';

type Props = { force?: ContactForce; headingLevel?: 2 | 3 | 4 };

/**
 * The profile's phone-contact editor: modes view, add-new, change-primary (offered only when an own,
 * non-primary number exists) and delete.
 */
export const PhoneContactEditor = ({ force = {}, headingLevel = 3 }: Props) => {
  const contacts = usePhoneContactRecords(force);
  const remove = useRemoveContact();
  const makePrimary = useMakePrimaryContact();
  const candidates = primaryCandidates(contacts.records);
  return (
    <RecordEditor
      {...contacts}
      title="Phone contacts"
      headingLevel={headingLevel}
      canDelete={canDeleteContact}
      removeLabel={(contact) => `Remove ${formatPhoneNumber(contact.phoneNumber)}`}
      removeQuestion={REMOVE_CONTACT_QUESTION}
      canChangePrimary={candidates.length > 0}
      primaryChoices={candidates}
      primaryChoicesLabel="New primary phone number"
      remove={remove}
      makePrimary={makePrimary}
    />
  );
};
