import type { RemoteComponentProps } from '@portal/shared';
import { useMemo } from 'react';
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
  label = 'Phone contact',
  forceOwn,
  forceEmergency,
  forcePrimary,
}: Props) => {
  const force = useMemo(
    () => ({ own: forceOwn, emergency: forceEmergency, primary: forcePrimary }),
    [forceOwn, forceEmergency, forcePrimary],
  );
  const contacts = usePhoneContactRecords(force);
  return <RecordChooser {...contacts} label={label} value={value} onChange={onChange} />;
};
