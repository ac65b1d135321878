import { useHostServices } from '@portal/shared';
import { Button, Typography } from '@portal/shared/ui';
import { Form } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField } from '../../../lib/forms/account-fields';
import { requestPasswordReset } from '../api/sign-in-api';
import { resetRequestFormSchema, type ResetRequestValues } from '../rules/sign-in-schemas';
import { useSignInStore } from '../hooks/sign-in-store';

/** "Forgot your password?": e-mails a reset link. */
export const ResetRequestForm = () => {
  const confirmShown = useSignInStore((state) => state.confirmShown);
  const { notify } = useHostServices();
  const form = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestFormSchema),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_reply, { email }) =>
      confirmShown({
        title: 'Password Reset',
        text: `An email was just sent to ${email} with a link to reset your password.`,
        returnTo: 'login',
      }),
    onError: () => notify.error('Could not send password reset email', 'Password Reset'),
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      noValidate
      aria-label="Reset your password"
    >
      <Typography.Paragraph>
        Type in your email address and we will send you a link to reset your password.
      </Typography.Paragraph>
      <FormProvider {...form}>
        <Form layout="vertical" component={false}>
          <EmailField />
        </Form>
      </FormProvider>
      <Button type="primary" htmlType="submit" block loading={send.isPending}>
        Send reset link
      </Button>
    </form>
  );
};
