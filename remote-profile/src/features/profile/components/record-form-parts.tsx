import { Button, Flex } from '@portal/shared/ui';
import { Checkbox, Form, FormField, Radio, Select } from '@portal/shared/ui-forms';
import type { FormEvent, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { useProfileMessages } from '../../../messages/catalog';
import type { NewRecordFormProps } from './record-editor';

/**
 * The antd parts of the record editors and choosers: the radio choices and the add-new forms' frame
 * and fields. They load with a form or a choice, never with the profile's first paint (ADR 014).
 */

export type RecordChoicesProps<R> = {
  label: string;
  records: readonly R[];
  idOf: (record: R) => number;
  summary: (record: R) => ReactNode;
  value: number | null;
  onChange: (id: number) => void;
};

/** The records to choose from, each with its summary, as radio buttons. */
export const RecordChoices = <R,>({
  label,
  records,
  idOf,
  summary,
  value,
  onChange,
}: RecordChoicesProps<R>) => (
  <Radio.Group aria-label={label} value={value} onChange={(event) => onChange(event.target.value as number)}>
    <Flex vertical gap="small">
      {records.map((record) => (
        <Radio key={idOf(record)} value={idOf(record)}>
          {summary(record)}
        </Radio>
      ))}
    </Flex>
  </Radio.Group>
);

/**
 * The add-new form's frame: its name, the fields, then Save and Cancel. `onSubmit` is the form's
 * `handleSubmit(…)`, which saves through `record.onSave` once the values pass.
 */
export const NewRecordForm = <N,>({
  label,
  record: { saving, onCancel },
  onSubmit,
  children,
}: {
  label: string;
  record: NewRecordFormProps<N>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) => {
  const m = useProfileMessages();
  return (
    <form aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Form component={false} layout="vertical">
        {children}
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={saving}>
            {m('common.save')}
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            {m('common.cancel')}
          </Button>
        </Flex>
      </Form>
    </form>
  );
};

/** A yes/no of the add-new form ('Primary address', 'Emergency contact'), disabled where a rule decides it. */
export const RecordFlag = <T extends FieldValues>({
  control,
  name,
  disabled,
  spaced = false,
  children,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  disabled: boolean;
  /** Closer to a flag below it. */
  spaced?: boolean;
  children: string;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Form.Item className={spaced ? 'profile-flag-spaced' : undefined}>
        <Checkbox
          checked={field.value as boolean}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.checked)}
        >
          {children}
        </Checkbox>
      </Form.Item>
    )}
  />
);

/** A required choice from a reference list of `{ itemId, label }` (address types, contact relations). */
export const ReferenceSelectField = <T extends FieldValues>({
  placeholder,
  items,
  loading,
  ...formField
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  placeholder: string;
  items: readonly { itemId: number; label: string }[] | undefined;
  loading: boolean;
}) => (
  <FormField
    {...formField}
    required
    render={(field) => (
      <Select
        {...field}
        loading={loading}
        placeholder={placeholder}
        options={(items ?? []).map((item) => ({ value: item.itemId, label: item.label }))}
      />
    )}
  />
);
