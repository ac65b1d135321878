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

export const CHECK_THE_FIELDS = 'Please check the fields and try again';
export const COULD_NOT_REGISTER = 'Could not register the student, please try again later.';
const PERSONAL_EMAIL_GUIDANCE =
  'Please use a personal email address, not a school or work one, so that you keep access to your account.';

/** Spec section 8: register error codes. */
const registerErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.code === accountErrorCodes.usedEmail) return error.message;
  if (error instanceof ApiError && error.code === 'invalid_input') return CHECK_THE_FIELDS;
  return COULD_NOT_REGISTER;
};

export const RegisterForm = () => {
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
        title: 'Account created',
        text: `We sent a verification email to ${reply.email}. It should arrive within 5 minutes: follow its link to verify your email and sign in.`,
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
    <form onSubmit={onSubmit} noValidate aria-label="Create an account">
      {prepend ? <Typography.Paragraph>{prepend}</Typography.Paragraph> : null}
      {/* Guidance, not a live alert: screen readers read it in place rather than announcing it. */}
      <Alert type="info" showIcon role="note" style={{ marginBottom: 16 }} title={PERSONAL_EMAIL_GUIDANCE} />
      <FormError
        message={invalid ? CHECK_THE_FIELDS : signUp.isError ? registerErrorMessage(signUp.error) : null}
      />
      <FormProvider {...form}>
        <Form layout="vertical" component={false}>
          <LegalNameFields />
          <AddressPhoneFields />
          <EmailField deps={['emailConfirmation']} />
          <FormField
            control={form.control}
            name="emailConfirmation"
            label="Email confirmation"
            required
            maxLength={FIELD_LIMITS.email}
            render={(f) => <Input {...f} type="email" autoComplete="email" />}
          />
          <PasswordFields />
          <FormField
            control={form.control}
            name="agreed"
            label="Terms"
            required
            render={({ value, onChange, ...f }) => (
              <Checkbox {...f} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
                I agree to the Terms of Service and Privacy Policies
              </Checkbox>
            )}
          />
        </Form>
      </FormProvider>
      <Button type="primary" htmlType="submit" block loading={signUp.isPending}>
        Create account
      </Button>
    </form>
  );
};
