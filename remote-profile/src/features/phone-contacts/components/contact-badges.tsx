import type { PhoneContact } from '../../../contract';
import { Tag } from '@portal/shared/ui-data';

/**
 * The badges registration forms show next to a number: Primary, Emergency, Textable. Preset colours
 * that keep AA contrast (cyan and volcano do not).
 */
export const ContactBadges = ({ contact }: { contact: PhoneContact }) => (
  <>
    {contact.isPrimary ? <Tag color="blue">Primary</Tag> : null}
    {contact.isEmergency ? <Tag color="red">Emergency</Tag> : null}
    {contact.isTextable ? <Tag color="purple">Textable</Tag> : null}
  </>
);
