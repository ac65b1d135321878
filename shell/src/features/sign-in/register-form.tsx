import { accountErrorCodes, ApiError, US_STATES, useSchool } from '@portal/shared';
import { Alert, Button, Typography } from '@portal/shared/ui';
import { Checkbox, Form, FormField, Input, Select } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../forms/form-error';
import { maskPhone, maskZip } from '../forms/masks';
import { register } from './sign-in-api';
import { emptyRegisterForm, registerFormSchema, type RegisterValues } from './sign-in-schemas';
import { useSignInStore } from './sign-in-store';
import { useCompleteSignIn } from './use-complete-sign-in';

export const CHECK_THE_FIELDS = 'Please check the fields and try again';

/** Spec section 8: register error codes. */
const registerErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.code === accountErrorCodes.usedEmail) return error.message;
  if (error instanceof ApiError && error.code === 'invalid_input') return CHECK_THE_FIELDS;
  return 'Could not register the student, please try again later.';
};

const stateOptions = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export const RegisterForm = () => {
  const school = useSchool();
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

  const field = (
    name: keyof RegisterValues,
    label: string,
    required = true,
    props: Record<string, unknown> = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      required={required}
      render={(f) => <Input {...f} value={String(f.value ?? '')} {...props} />}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create an account">
      {school.texts.registerPrepend ? (
        <Typography.Paragraph>{school.texts.registerPrepend}</Typography.Paragraph>
      ) : null}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="Please use a personal email address, not a school or work one, so that you keep access to your account."
      />
      <FormError
        message={invalid ? CHECK_THE_FIELDS : signUp.isError ? registerErrorMessage(signUp.error) : null}
      />
      <Form layout="vertical" component={false}>
        {field('firstName', 'Legal first name', true, { autoComplete: 'given-name' })}
        {field('lastName', 'Legal last name', true, { autoComplete: 'family-name' })}
        {field('addressStreet', 'Street address', true, { autoComplete: 'street-address' })}
        {field('addressCity', 'City', true, { autoComplete: 'address-level2' })}
        {field('addressCounty', 'County', false)}
        <FormField
          control={form.control}
          name="addressState"
          label="State"
          required
          render={({ ref: _ref, ...f }) => (
            <Select
              {...f}
              showSearch
              optionFilterProp="label"
              options={stateOptions}
              placeholder="Choose a state"
            />
          )}
        />
        <FormField
          control={form.control}
          name="addressZip"
          label="Zip code"
          required
          render={(f) => (
            <Input
              {...f}
              inputMode="numeric"
              autoComplete="postal-code"
              onChange={(e) => f.onChange(maskZip(e.target.value))}
            />
          )}
        />
        <FormField
          control={form.control}
          name="phoneNumber"
          label="Phone number"
          required
          render={(f) => (
            <Input
              {...f}
              type="tel"
              autoComplete="tel-national"
              onChange={(e) => f.onChange(maskPhone(e.target.value))}
            />
          )}
        />
        <FormField
          control={form.control}
          name="phoneNumberTexting"
          label="Text messages"
          render={({ value, onChange, ref: _ref, ...f }) => (
            <Checkbox {...f} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
              I can receive text messages on this number
            </Checkbox>
          )}
        />
        {field('email', 'Email', true, { type: 'email', autoComplete: 'email' })}
        {field('emailConfirmation', 'Email confirmation', true, { type: 'email', autoComplete: 'email' })}
        <FormField
          control={form.control}
          name="password"
          label="Password"
          required
          render={(f) => <Input.Password {...f} autoComplete="new-password" />}
        />
        <FormField
          control={form.control}
          name="passwordConfirmation"
          label="Password confirmation"
          required
          render={(f) => <Input.Password {...f} autoComplete="new-password" />}
        />
        <FormField
          control={form.control}
          name="agreed"
          label="Terms"
          required
          render={({ value, onChange, ref: _ref, ...f }) => (
            <Checkbox {...f} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
              I agree to the Terms of Service and Privacy Policies
            </Checkbox>
          )}
        />
      </Form>
      <Button type="primary" htmlType="submit" block loading={signUp.isPending}>
        Create account
      </Button>
    </form>
  );
};
