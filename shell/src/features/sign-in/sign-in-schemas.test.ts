import type * as z from '@portal/shared/zod';
import {
  completeInfoFormSchema,
  emptyRegisterForm,
  loginFormSchema,
  recoverFormSchema,
  registerFormSchema,
  resetFormSchema,
  type RegisterValues,
} from './sign-in-schemas';

/** The first message for each field, as the form shows it. */
const messages = (schema: z.ZodMiniType, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

const validRegister: RegisterValues = {
  ...emptyRegisterForm,
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressStreet: '1 Main St',
  addressCity: 'Springfield',
  addressState: 'IL',
  addressZip: '62701',
  phoneNumber: '(217) 555-0134',
  email: 'ada@example.org',
  emailConfirmation: 'ada@example.org',
  password: 'Secret#2026',
  passwordConfirmation: 'Secret#2026',
  agreed: true,
};

describe('login form', () => {
  it.each<[string, object, Record<string, string>]>([
    [
      'empty',
      { email: '', password: '' },
      { email: 'Type in your email address', password: 'Type in your password' },
    ],
    ['bad e-mail', { email: 'ada@', password: 'Secret#2026' }, { email: 'Invalid email address' }],
    [
      'short password',
      { email: 'ada@example.org', password: 'short' },
      { password: 'The password should at least have 8 characters' },
    ],
    ['valid', { email: ' Ada@Example.org ', password: 'Secret#2026' }, {}],
  ])('%s', (_case, values, expected) => {
    expect(messages(loginFormSchema, values)).toEqual(expected);
  });

  it('rejects an e-mail over 100 characters and a password over 20', () => {
    const result = messages(loginFormSchema, { email: `${'a'.repeat(95)}@x.org`, password: 'x'.repeat(21) });
    expect(Object.keys(result).sort()).toEqual(['email', 'password']);
  });
});

describe('register form', () => {
  it('accepts a complete form', () => {
    expect(messages(registerFormSchema, validRegister)).toEqual({});
  });

  it('says what each empty required field needs', () => {
    expect(messages(registerFormSchema, emptyRegisterForm)).toEqual({
      firstName: 'Type in your legal first name',
      lastName: 'Type in your legal last name',
      addressStreet: 'Type in your street address',
      addressCity: 'Type in your city',
      addressState: 'Type in your state',
      addressZip: 'Type in your zip code',
      phoneNumber: 'Type in your phone number',
      email: 'Type in your email address',
      emailConfirmation: 'Type in your email confirmation',
      password: 'Type in your password',
      passwordConfirmation: 'Type in your password confirmation',
      agreed: 'You must check this to agree',
    });
  });

  it.each<[keyof RegisterValues, string | boolean, string]>([
    ['phoneNumber', '(217) 555-013', 'Type in a valid phone number'],
    ['addressZip', '6270', 'Type in your zip code'],
    ['emailConfirmation', 'other@example.org', "Emails don't match"],
    ['passwordConfirmation', 'Different#1', "Passwords don't match"],
    ['email', 'not-an-email', 'Invalid email address'],
  ])('%s = %p shows %p', (field, value, message) => {
    expect(messages(registerFormSchema, { ...validRegister, [field]: value })[field]).toBe(message);
  });

  it.each<[keyof RegisterValues, number]>([
    ['firstName', 51],
    ['lastName', 51],
    ['addressCity', 51],
    ['addressCounty', 51],
    ['addressStreet', 201],
  ])('limits %s to %p - 1 characters', (field, length) => {
    expect(
      messages(registerFormSchema, { ...validRegister, [field]: 'x'.repeat(length) })[field],
    ).toBeDefined();
    expect(
      messages(registerFormSchema, { ...validRegister, [field]: 'x'.repeat(length - 1) })[field],
    ).toBeUndefined();
  });

  it('leaves the county optional', () => {
    expect(messages(registerFormSchema, { ...validRegister, addressCounty: '' })).toEqual({});
  });

  it('accepts a nine-digit zip with its dash', () => {
    expect(messages(registerFormSchema, { ...validRegister, addressZip: '62701-1234' })).toEqual({});
  });
});

describe('reset form', () => {
  it('shows "Passwords don\'t match" when the confirmation differs', () => {
    expect(
      messages(resetFormSchema, {
        email: 'a@b.org',
        password: 'Secret#2026',
        passwordConfirmation: 'Secret#2027',
      }),
    ).toEqual({
      passwordConfirmation: "Passwords don't match",
    });
  });
  it('needs the confirmation', () => {
    expect(
      messages(resetFormSchema, { email: 'a@b.org', password: 'Secret#2026', passwordConfirmation: '' })
        .passwordConfirmation,
    ).toBe('Type in your password confirmation');
  });
});

describe('recover form', () => {
  it('needs last name, date of birth and zip', () => {
    expect(messages(recoverFormSchema, { lastName: '', dob: '', zipCode: '' })).toEqual({
      lastName: 'Type in your legal last name',
      dob: 'Type in your date of birth',
      zipCode: 'Type in your zip code',
    });
  });
});

describe('account-completion card', () => {
  it('applies the spec rules', () => {
    expect(
      messages(completeInfoFormSchema, {
        firstName: '',
        lastName: '',
        password: 'short',
        passwordConfirmation: 'x',
      }),
    ).toEqual({
      firstName: 'Type in your legal first name',
      lastName: 'Type in your legal last name',
      password: 'The password should at least have 8 characters',
      passwordConfirmation: "Passwords don't match",
    });
  });
  it('checks the confirmation when the password is valid', () => {
    expect(
      messages(completeInfoFormSchema, {
        firstName: 'A',
        lastName: 'B',
        password: 'Secret#2026',
        passwordConfirmation: 'Secret#2025',
      }),
    ).toEqual({ passwordConfirmation: "Passwords don't match" });
  });
});
