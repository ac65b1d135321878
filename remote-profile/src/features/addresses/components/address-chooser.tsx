import type { RemoteComponentProps } from '@portal/shared';
import { RecordChooser } from '../../profile/components/record-chooser';
import { useAddressRecords } from './address-records';

type Props = RemoteComponentProps['profile/AddressChooser'];

/** For registration forms (exposed through the shell): choose one of the student's addresses, or add one. */
export const AddressChooser = ({ value, onChange, label = 'Address', forcePrimary = false }: Props) => {
  const addresses = useAddressRecords(forcePrimary);
  return <RecordChooser {...addresses} label={label} value={value} onChange={onChange} />;
};
