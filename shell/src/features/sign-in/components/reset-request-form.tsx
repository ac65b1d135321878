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
import { useSignInMessages } from '../messages/catalog';

/** "Forgot your password?": e-mails a reset link. */
export const ResetRequestForm = () => {
  const m = useSignInMessages();
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
        title: m('passwordReset.title'),
        text: m('passwordReset.sent', { email }),
        returnTo: 'login',
      }),
    onError: () => notify.error(m('resetRequest.failed'), m('passwordReset.title')),
  });
  return (
    <SignInStepForm
      form={form}
      label={m('resetRequest.label')}
      mutation={send}
      submitText={m('resetRequest.submit')}
      intro={<Typography.Paragraph>{m('resetRequest.intro')}</Typography.Paragraph>}
    >
      <EmailField />
    </SignInStepForm>
  );
};
