import { Input } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FIELD_LIMITS } from '../forms/field-rules';
import { useFormsMessages } from '../forms/forms-catalog';
import { FormField } from './form-field';
import { useFormControl } from './use-form-control';

/** The values `LegalNameFields` reads, by these names (their rules: `legalNameRules` of `@portal/shared`). */
export type LegalNameValues = { firstName: string; lastName: string };
export type LegalNamePart = keyof LegalNameValues;

const PARTS = {
  firstName: { label: 'legalName.first', autoComplete: 'given-name' },
  lastName: { label: 'legalName.last', autoComplete: 'family-name' },
} as const satisfies Record<LegalNamePart, { label: string; autoComplete: string }>;

export type LegalNameFieldProps<T extends FieldValues> = {
  /** The form; without it, react-hook-form's `FormProvider` around. */
  control?: Control<T>;
  part: LegalNamePart;
};

/** One part of the legal name, by its `LegalNameValues` name (a form asking for the last name only). */
export const LegalNameField = <T extends FieldValues = LegalNameValues>({
  control,
  part,
}: LegalNameFieldProps<T>) => {
  const m = useFormsMessages();
  return (
    <FormField
      control={useFormControl(control)}
      name={part satisfies FieldPath<LegalNameValues>}
      label={m(PARTS[part].label)}
      required
      maxLength={FIELD_LIMITS.name}
      render={(f) => <Input {...f} autoComplete={PARTS[part].autoComplete} />}
    />
  );
};

/**
 * Legal first and last name: the one legal-name form of the portal (sign-up, account completion, the
 * profile). Both required, 50 characters at most; the messages are the form's schema's.
 */
export const LegalNameFields = <T extends FieldValues = LegalNameValues>({
  control,
}: {
  /** The form; without it, react-hook-form's `FormProvider` around. */
  control?: Control<T>;
}) => (
  <>
    <LegalNameField control={control} part="firstName" />
    <LegalNameField control={control} part="lastName" />
  </>
);
