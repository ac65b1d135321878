import { FIELD_LIMITS, useHostServices } from '@portal/shared';
import { Button, Typography } from '@portal/shared/ui';
import { Form, FormField, Input } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { requestPasswordReset } from './sign-in-api';
import { resetRequestFormSchema, type ResetRequestValues } from './sign-in-schemas';
import { useSignInStore } from './sign-in-store';

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
      <Form layout="vertical" component={false}>
        <FormField
          control={form.control}
          name="email"
          label="Email"
          required
          maxLength={FIELD_LIMITS.email}
          render={(f) => <Input {...f} type="email" autoComplete="email" />}
        />
      </Form>
      <Button type="primary" htmlType="submit" block loading={send.isPending}>
        Send reset link
      </Button>
    </form>
  );
};
