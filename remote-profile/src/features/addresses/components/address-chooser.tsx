import type { RemoteComponentProps } from '@portal/shared';
import { useAddressesMessages } from '../messages/catalog';
import { RecordChooser } from '../../profile/components/record-chooser';
import { useAddressRecords } from './address-records';

type Props = RemoteComponentProps['profile/AddressChooser'];

/** For registration forms (exposed through the shell): choose one of the student's addresses, or add one. */
export const AddressChooser = ({ value, onChange, label, forcePrimary = false }: Props) => {
  const m = useAddressesMessages();
  const addresses = useAddressRecords(forcePrimary);
  return (
    <RecordChooser
      {...addresses}
      label={label ?? m('addresses.chooserLabel')}
      value={value}
      onChange={onChange}
    />
  );
};
