import { emailField, passwordField, phoneNumberField, stateCodeField, zipField } from '@portal/shared';
import * as z from '@portal/shared/zod';

/** Spec section 5: the sign-in and register form's rules and exact messages. */
const text = (required: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max));

const confirmation = <T extends Record<string, unknown>>(
  field: keyof T & string,
  confirmField: keyof T & string,
  message: string,
) =>
  z.refine<T>((values) => values[field] === values[confirmField], {
    message,
    path: [confirmField],
    // Zod skips an object's refinements once a field fails outright (the unticked terms box does):
    // the mismatch must show with the field messages on the first submit, as soon as both are text.
    when: ({ value }) => {
      const values = value as Partial<Record<string, unknown>>;
      return typeof values[field] === 'string' && typeof values[confirmField] === 'string';
    },
  });

export const loginFormSchema = z.object({ email: emailField(), password: passwordField() });
export type LoginValues = z.input<typeof loginFormSchema>;

export const resetRequestFormSchema = z.object({ email: emailField() });
export type ResetRequestValues = z.input<typeof resetRequestFormSchema>;

const passwordConfirmationField = () =>
  z.string().check(z.minLength(1, 'Type in your password confirmation'));

export const resetFormSchema = z
  .object({
    email: emailField(),
    password: passwordField(),
    passwordConfirmation: passwordConfirmationField(),
  })
  .check(confirmation('password', 'passwordConfirmation', "Passwords don't match"));
export type ResetValues = z.input<typeof resetFormSchema>;

export const recoverFormSchema = z.object({
  lastName: text('Type in your legal last name', 50),
  dob: z.string().check(z.minLength(1, 'Type in your date of birth')),
  zipCode: zipField(),
});
export type RecoverValues = z.input<typeof recoverFormSchema>;

export const registerFormSchema = z
  .object({
    firstName: text('Type in your legal first name', 50),
    lastName: text('Type in your legal last name', 50),
    addressStreet: text('Type in your street address', 200),
    addressCity: text('Type in your city', 50),
    addressCounty: z.string().check(z.trim(), z.maxLength(50)),
    addressState: stateCodeField(),
    addressZip: zipField(),
    phoneNumber: phoneNumberField(),
    phoneNumberTexting: z.boolean(),
    email: emailField(),
    emailConfirmation: z
      .string()
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
  addressStreet: '',
  addressCity: '',
  addressCounty: '',
  addressState: '',
  addressZip: '',
  phoneNumber: '',
  phoneNumberTexting: true,
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
  agreed: false as unknown as true,
};

/** The in-page card: first and last name, password and its confirmation. */
export const completeInfoFormSchema = z
  .object({
    firstName: text('Type in your legal first name', 50),
    lastName: text('Type in your legal last name', 50),
    password: passwordField(),
    passwordConfirmation: passwordConfirmationField(),
  })
  .check(confirmation('password', 'passwordConfirmation', "Passwords don't match"));
export type CompleteInfoValues = z.input<typeof completeInfoFormSchema>;
