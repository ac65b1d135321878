import { useId, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export type BaseFieldRenderProps<T extends FieldValues, N extends FieldPath<T>> = ControllerRenderProps<
  T,
  N
> & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  /** The field's `maxLength`, for the input to spread; present only when the field has one. */
  maxLength?: number;
};

type Props<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Marks the label (the mark is drawn by CSS, so the field's name stays its label's words). */
  required?: boolean;
  /** The most characters the input takes; the schema's limit of the same number names it. */
  maxLength?: number;
  render: (field: BaseFieldRenderProps<T, N>) => ReactNode;
};

/**
 * A labelled field of the base kit: react-hook-form's value and error, the label tied to the input,
 * and the error message under it, described by the input. The same bridge as the antd kit's
 * `FormField`, with the same render props, so a form moves between the kits by its imports.
 */
export const BaseFormField = <T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  required,
  maxLength,
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
          <div className={message ? 'pt-field pt-field-invalid' : 'pt-field'}>
            <label htmlFor={id} className={required ? 'pt-label pt-label-required' : 'pt-label'}>
              {label}
            </label>
            {render({
              ...field,
              id,
              'aria-invalid': Boolean(message),
              'aria-describedby': message ? `${id}-error` : undefined,
              ...(maxLength === undefined ? {} : { maxLength }),
            })}
            {message ? (
              <div id={`${id}-error`} className="pt-field-message">
                {message}
              </div>
            ) : null}
          </div>
        );
      }}
    />
  );
};
