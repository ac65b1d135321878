import { profileFormSchema, type ProfileFormValues } from './profile-form-schema';

const valid: ProfileFormValues = { firstName: 'Emma', lastName: 'Parker', preferredName: '' };
const errorsOf = (values: ProfileFormValues) => {
  const errors: Record<string, string> = {};
  // The form shows each field's first message.
  for (const issue of profileFormSchema.safeParse(values).error?.issues ?? [])
    errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

it('accepts the names, trimmed; the preferred name is optional', () => {
  expect(profileFormSchema.safeParse({ ...valid, firstName: ' Emma ', preferredName: ' Em ' }).data).toEqual({
    ...valid,
    preferredName: 'Em',
  });
  expect(errorsOf(valid)).toEqual({});
});

it('needs the legal names, in the spec’s words', () => {
  expect(errorsOf({ ...valid, firstName: ' ', lastName: '' })).toEqual({
    firstName: 'Type in your legal first name',
    lastName: 'Type in your legal last name',
  });
});

it.each(['firstName', 'lastName', 'preferredName'] as const)(
  'takes a %s of 50 characters and names the limit past it',
  (field) => {
    expect(errorsOf({ ...valid, [field]: 'x'.repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: 'x'.repeat(51) })).toEqual({ [field]: 'Use at most 50 characters' });
  },
);
