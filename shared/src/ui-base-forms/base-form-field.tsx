import { useId } from 'react';
import { fieldAria, fieldErrorId, fieldId, type LabelledFieldProps } from '../forms/field-aria';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Refusal } from '../i18n/refusal';

/** The required mark is drawn by CSS, so the field's name stays its label's words. */
type Props<T extends FieldValues, N extends FieldPath<T>> = LabelledFieldProps<T, N>;

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
  extra,
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
                <Refusal text={message} />
              </div>
            ) : null}
            {extra ? <div className="pt-field-extra">{extra}</div> : null}
          </div>
        );
      }}
    />
  );
};
