import type { PhoneContact } from '../../../contract';
import { Badge } from '../../../lib/badge';
import { useProfileMessages } from '../../../messages/catalog';
import { usePhoneContactsMessages } from '../messages/catalog';

/** The badges registration forms show next to a number: Primary, Emergency, Textable. */
export const ContactBadges = ({ contact }: { contact: PhoneContact }) => {
  const m = usePhoneContactsMessages();
  const common = useProfileMessages();
  return (
    <>
      {contact.isPrimary ? <Badge color="blue">{common('records.primary')}</Badge> : null}
      {contact.isEmergency ? <Badge color="red">{m('phoneContacts.emergencyBadge')}</Badge> : null}
      {contact.isTextable ? <Badge color="purple">{m('phoneContacts.textableBadge')}</Badge> : null}
    </>
  );
};
