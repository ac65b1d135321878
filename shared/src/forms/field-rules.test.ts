import * as z from '../zod';
import {
  confirmation,
  FIELD_LIMITS,
  maxChars,
  optionalText,
  requiredText,
  tooLongMessage,
} from './field-rules';

/** The first message for each field, as a form shows it. */
const messages = (schema: z.ZodMiniType, values: unknown): Record<string, string> => {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('maxChars', () => {
  it.each(Object.entries(FIELD_LIMITS))(
    'takes %s text up to %p characters and names the limit past it',
    (_, max) => {
      const schema = z.string().check(maxChars(max));
      expect(schema.safeParse('x'.repeat(max)).success).toBe(true);
      expect(schema.safeParse('x'.repeat(max + 1)).error?.issues[0]?.message).toBe(
        `Use at most ${max} characters`,
      );
    },
  );

  it('says the same words as tooLongMessage', () => {
    expect(tooLongMessage(200)).toBe('Use at most 200 characters');
  });
});

describe('requiredText and optionalText', () => {
  const schema = z.object({ name: requiredText('Type in your name', 5), county: optionalText(5) });

  it('trims, then checks emptiness and the limit', () => {
    expect(schema.safeParse({ name: '  Ada  ', county: ' ' }).data).toEqual({ name: 'Ada', county: '' });
    expect(messages(schema, { name: '   ', county: '' })).toEqual({ name: 'Type in your name' });
    expect(messages(schema, { name: 'Adelaide', county: 'Sangamon' })).toEqual({
      name: 'Use at most 5 characters',
      county: 'Use at most 5 characters',
    });
  });

  it('says the required message for a missing value, never zod’s default', () => {
    expect(messages(schema, { county: '' })).toEqual({ name: 'Type in your name' });
  });
});

describe('confirmation', () => {
  const schema = z
    .object({
      email: z.string().check(z.minLength(1, 'Type in your email'), z.regex(/@/, 'Invalid email')),
      emailConfirmation: z.string().check(z.minLength(1, 'Type in your email confirmation')),
      password: z.string().check(z.minLength(8, 'Too short'), maxChars(20)),
      passwordConfirmation: z.string(),
      name: requiredText('Type in your name', 50),
      agreed: z.literal(true, 'You must check this to agree'),
    })
    .check(
      confirmation('email', 'emailConfirmation', "Emails don't match"),
      confirmation('password', 'passwordConfirmation', "Passwords don't match"),
    );
  const valid = {
    email: 'ada@example.org',
    emailConfirmation: 'ada@example.org',
    password: 'Secret#2026',
    passwordConfirmation: 'Secret#2026',
    name: 'Ada',
    agreed: true,
  };

  it('accepts equal values', () => {
    expect(messages(schema, valid)).toEqual({});
  });

  it('reports each mismatch on the confirmation field', () => {
    expect(
      messages(schema, { ...valid, emailConfirmation: 'eda@example.org', passwordConfirmation: 'x' }),
    ).toEqual({ emailConfirmation: "Emails don't match", passwordConfirmation: "Passwords don't match" });
  });

  it.each<[string, object, Record<string, string>]>([
    ['the terms box is not ticked', { agreed: false }, { agreed: 'You must check this to agree' }],
    ['a name is missing', { name: '' }, { name: 'Type in your name' }],
    ['a name is too long', { name: 'x'.repeat(51) }, { name: 'Use at most 50 characters' }],
    ['a field is not there at all', { name: undefined }, { name: 'Type in your name' }],
    ['the password is too short', { password: 'short' }, { password: 'Too short' }],
    ['the password is too long', { password: 'x'.repeat(21) }, { password: 'Use at most 20 characters' }],
    ['the e-mail has no @', { email: 'ada.example.org' }, { email: 'Invalid email' }],
  ])('shows both mismatches with the other messages on the first parse when %s', (_, change, expected) => {
    expect(
      messages(schema, {
        ...valid,
        emailConfirmation: 'other@example.org',
        passwordConfirmation: 'Different#1',
        ...change,
      }),
    ).toEqual({
      ...expected,
      emailConfirmation: "Emails don't match",
      passwordConfirmation: "Passwords don't match",
    });
  });

  it('lets an empty confirmation say that it is empty first', () => {
    expect(messages(schema, { ...valid, emailConfirmation: '' })).toEqual({
      emailConfirmation: 'Type in your email confirmation',
    });
  });

  it('does not compare a value that is not text', () => {
    expect(messages(schema, { ...valid, passwordConfirmation: undefined }).passwordConfirmation).not.toBe(
      "Passwords don't match",
    );
  });
});
