import { FIELD_LIMITS } from '@portal/shared';
import { AddressFields, FormField, Input, PhoneFields } from '@portal/shared/ui-forms';
import { useFormContext } from 'react-hook-form';

/**
 * Field groups that several account forms share (sign-in, register, the completion modal, the completion
 * card, the password reset); the legal name is the forms kit's `LegalNameFields` (`@portal/shared/ui-forms`). Each reads its form through react-hook-form's context, so any form whose
 * values include these fields can render them.
 */
type PasswordValues = { password: string; passwordConfirmation: string };
type EmailValues = { email: string; emailConfirmation?: string };

/** The account's e-mail; `deps` names a field checked again when it changes (its confirmation). */
export const EmailField = ({ deps }: { deps?: ['emailConfirmation'] }) => {
  const { control } = useFormContext<EmailValues>();
  return (
    <FormField
      control={control}
      name="email"
      label="Email"
      required
      maxLength={FIELD_LIMITS.email}
      deps={deps}
      render={(f) => <Input {...f} type="email" autoComplete="email" />}
    />
  );
};

export const PasswordFields = ({ passwordLabel = 'Password' }: { passwordLabel?: string }) => {
  const { control } = useFormContext<PasswordValues>();
  return (
    <>
      <FormField
        control={control}
        name="password"
        label={passwordLabel}
        required
        maxLength={FIELD_LIMITS.password}
        deps={['passwordConfirmation']}
        render={(f) => <Input.Password {...f} autoComplete="new-password" />}
      />
      <FormField
        control={control}
        name="passwordConfirmation"
        label="Password confirmation"
        required
        maxLength={FIELD_LIMITS.password}
        render={(f) => <Input.Password {...f} autoComplete="new-password" />}
      />
    </>
  );
};

/** Street, city, county, state, zip (masked), phone (masked) and whether it takes text messages. */
export const AddressPhoneFields = () => (
  <>
    <AddressFields />
    <PhoneFields />
  </>
);
