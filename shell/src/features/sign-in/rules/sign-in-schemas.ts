import { confirmation, emailField, legalNameRules, passwordField, zipField } from '@portal/shared';
import * as z from '@portal/shared/zod';
import { EMPTY_ADDRESS_PHONE } from '@portal/shared/ui-forms';
import { addressShape, phoneShape } from '../../../lib/forms/account-field-rules';

/** Spec section 5: the sign-in and register form's rules and exact messages. */
export const loginFormSchema = z.object({ email: emailField(), password: passwordField() });
export type LoginValues = z.input<typeof loginFormSchema>;

export const resetRequestFormSchema = z.object({ email: emailField() });
export type ResetRequestValues = z.input<typeof resetRequestFormSchema>;

const passwordConfirmationField = () =>
  z.string('Type in your password confirmation').check(z.minLength(1, 'Type in your password confirmation'));

export const resetFormSchema = z
  .object({
    email: emailField(),
    password: passwordField(),
    passwordConfirmation: passwordConfirmationField(),
  })
  .check(confirmation('password', 'passwordConfirmation', "Passwords don't match"));
export type ResetValues = z.input<typeof resetFormSchema>;

export const recoverFormSchema = z.object({
  lastName: legalNameRules().lastName,
  dob: z.string('Type in your date of birth').check(z.minLength(1, 'Type in your date of birth')),
  zipCode: zipField(),
});
export type RecoverValues = z.input<typeof recoverFormSchema>;

export const registerFormSchema = z
  .object({
    ...legalNameRules(),
    ...addressShape,
    addressZip: zipField(),
    ...phoneShape,
    email: emailField(),
    // No limit of its own: past 100 characters it cannot match a valid e-mail, and says so.
    emailConfirmation: z
      .string('Type in your email confirmation')
      .check(z.trim(), z.toLowerCase(), z.minLength(1, 'Type in your email confirmation')),
    password: passwordField(),
    passwordConfirmation: passwordConfirmationField(),
    agreed: z.literal(true, 'You must check this to agree'),
  })
  .check(
    confirmation('email', 'emailConfirmation', "Emails don't match"),
    confirmation('password', 'passwordConfirmation', "Passwords don't match"),
  );
export type RegisterValues = z.input<typeof registerFormSchema>;

export const emptyRegisterForm: RegisterValues = {
  firstName: '',
  lastName: '',
  ...EMPTY_ADDRESS_PHONE,
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
  agreed: false as unknown as true,
};

/** The in-page card: first and last name, password and its confirmation. */
export const completeInfoFormSchema = z
  .object({
    ...legalNameRules(),
    password: passwordField(),
    passwordConfirmation: passwordConfirmationField(),
  })
  .check(confirmation('password', 'passwordConfirmation', "Passwords don't match"));
export type CompleteInfoValues = z.input<typeof completeInfoFormSchema>;
