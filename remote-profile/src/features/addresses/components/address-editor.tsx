import { RecordEditor } from '../../profile/components/record-editor';
import { useMakePrimaryAddress, useRemoveAddress } from '../api/addresses';
import { canChangePrimaryAddress, canDeleteAddress, REMOVE_ADDRESS_QUESTION } from '../rules/address-rules';
import { useAddressRecords } from './address-records';

type Props = { forcePrimary?: boolean; headingLevel?: 2 | 3 | 4 };

/** The profile's address editor: modes view, add-new, change-primary and delete. */
export const AddressEditor = ({ forcePrimary = false, headingLevel = 3 }: Props) => {
  const addresses = useAddressRecords(forcePrimary);
  const remove = useRemoveAddress();
  const makePrimary = useMakePrimaryAddress();
  return (
    <RecordEditor
      {...addresses}
      title="Addresses"
      headingLevel={headingLevel}
      canDelete={canDeleteAddress}
      removeLabel={(address) => `Remove ${address.street}`}
      removeQuestion={REMOVE_ADDRESS_QUESTION}
      canChangePrimary={canChangePrimaryAddress(addresses.records, forcePrimary)}
      primaryChoices={addresses.records.filter((address) => !address.isPrimary)}
      primaryChoicesLabel="New primary address"
      remove={remove}
      makePrimary={makePrimary}
    />
  );
};
