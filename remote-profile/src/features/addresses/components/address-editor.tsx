import { useAddressesMessages } from '../messages/catalog';
import { RecordEditor } from '../../profile/components/record-editor';
import { useMakePrimaryAddress, useRemoveAddress } from '../api/addresses';
import { canChangePrimaryAddress, canDeleteAddress } from '../rules/address-rules';
import { useAddressRecords } from './address-records';

type Props = { forcePrimary?: boolean; headingLevel?: 2 | 3 | 4 };

/** The profile's address editor: modes view, add-new, change-primary and delete. */
export const AddressEditor = ({ forcePrimary = false, headingLevel = 3 }: Props) => {
  const m = useAddressesMessages();
  const addresses = useAddressRecords(forcePrimary);
  const remove = useRemoveAddress();
  const makePrimary = useMakePrimaryAddress();
  return (
    <RecordEditor
      {...addresses}
      title={m('addresses.title')}
      loadingLabel={m('addresses.loading')}
      headingLevel={headingLevel}
      canDelete={canDeleteAddress}
      removeLabel={(address) => m('addresses.removeLabel', { street: address.street })}
      removeQuestion={m('addresses.removeQuestion')}
      canChangePrimary={canChangePrimaryAddress(addresses.records, forcePrimary)}
      primaryChoices={addresses.records.filter((address) => !address.isPrimary)}
      primaryChoicesLabel={m('addresses.newPrimary')}
      remove={remove}
      makePrimary={makePrimary}
    />
  );
};
