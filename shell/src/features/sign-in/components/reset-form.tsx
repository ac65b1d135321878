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
import { useAccountFormMessages } from '../../../lib/forms/messages/catalog';
import { useSignInMessages } from '../messages/catalog';

/** reset-form: the new password, from the e-mailed link (its passport). */
export const ResetForm = () => {
  const m = useSignInMessages();
  const forms = useAccountFormMessages();
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
      confirmShown({ title: m('passwordReset.title'), text: m('resetForm.done'), returnTo: 'login' }),
    onError: () => notify.error(m('resetForm.failed'), m('passwordReset.title')),
  });
  return (
    <SignInStepForm
      form={form}
      label={m('signInModal.resetForm')}
      mutation={change}
      submitText={m('resetForm.submit')}
    >
      <FormField
        control={form.control}
        name="email"
        label={forms('account.email')}
        required
        maxLength={FIELD_LIMITS.email}
        render={(f) => <Input {...f} type="email" readOnly={Boolean(resetEmail)} />}
      />
      <PasswordFields passwordLabel={m('account.newPassword')} />
    </SignInStepForm>
  );
};
