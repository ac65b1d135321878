import { fieldMessages as messages } from '@portal/shared';
import { ACCOUNT_FIELD_LIMITS, EMPTY_ACCOUNT_FIELD_MESSAGES } from '../../../lib/forms/account-form-cases';
import { completionFormSchema, type CompletionValues } from './completion-schema';

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
    ).toEqual(EMPTY_ACCOUNT_FIELD_MESSAGES);
  });

  it.each(ACCOUNT_FIELD_LIMITS)('takes %s up to %p characters and names the limit past it', (field, max) => {
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
