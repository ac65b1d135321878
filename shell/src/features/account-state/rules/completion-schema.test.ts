import type * as z from '@portal/shared/zod';
import { completionFormSchema, type CompletionValues } from './completion-schema';

/** The first message for each field, as the form shows it. */
const messages = (schema: z.ZodMiniType, values: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? [])
    out[issue.path.join('.')] ??= issue.message;
  return out;
};

const valid: CompletionValues = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  addressStreet: '100 Main St',
  addressCity: 'Springfield',
  addressCounty: '',
  addressState: 'IL',
  addressZip: '62704-1234',
  phoneNumber: '(555) 123-4567',
  phoneNumberTexting: true,
};

describe('completion modal', () => {
  it('accepts a complete form', () => {
    expect(messages(completionFormSchema, valid)).toEqual({});
  });

  it('says what each empty required field needs, all at once', () => {
    expect(
      messages(completionFormSchema, {
        ...valid,
        firstName: ' ',
        lastName: '',
        addressStreet: '',
        addressCity: '',
        addressState: '',
        addressZip: '',
        phoneNumber: '',
      }),
    ).toEqual({
      firstName: 'Type in your legal first name',
      lastName: 'Type in your legal last name',
      addressStreet: 'Type in your street address',
      addressCity: 'Type in your city',
      addressState: 'Type in your state',
      addressZip: 'Type in your zip code',
      phoneNumber: 'Type in your phone number',
    });
  });

  it.each<[keyof CompletionValues, number]>([
    ['firstName', 50],
    ['lastName', 50],
    ['addressCity', 50],
    ['addressCounty', 50],
    ['addressStreet', 200],
  ])('takes %s up to %p characters and names the limit past it', (field, max) => {
    expect(messages(completionFormSchema, { ...valid, [field]: 'x'.repeat(max) })).toEqual({});
    expect(messages(completionFormSchema, { ...valid, [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: `Use at most ${max} characters`,
    });
  });

  it('takes a zip of up to 9 digits with the mask #####-####', () => {
    expect(messages(completionFormSchema, { ...valid, addressZip: '62704-12' })).toEqual({});
    expect(messages(completionFormSchema, { ...valid, addressZip: '6270' })).toEqual({
      addressZip: 'Type in your zip code',
    });
  });

  it('needs 10 digits for the phone', () => {
    expect(messages(completionFormSchema, { ...valid, phoneNumber: '(555) 123-456' })).toEqual({
      phoneNumber: 'Type in a valid phone number',
    });
  });
});
