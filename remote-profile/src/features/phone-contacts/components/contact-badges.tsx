import type { PhoneContact } from '../../../contract';
import { Badge } from '../../../lib/badge';

/** The badges registration forms show next to a number: Primary, Emergency, Textable. */
export const ContactBadges = ({ contact }: { contact: PhoneContact }) => (
  <>
    {contact.isPrimary ? <Badge color="blue">Primary</Badge> : null}
    {contact.isEmergency ? <Badge color="red">Emergency</Badge> : null}
    {contact.isTextable ? <Badge color="purple">Textable</Badge> : null}
  </>
);
