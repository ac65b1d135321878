import { zodResolver } from '@hookform/resolvers/zod';
import { type NewAddress } from '../../../contract';
import { AddressFields, FormField, Input } from '@portal/shared/ui-forms';
import { Col, Row } from '@portal/shared/ui-data';
import { useForm } from 'react-hook-form';
import { NewRecordForm, RecordFlag, ReferenceSelectField } from '../../profile/components/record-form-parts';
import type { NewRecordFormProps } from '../../profile/components/record-editor';
import { useNewAddressMessages } from '../messages/catalog';
import { useAddressTypes } from '../../addresses/api/addresses';
import {
  NEW_ADDRESS_LIMITS,
  newAddressDefaults,
  newAddressFormSchema,
  toNewAddressPayload,
  type NewAddressValues,
} from '../../addresses/rules/address-rules';

type Props = NewRecordFormProps<NewAddress> & { forcePrimary?: boolean };

/** Add-new mode of the address editor and chooser: the type and a name, then the portal's address form. */
export const NewAddressForm = ({ forcePrimary = false, ...record }: Props) => {
  const m = useNewAddressMessages();
  const types = useAddressTypes();
  const { control, handleSubmit } = useForm<NewAddressValues>({
    defaultValues: newAddressDefaults(forcePrimary),
    resolver: zodResolver(newAddressFormSchema),
  });

  return (
    <NewRecordForm
      label={m('addresses.newAddress')}
      record={record}
      onSubmit={handleSubmit((values) => record.onSave(toNewAddressPayload(values, forcePrimary)))}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ReferenceSelectField
            control={control}
            name="addressTypeId"
            label={m('addresses.type')}
            placeholder={m('addresses.selectType')}
            items={types.data?.addressTypeList}
            loading={types.isPending}
          />
        </Col>
        <Col xs={24} sm={12}>
          <FormField
            control={control}
            name="name"
            label={m('addresses.nameOptional')}
            maxLength={NEW_ADDRESS_LIMITS.name}
            render={(field) => <Input {...field} autoComplete="off" />}
          />
        </Col>
      </Row>
      <AddressFields
        control={control}
        names={{ street: 'street', city: 'city', county: 'county', state: 'stateCode', zip: 'zip' }}
        labels={{
          street: m('addresses.street'),
          county: m('addresses.countyOptional'),
          zip: m('addresses.zip'),
        }}
        columns={{ city: 12, county: 12, state: 12, zip: 12 }}
        statePlaceholder={m('addresses.selectState')}
      />
      <RecordFlag control={control} name="isPrimary" disabled={forcePrimary}>
        {m('addresses.primaryAddress')}
      </RecordFlag>
    </NewRecordForm>
  );
};

export default NewAddressForm;
