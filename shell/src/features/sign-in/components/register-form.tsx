import { accountErrorCodes, ApiError, FIELD_LIMITS, useSchool } from '@portal/shared';
import { Alert, Button, Typography } from '@portal/shared/ui';
import { Checkbox, Form, FormField, Input, LegalNameFields } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormError } from '../../../lib/forms/form-error';
import { AddressPhoneFields, EmailField, PasswordFields } from '../../../lib/forms/account-fields';
import { register } from '../api/sign-in-api';
import { emptyRegisterForm, registerFormSchema, type RegisterValues } from '../rules/sign-in-schemas';
import { useSignInStore } from '../hooks/sign-in-store';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAccountFormMessages, type AccountFormMessageId } from '../../../lib/forms/messages/catalog';
import { useSignInMessages } from '../messages/catalog';
import type { Messages } from '@portal/shared/i18n';

/** Spec section 8: register error codes. */
const registerErrorMessage = (error: unknown, m: Messages<AccountFormMessageId>): string => {
  if (error instanceof ApiError && error.code === accountErrorCodes.usedEmail) return error.message;
  if (error instanceof ApiError && error.code === 'invalid_input') return m('account.checkFields');
  return m('account.couldNotRegister');
};

export const RegisterForm = () => {
  const m = useSignInMessages();
  const forms = useAccountFormMessages();
  const school = useSchool();
  const prepend = school.texts.registerPrepend;
  const completeSignIn = useCompleteSignIn();
  const confirmShown = useSignInStore((state) => state.confirmShown);
  // Spec: register type is full when an after-login action is queued, else normal.
  const registerType = useSignInStore((state) => (state.afterLogin ? 'full' : 'normal'));
  const [invalid, setInvalid] = useState(false);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: emptyRegisterForm,
  });

  const signUp = useMutation({
    mutationFn: ({
      emailConfirmation: _e,
      passwordConfirmation: _p,
      agreed: _a,
      ...values
    }: RegisterValues) => register({ ...values, registerType }),
    onSuccess: (reply) => {
      if ('token' in reply) {
        completeSignIn(reply);
        return;
      }
      confirmShown({
        title: m('register.createdTitle'),
        text: m('register.created', { email: reply.email }),
        returnTo: 'close',
      });
    },
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      setInvalid(false);
      signUp.mutate(values);
    },
    () => setInvalid(true),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={m('register.label')}>
      {prepend ? <Typography.Paragraph>{prepend}</Typography.Paragraph> : null}
      {/* Guidance, not a live alert: screen readers read it in place rather than announcing it. */}
      <Alert
        type="info"
        showIcon
        role="note"
        style={{ marginBottom: 16 }}
        title={m('register.personalEmail')}
      />
      <FormError
        message={
          invalid
            ? forms('account.checkFields')
            : signUp.isError
              ? registerErrorMessage(signUp.error, forms)
              : null
        }
      />
      <FormProvider {...form}>
        <Form layout="vertical" component={false}>
          <LegalNameFields />
          <AddressPhoneFields />
          <EmailField deps={['emailConfirmation']} />
          <FormField
            control={form.control}
            name="emailConfirmation"
            label={m('account.emailConfirmation')}
            required
            maxLength={FIELD_LIMITS.email}
            render={(f) => <Input {...f} type="email" autoComplete="email" />}
          />
          <PasswordFields />
          <FormField
            control={form.control}
            name="agreed"
            label={m('register.terms')}
            required
            render={({ value, onChange, ...f }) => (
              <Checkbox {...f} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
                {m('register.agree')}
              </Checkbox>
            )}
          />
        </Form>
      </FormProvider>
      <Button type="primary" htmlType="submit" block loading={signUp.isPending}>
        {m('register.submit')}
      </Button>
    </form>
  );
};
