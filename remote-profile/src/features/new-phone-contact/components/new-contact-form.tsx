import { zodResolver } from '@hookform/resolvers/zod';
import type { NewPhoneContact } from '../../../contract';
import { Form, FormField, Input, PhoneField, Radio } from '@portal/shared/ui-forms';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NewRecordForm, RecordFlag, ReferenceSelectField } from '../../profile/components/record-form-parts';
import type { NewRecordFormProps } from '../../profile/components/record-editor';
import { useNewContactMessages } from '../messages/catalog';
import { useContactRelations } from '../../phone-contacts/api/phone-contacts';
import {
  applyContactRules,
  lockedContactInputs,
  newContactDefaults,
  newContactFormSchema,
  OWNER_NAME_MAX,
  toNewContactPayload,
  type ContactForce,
  type NewContactValues,
} from '../../phone-contacts/rules/phone-contact-rules';

type Props = NewRecordFormProps<NewPhoneContact> & { force?: ContactForce };

/** Add-new mode of the phone-contact editor and chooser. */
export const NewContactForm = ({ force: { own, emergency, primary } = {}, ...record }: Props) => {
  const m = useNewContactMessages();
  const relations = useContactRelations();
  const force = useMemo(() => ({ own, emergency, primary }), [own, emergency, primary]);
  const schema = useMemo(() => newContactFormSchema(force), [force]);
  const { control, handleSubmit, watch, getValues, setValue, clearErrors } = useForm<NewContactValues>({
    defaultValues: newContactDefaults(force),
    resolver: zodResolver(schema),
  });
  const values = watch();
  const locked = lockedContactInputs(values, force);

  /** Switching between own and someone else's number applies the spec's rules to the other inputs. */
  const ownershipChanged = (own: boolean) => {
    const next = applyContactRules({ ...getValues(), isOwnPhoneNumber: own }, force);
    for (const key of Object.keys(next) as (keyof NewContactValues)[]) setValue(key, next[key]);
    clearErrors(['contactRelationId', 'name']);
  };

  return (
    <NewRecordForm
      label={m('phoneContacts.newContact')}
      record={record}
      onSubmit={handleSubmit((submitted) => record.onSave(toNewContactPayload(submitted, force)))}
    >
      <PhoneField control={control} name="phoneNumber" />
      <Controller
        control={control}
        name="isOwnPhoneNumber"
        render={({ field }) => (
          <Form.Item>
            <Radio.Group
              aria-label={m('phoneContacts.whoseNumber')}
              value={field.value}
              disabled={locked.isOwnPhoneNumber}
              onChange={(event) => ownershipChanged(event.target.value as boolean)}
              options={[
                { value: true, label: m('phoneContacts.ownNumber') },
                { value: false, label: m('phoneContacts.someoneElsesNumber') },
              ]}
            />
          </Form.Item>
        )}
      />
      {values.isOwnPhoneNumber ? null : (
        <>
          <ReferenceSelectField
            control={control}
            name="contactRelationId"
            label={m('phoneContacts.ownerRelation')}
            placeholder={m('phoneContacts.selectRelation')}
            items={relations.data?.contactRelationList}
            loading={relations.isPending}
          />
          <FormField
            control={control}
            name="name"
            label={m('phoneContacts.ownerName')}
            required
            maxLength={OWNER_NAME_MAX}
            render={(field) => <Input {...field} autoComplete="off" />}
          />
        </>
      )}
      <RecordFlag control={control} name="isEmergency" disabled={locked.isEmergency} spaced>
        {m('phoneContacts.emergencyContact')}
      </RecordFlag>
      <RecordFlag control={control} name="isPrimary" disabled={locked.isPrimary}>
        {m('phoneContacts.primaryNumber')}
      </RecordFlag>
    </NewRecordForm>
  );
};

export default NewContactForm;
