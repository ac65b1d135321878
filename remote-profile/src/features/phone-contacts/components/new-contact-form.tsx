import { zodResolver } from '@hookform/resolvers/zod';
import type { NewPhoneContact } from '../../../contract';
import { Button, Flex } from '@portal/shared/ui';
import { Checkbox, Form, FormField, Input, PhoneInput, Radio, Select } from '@portal/shared/ui-forms';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from '@portal/shared/zod';
import { useContactRelations } from '../api/phone-contacts';
import {
  applyContactRules,
  lockedContactInputs,
  newContactDefaults,
  newContactErrors,
  OWNER_NAME_MAX,
  toNewContactPayload,
  type ContactForce,
  type NewContactValues,
} from '../rules/phone-contact-rules';

/** The form's schema: the field types, and the spec's rules from the pure rule functions. */
const newContactFormSchema = (force: ContactForce) =>
  z
    .object({
      phoneNumber: z.string(),
      isOwnPhoneNumber: z.boolean(),
      contactRelationId: z.nullable(z.number()),
      name: z.string(),
      isEmergency: z.boolean(),
      isPrimary: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        for (const [path, message] of Object.entries(newContactErrors(values, force))) {
          ctx.addIssue({ code: 'custom', path: [path], message, input: values });
        }
      }),
    );

type Props = {
  force?: ContactForce;
  saving: boolean;
  onSave: (contact: NewPhoneContact) => void;
  onCancel: () => void;
};

/** Add-new mode of the phone-contact editor and chooser. */
export const NewContactForm = ({
  force: { own, emergency, primary } = {},
  saving,
  onSave,
  onCancel,
}: Props) => {
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
    <form
      aria-label="New phone contact"
      noValidate
      onSubmit={(event) =>
        void handleSubmit((submitted) => onSave(toNewContactPayload(submitted, force)))(event)
      }
    >
      <Form component={false} layout="vertical">
        <FormField
          control={control}
          name="phoneNumber"
          label="Phone number"
          required
          render={(field) => <PhoneInput {...field} />}
        />
        <Controller
          control={control}
          name="isOwnPhoneNumber"
          render={({ field }) => (
            <Form.Item>
              <Radio.Group
                aria-label="Whose number is it?"
                value={field.value}
                disabled={locked.isOwnPhoneNumber}
                onChange={(event) => ownershipChanged(event.target.value as boolean)}
                options={[
                  { value: true, label: 'My own number' },
                  { value: false, label: "Someone else's number" },
                ]}
              />
            </Form.Item>
          )}
        />
        {values.isOwnPhoneNumber ? null : (
          <>
            <FormField
              control={control}
              name="contactRelationId"
              label="Owner relation"
              required
              render={({ value, onChange, onBlur, id, ref, ...aria }) => (
                <Select
                  id={id}
                  ref={ref}
                  {...aria}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  loading={relations.isPending}
                  placeholder="Select a relation"
                  options={(relations.data?.contactRelationList ?? []).map((relation) => ({
                    value: relation.itemId,
                    label: relation.label,
                  }))}
                />
              )}
            />
            <FormField
              control={control}
              name="name"
              label="Owner name"
              required
              maxLength={OWNER_NAME_MAX}
              render={(field) => <Input {...field} autoComplete="off" />}
            />
          </>
        )}
        <Controller
          control={control}
          name="isEmergency"
          render={({ field }) => (
            <Form.Item style={{ marginBottom: 8 }}>
              <Checkbox
                checked={field.value}
                disabled={locked.isEmergency}
                onChange={(event) => field.onChange(event.target.checked)}
              >
                Emergency contact
              </Checkbox>
            </Form.Item>
          )}
        />
        <Controller
          control={control}
          name="isPrimary"
          render={({ field }) => (
            <Form.Item>
              <Checkbox
                checked={field.value}
                disabled={locked.isPrimary}
                onChange={(event) => field.onChange(event.target.checked)}
              >
                Primary number
              </Checkbox>
            </Form.Item>
          )}
        />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Flex>
      </Form>
    </form>
  );
};
