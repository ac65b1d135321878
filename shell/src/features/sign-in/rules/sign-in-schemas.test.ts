import { fieldMessages as messages } from '@portal/shared';
import { ACCOUNT_FIELD_LIMITS, EMPTY_ACCOUNT_FIELD_MESSAGES } from '../../../lib/forms/account-form-cases';
import {
  completeInfoFormSchema,
  emptyRegisterForm,
  loginFormSchema,
  recoverFormSchema,
  registerFormSchema,
  resetFormSchema,
  type CompleteInfoValues,
  type RegisterValues,
} from './sign-in-schemas';

/** A valid e-mail address of exactly `length` characters. */
const email = (length: number) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;

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

  it('takes an e-mail of 100 characters and a password of 20', () => {
    expect(messages(loginFormSchema, { email: email(100), password: 'x'.repeat(20) })).toEqual({});
  });

  it('names the limit of an e-mail over 100 characters and a password over 20', () => {
    expect(messages(loginFormSchema, { email: email(101), password: 'x'.repeat(21) })).toEqual({
      email: 'Use at most 100 characters',
      password: 'Use at most 20 characters',
    });
  });
});

describe('register form', () => {
  it('accepts a complete form', () => {
    expect(messages(registerFormSchema, validRegister)).toEqual({});
  });

  it('says what each empty required field needs', () => {
    expect(messages(registerFormSchema, emptyRegisterForm)).toEqual({
      ...EMPTY_ACCOUNT_FIELD_MESSAGES,
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

  it.each(ACCOUNT_FIELD_LIMITS)('takes %s up to %p characters and names the limit past it', (field, max) => {
    expect(messages(registerFormSchema, { ...validRegister, [field]: 'x'.repeat(max) })).toEqual({});
    expect(messages(registerFormSchema, { ...validRegister, [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: `Use at most ${max} characters`,
    });
  });

  it('takes an e-mail of 100 characters and names the limit past it', () => {
    const at = { ...validRegister, email: email(100), emailConfirmation: email(100) };
    expect(messages(registerFormSchema, at)).toEqual({});
    const past = { ...validRegister, email: email(101), emailConfirmation: email(101) };
    expect(messages(registerFormSchema, past)).toEqual({ email: 'Use at most 100 characters' });
  });

  it('takes a password of 20 characters and names the limit past it', () => {
    const at = { ...validRegister, password: 'x'.repeat(20), passwordConfirmation: 'x'.repeat(20) };
    expect(messages(registerFormSchema, at)).toEqual({});
    const past = { ...validRegister, password: 'x'.repeat(21), passwordConfirmation: 'x'.repeat(21) };
    expect(messages(registerFormSchema, past)).toEqual({ password: 'Use at most 20 characters' });
  });

  it("shows both mismatches with every other field's message on the first submit", () => {
    expect(
      messages(registerFormSchema, {
        ...emptyRegisterForm,
        firstName: 'x'.repeat(51),
        email: 'ada@example.org',
        emailConfirmation: 'eda@example.org',
        password: 'Secret#2026',
        passwordConfirmation: 'Secret#2027',
      }),
    ).toEqual({
      ...EMPTY_ACCOUNT_FIELD_MESSAGES,
      firstName: 'Use at most 50 characters',
      emailConfirmation: "Emails don't match",
      passwordConfirmation: "Passwords don't match",
      agreed: 'You must check this to agree',
    });
  });

  it('leaves the county optional', () => {
    expect(messages(registerFormSchema, { ...validRegister, addressCounty: '' })).toEqual({});
  });

  it('accepts a nine-digit zip with its dash', () => {
    expect(messages(registerFormSchema, { ...validRegister, addressZip: '62701-1234' })).toEqual({});
  });
});

describe('reset form', () => {
  it('shows "Passwords don\'t match" with the other fields\' messages on the first submit', () => {
    expect(
      messages(resetFormSchema, { email: 'a@', password: 'short', passwordConfirmation: 'Secret#2027' }),
    ).toEqual({
      email: 'Invalid email address',
      password: 'The password should at least have 8 characters',
      passwordConfirmation: "Passwords don't match",
    });
  });
  it('takes a password of 20 characters and an e-mail of 100, and names each limit past it', () => {
    const at = { email: email(100), password: 'x'.repeat(20), passwordConfirmation: 'x'.repeat(20) };
    expect(messages(resetFormSchema, at)).toEqual({});
    const past = { email: email(101), password: 'x'.repeat(21), passwordConfirmation: 'x'.repeat(21) };
    expect(messages(resetFormSchema, past)).toEqual({
      email: 'Use at most 100 characters',
      password: 'Use at most 20 characters',
    });
  });
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
  it('takes a last name of 50 characters and names the limit past it', () => {
    const values = { dob: '2004-03-09', zipCode: '62701' };
    expect(messages(recoverFormSchema, { ...values, lastName: 'x'.repeat(50) })).toEqual({});
    expect(messages(recoverFormSchema, { ...values, lastName: 'x'.repeat(51) })).toEqual({
      lastName: 'Use at most 50 characters',
    });
  });
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
  it('shows "Passwords don\'t match" with a name\'s limit on the first submit', () => {
    expect(
      messages(completeInfoFormSchema, {
        firstName: 'x'.repeat(51),
        lastName: '',
        password: 'Secret#2026',
        passwordConfirmation: 'Secret#2025',
      }),
    ).toEqual({
      firstName: 'Use at most 50 characters',
      lastName: 'Type in your legal last name',
      passwordConfirmation: "Passwords don't match",
    });
  });
  it.each<[string, (text: string) => Partial<CompleteInfoValues>, number]>([
    ['first name', (text) => ({ firstName: text }), 50],
    ['last name', (text) => ({ lastName: text }), 50],
    ['password', (text) => ({ password: text, passwordConfirmation: text }), 20],
  ])('takes a %s of up to %p characters and names the limit past it', (_, change, max) => {
    const valid = {
      firstName: 'A',
      lastName: 'B',
      password: 'Secret#2026',
      passwordConfirmation: 'Secret#2026',
    };
    expect(messages(completeInfoFormSchema, { ...valid, ...change('x'.repeat(max)) })).toEqual({});
    expect(
      Object.values(messages(completeInfoFormSchema, { ...valid, ...change('x'.repeat(max + 1)) })),
    ).toEqual([`Use at most ${max} characters`]);
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
