import { FIELD_LIMITS, useHostServices } from '@portal/shared';
import { FormField, Input } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { PasswordFields } from '../../../lib/forms/account-fields';
import { resetPassword } from '../api/sign-in-api';
import { resetFormSchema, type ResetValues } from '../rules/sign-in-schemas';
import { useSignInStore } from '../hooks/sign-in-store';
import { SignInStepForm } from './sign-in-step-form';

/** reset-form: the new password, from the e-mailed link (its passport). */
export const ResetForm = () => {
  const { resetEmail, resetPassport, confirmShown } = useSignInStore();
  const { notify } = useHostServices();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { email: resetEmail, password: '', passwordConfirmation: '' },
  });
  const change = useMutation({
    mutationFn: ({ email, password }: ResetValues) =>
      resetPassword({ email, password, passport: resetPassport }),
    onSuccess: () =>
      confirmShown({ title: 'Password Reset', text: 'Your password has been reset', returnTo: 'login' }),
    onError: () => notify.error('Could not change password', 'Password Reset'),
  });
  return (
    <SignInStepForm form={form} label="Set a new password" mutation={change} submitText="Change password">
      <FormField
        control={form.control}
        name="email"
        label="Email"
        required
        maxLength={FIELD_LIMITS.email}
        render={(f) => <Input {...f} type="email" readOnly={Boolean(resetEmail)} />}
      />
      <PasswordFields passwordLabel="New password" />
    </SignInStepForm>
  );
};
