import type { RemoteComponentProps } from '@portal/shared';
import { useMemo } from 'react';
import { usePhoneContactsMessages } from '../messages/catalog';
import { RecordChooser } from '../../profile/components/record-chooser';
import { usePhoneContactRecords } from './phone-contact-records';

type Props = RemoteComponentProps['profile/PhoneContactChooser'];

/**
 * For registration forms (exposed through the shell): choose one of the student's numbers, with its
 * badges, or add one. The force flags lock the new-contact inputs and keep only matching numbers.
 */
export const PhoneContactChooser = ({
  value,
  onChange,
  label,
  forceOwn,
  forceEmergency,
  forcePrimary,
}: Props) => {
  const m = usePhoneContactsMessages();
  const force = useMemo(
    () => ({ own: forceOwn, emergency: forceEmergency, primary: forcePrimary }),
    [forceOwn, forceEmergency, forcePrimary],
  );
  const contacts = usePhoneContactRecords(force);
  return (
    <RecordChooser
      {...contacts}
      label={label ?? m('phoneContacts.chooserLabel')}
      value={value}
      onChange={onChange}
    />
  );
};
