import type { ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * What a labelled field of either forms kit gives its input: its id (the label's `htmlFor`), its error
 * state, the error message's id as its description, whether it is required, and the field's
 * `maxLength` when it has one. One bridge from react-hook-form's field state to the input's ARIA.
 */
export type FieldAria = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
  maxLength?: number;
};

/** A field's input id, unique in the page and readable in the DOM ('field-r1-email'). */
export const fieldId = (reactId: string, name: string) =>
  `field-${reactId.replace(/:/g, '')}-${name.replace(/\W/g, '-')}`;

/** The id of a field's error message, which its input names as its description. */
export const fieldErrorId = (id: string) => `${id}-error`;

export const fieldAria = (
  id: string,
  message: string | undefined,
  { required, maxLength }: { required?: boolean; maxLength?: number },
): FieldAria => ({
  id,
  'aria-invalid': Boolean(message),
  'aria-describedby': message ? fieldErrorId(id) : undefined,
  ...(required ? { 'aria-required': true } : {}),
  ...(maxLength === undefined ? {} : { maxLength }),
});

/** What a field's `render` gets: react-hook-form's field and the input's ARIA. */
export type FieldRenderProps<T extends FieldValues, N extends FieldPath<T>> = ControllerRenderProps<T, N> &
  FieldAria;

/** What a labelled field of either kit takes. */
export type LabelledFieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Marks the label and tells the input it is required. */
  required?: boolean;
  /**
   * The most characters the input takes (spec section 9): typing stops there. The schema's
   * `maxChars` of the same number names the limit when a value gets past it anyway.
   */
  maxLength?: number;
  /** A hint under the input ('4 digits'). */
  extra?: ReactNode;
  render: (field: FieldRenderProps<T, N>) => ReactNode;
};
