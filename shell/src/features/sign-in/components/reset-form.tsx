import { FIELD_LIMITS, useHostServices } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { Form, FormField, Input } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { PasswordFields } from '../../../lib/forms/account-fields';
import { resetPassword } from '../api/sign-in-api';
import { resetFormSchema, type ResetValues } from '../rules/sign-in-schemas';
import { useSignInStore } from '../hooks/sign-in-store';

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
    <form
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
      noValidate
      aria-label="Set a new password"
    >
      <FormProvider {...form}>
        <Form layout="vertical" component={false}>
          <FormField
            control={form.control}
            name="email"
            label="Email"
            required
            maxLength={FIELD_LIMITS.email}
            render={(f) => <Input {...f} type="email" readOnly={Boolean(resetEmail)} />}
          />
          <PasswordFields passwordLabel="New password" />
        </Form>
      </FormProvider>
      <Button type="primary" htmlType="submit" block loading={change.isPending}>
        Change password
      </Button>
    </form>
  );
};
