import {
  validateFields,
  type FieldErrors,
  type FieldValue,
  type FieldValues,
  type RegistrationField,
} from '../../../contract';

/**
 * The entry step's state: the values, whether the student signed them, whether anything is unsaved,
 * and the messages shown. Pure, so that every rule of spec 4.1 and 5.1 is tested without a screen.
 */
export interface FormState {
  values: FieldValues;
  /** Spec 4.1: Sign sets it; any change of any value clears it. */
  signed: boolean;
  /** Changed since it was opened or last saved (closing the panel asks first). */
  dirty: boolean;
  /** Shown per field once the student tried to go on (Continue, Submit, Pay). */
  errors: FieldErrors;
  showErrors: boolean;
  refundPolicyAgreed: boolean;
}

export type FormAction =
  | { type: 'change'; fieldId: number; value: FieldValue }
  | { type: 'agreeRefundPolicy'; agreed: boolean }
  /** `values`: what the call sent; a change made while it ran keeps the form unsigned or unsaved. */
  | { type: 'signed'; values?: FieldValues }
  | { type: 'saved'; values?: FieldValues }
  | { type: 'validate'; fields: readonly RegistrationField[] }
  | { type: 'serverError'; fieldId: number; message: string };

export const initialFormState = (values: FieldValues): FormState => ({
  values,
  signed: false,
  dirty: false,
  errors: {},
  showErrors: false,
  refundPolicyAgreed: false,
});

const withoutError = (errors: FieldErrors, fieldId: number): FieldErrors => {
  if (errors[fieldId] === undefined) return errors;
  const rest: Record<number, string> = { ...errors };
  delete rest[fieldId];
  return rest;
};

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change':
      if (Object.is(state.values[action.fieldId], action.value)) return state;
      return {
        ...state,
        values: { ...state.values, [action.fieldId]: action.value },
        signed: false,
        dirty: true,
        errors: withoutError(state.errors, action.fieldId),
      };
    case 'agreeRefundPolicy':
      // Not dirty: the agreement is given at submit or payment time, and a save does not keep it.
      return { ...state, refundPolicyAgreed: action.agreed };
    case 'signed':
      return action.values && action.values !== state.values ? state : { ...state, signed: true };
    case 'saved':
      return action.values && action.values !== state.values ? state : { ...state, dirty: false };
    case 'validate':
      return { ...state, errors: validateFields(action.fields, state.values), showErrors: true };
    case 'serverError':
      return { ...state, errors: { ...state.errors, [action.fieldId]: action.message }, showErrors: true };
  }
}
