import { Form } from 'antd';
import { useId, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export type FieldRenderProps<T extends FieldValues, N extends FieldPath<T>> = ControllerRenderProps<T, N> & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type Props<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  render: (field: FieldRenderProps<T, N>) => ReactNode;
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
  render,
}: Props<T, N>) => {
  const id = `field-${useId().replace(/:/g, '')}-${String(name).replace(/\W/g, '-')}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            required={required}
            extra={extra}
            validateStatus={message ? 'error' : undefined}
            help={message ? <span id={`${id}-error`}>{message}</span> : undefined}
          >
            {render({
              ...field,
              id,
              'aria-invalid': Boolean(message),
              'aria-describedby': message ? `${id}-error` : undefined,
            })}
          </Form.Item>
        );
      }}
    />
  );
};
