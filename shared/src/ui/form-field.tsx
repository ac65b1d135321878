import { Form } from 'antd';
import { useId } from 'react';
import {
  fieldAria,
  fieldErrorId,
  fieldId,
  type FieldRenderProps,
  type LabelledFieldProps,
} from '../forms/field-aria';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Refusal } from '../i18n/refusal';

export type { FieldRenderProps };

type Props<T extends FieldValues, N extends FieldPath<T>> = LabelledFieldProps<T, N> & {
  /**
   * Fields checked again when this one changes (after a submit): a confirmation's "don't match"
   * goes as soon as the value it confirms is fixed.
   */
  deps?: FieldPath<T>[];
};

/**
 * The one bridge from react-hook-form (validated by zod) to antd's Form.Item: the label, the error
 * state and the message come from the form state, never from antd rules.
 */
export const FormField = <T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  required,
  extra,
  maxLength,
  deps,
  render,
}: Props<T, N>) => {
  const id = fieldId(useId(), String(name));
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            required={required}
            extra={extra}
            validateStatus={message ? 'error' : undefined}
            help={
              message ? (
                <span id={fieldErrorId(id)}>
                  <Refusal text={message} />
                </span>
              ) : undefined
            }
          >
            {render({ ...field, ...fieldAria(id, message, { required, maxLength }) })}
          </Form.Item>
        );
      }}
    />
  );
};
