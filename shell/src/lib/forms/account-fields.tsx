import { FIELD_LIMITS } from '@portal/shared';
import { AddressFields, FormField, Input, PhoneFields } from '@portal/shared/ui-forms';
import { useFormContext } from 'react-hook-form';
import { useAccountFormMessages } from './messages/catalog';

/**
 * Field groups that several account forms share (sign-in, register, the completion modal, the completion
 * card, the password reset); the legal name is the forms kit's `LegalNameFields` (`@portal/shared/ui-forms`). Each reads its form through react-hook-form's context, so any form whose
 * values include these fields can render them.
 */
type PasswordValues = { password: string; passwordConfirmation: string };
type EmailValues = { email: string; emailConfirmation?: string };

/** The account's e-mail; `deps` names a field checked again when it changes (its confirmation). */
export const EmailField = ({ deps }: { deps?: ['emailConfirmation'] }) => {
  const m = useAccountFormMessages();
  const { control } = useFormContext<EmailValues>();
  return (
    <FormField
      control={control}
      name="email"
      label={m('account.email')}
      required
      maxLength={FIELD_LIMITS.email}
      deps={deps}
      render={(f) => <Input {...f} type="email" autoComplete="email" />}
    />
  );
};

/** The password and its confirmation; `passwordLabel` names the first ('New password'), else Password. */
export const PasswordFields = ({ passwordLabel }: { passwordLabel?: string }) => {
  const m = useAccountFormMessages();
  const { control } = useFormContext<PasswordValues>();
  return (
    <>
      <FormField
        control={control}
        name="password"
        label={passwordLabel ?? m('account.password')}
        required
        maxLength={FIELD_LIMITS.password}
        deps={['passwordConfirmation']}
        render={(f) => <Input.Password {...f} autoComplete="new-password" />}
      />
      <FormField
        control={control}
        name="passwordConfirmation"
        label={m('account.passwordConfirmation')}
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
