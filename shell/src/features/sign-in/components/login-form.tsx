import {
  accountErrorCodes,
  ApiError,
  emailNoLongerValidDataSchema,
  FIELD_LIMITS,
  useHostServices,
  useSchool,
} from '@portal/shared';
import { Alert, Button, Typography } from '@portal/shared/ui';
import { Form, FormField, Input } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField } from '../../../lib/forms/account-fields';
import { FormError } from '../../../lib/forms/form-error';
import { login, requestVerification } from '../api/sign-in-api';
import { loginFormSchema, type LoginValues } from '../rules/sign-in-schemas';
import { useSignInStore } from '../hooks/sign-in-store';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAccountFormMessages } from '../../../lib/forms/messages/catalog';
import { useShellMessages, type ShellMessageId } from '../../../messages/catalog';
import { useSignInMessages } from '../messages/catalog';
import type { Messages } from '@portal/shared/i18n';

/** The spec's English of 'signIn.alreadyLoggingIn', shown at a second press while signing in. */
export const ALREADY_LOGGING_IN = 'Already trying to log in. Please wait.';

/** Spec section 8: the login failure message for each code. */
const loginErrorMessage = (error: unknown, m: Messages<ShellMessageId>): string => {
  if (!(error instanceof ApiError)) return m('signIn.serverError');
  if (error.code === 'network' || error.code === 'invalid_response' || (error.status ?? 0) >= 500)
    return m('signIn.serverError');
  return error.message;
};

export const LoginForm = () => {
  const m = useSignInMessages();
  const shared = useShellMessages();
  const forms = useAccountFormMessages();
  const school = useSchool();
  const completeSignIn = useCompleteSignIn();
  const confirmShown = useSignInStore((state) => state.confirmShown);
  const { notify } = useHostServices();
  const [busyNotice, setBusyNotice] = useState(false);
  const pending = useRef(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const signIn = useMutation({
    mutationFn: async (values: LoginValues) => {
      try {
        return await login(values);
      } catch (error) {
        // Spec: a username that is no longer valid may come with the one to use instead.
        if (error instanceof ApiError && error.code === accountErrorCodes.emailNoLongerValid) {
          const alternate = emailNoLongerValidDataSchema.safeParse(error.data);
          if (alternate.success && alternate.data.alternateEmail)
            return login({ ...values, email: alternate.data.alternateEmail });
        }
        throw error;
      }
    },
    onSuccess: completeSignIn,
    onSettled: () => {
      pending.current = false;
      setBusyNotice(false);
    },
  });

  const resend = useMutation({
    mutationFn: () => requestVerification({ email: form.getValues('email') }),
    onSuccess: ({ email }) =>
      confirmShown({
        title: m('signIn.verificationTitle'),
        text: m('signIn.verificationSent', { email }),
        returnTo: 'login',
      }),
    onError: () => notify.error(m('signIn.verificationFailed'), m('signIn.verificationTitle')),
  });

  const onSubmit = form.handleSubmit((values) => {
    if (pending.current) {
      setBusyNotice(true);
      return;
    }
    pending.current = true;
    signIn.mutate(values);
  });

  const notVerified =
    signIn.error instanceof ApiError && signIn.error.code === accountErrorCodes.emailNotVerified;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={m('signIn.label')}>
      {school.texts.loginPrepend ? (
        <Typography.Paragraph>{school.texts.loginPrepend}</Typography.Paragraph>
      ) : null}
      {busyNotice ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={m('signIn.alreadyLoggingIn')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <FormError message={signIn.isError ? loginErrorMessage(signIn.error, shared) : null} />
      {notVerified ? (
        <Typography.Paragraph>
          <Button
            type="link"
            style={{ padding: 0 }}
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {m('signIn.resendVerification')}
          </Button>
        </Typography.Paragraph>
      ) : null}
      <FormProvider {...form}>
        <Form layout="vertical" component={false}>
          <EmailField />
          <FormField
            control={form.control}
            name="password"
            label={forms('account.password')}
            required
            maxLength={FIELD_LIMITS.password}
            render={(field) => <Input.Password {...field} autoComplete="current-password" />}
          />
        </Form>
      </FormProvider>
      {/* Not `loading`: the spec wants a second press while signing in to say so, not to be swallowed. */}
      <Button type="primary" htmlType="submit" block aria-busy={signIn.isPending}>
        {signIn.isPending ? m('signIn.submitting') : m('signIn.submit')}
      </Button>
    </form>
  );
};
