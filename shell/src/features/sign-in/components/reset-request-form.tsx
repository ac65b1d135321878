import { useHostServices } from '@portal/shared';
import { Typography } from '@portal/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../../lib/forms/account-fields';
import { requestPasswordReset } from '../api/sign-in-api';
import { resetRequestFormSchema, type ResetRequestValues } from '../rules/sign-in-schemas';
import { useSignInStore } from '../hooks/sign-in-store';
import { SignInStepForm } from './sign-in-step-form';

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
    <SignInStepForm
      form={form}
      label="Reset your password"
      mutation={send}
      submitText="Send reset link"
      intro={
        <Typography.Paragraph>
          Type in your email address and we will send you a link to reset your password.
        </Typography.Paragraph>
      }
    >
      <EmailField />
    </SignInStepForm>
  );
};
