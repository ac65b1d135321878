import { contactFormSchema, type ContactFormValues } from './contact-form-schema';

const valid: ContactFormValues = {
  email: 'jordan@example.com',
  name: 'Jordan Rivera',
  comment: 'When does welding start?',
  phone: '',
};
const errorsOf = (values: ContactFormValues) => {
  const result = contactFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  // The form shows each field's first message.
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

it('accepts a message without a phone, trimmed', () => {
  const result = contactFormSchema.safeParse({ ...valid, email: '  jordan@example.com ', name: ' Jordan ' });
  expect(result.success && result.data).toEqual({ ...valid, name: 'Jordan' });
});

it.each([
  [{ email: '' }, { email: 'Type in your email address' }],
  [{ email: 'jordan@' }, { email: 'Invalid email address' }],
  [{ name: '   ' }, { name: 'Type in your name' }],
  [{ comment: '' }, { comment: 'Type in your comment' }],
  [{ email: `${'j'.repeat(89)}@example.com` }, { email: 'Use at most 100 characters' }],
  [{ name: 'x'.repeat(101) }, { name: 'Use at most 100 characters' }],
  [{ comment: 'x'.repeat(2001) }, { comment: 'Use at most 2000 characters' }],
  [{ phone: '(555) 123-45' }, { phone: 'Type in a valid phone number' }],
])('%p -> %p', (change, expected) => {
  expect(errorsOf({ ...valid, ...change })).toEqual(expected);
});

it('takes each field up to its limit', () => {
  expect(
    errorsOf({
      email: `${'j'.repeat(88)}@example.com`,
      name: 'x'.repeat(100),
      comment: 'x'.repeat(2000),
      phone: '',
    }),
  ).toEqual({});
});

it('accepts a masked phone number', () => {
  expect(errorsOf({ ...valid, phone: '(555) 123-4567' })).toEqual({});
});
