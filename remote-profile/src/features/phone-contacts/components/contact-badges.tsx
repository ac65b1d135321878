import type { PhoneContact } from '@portal/shared';
import { Tag } from '@portal/shared/ui-data';

/** The badges registration forms show next to a number: Primary, Emergency, Textable. */
export const ContactBadges = ({ contact }: { contact: PhoneContact }) => (
  <>
    {contact.isPrimary ? <Tag color="blue">Primary</Tag> : null}
    {contact.isEmergency ? <Tag color="volcano">Emergency</Tag> : null}
    {contact.isTextable ? <Tag color="cyan">Textable</Tag> : null}
  </>
);
