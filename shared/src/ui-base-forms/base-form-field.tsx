import { useId, type ReactNode } from 'react';
import { fieldAria, fieldErrorId, fieldId, type FieldRenderProps } from '../forms/field-aria';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Marks the label (drawn by CSS, so the field's name stays its label's words) and the input. */
  required?: boolean;
  /** The most characters the input takes; the schema's limit of the same number names it. */
  maxLength?: number;
  render: (field: FieldRenderProps<T, N>) => ReactNode;
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
  const id = fieldId(useId(), String(name));
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
            {render({ ...field, ...fieldAria(id, message, { required, maxLength }) })}
            {message ? (
              <div id={fieldErrorId(id)} className="pt-field-message">
                {message}
              </div>
            ) : null}
          </div>
        );
      }}
    />
  );
};
