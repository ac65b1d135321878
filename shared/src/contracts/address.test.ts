import { fieldMessages } from '../forms/field-rules';
import * as z from '../zod';
import { addressFieldRules, stateCodeField, zipField } from './address';
import { phoneNumberField } from './phone-contact';

const address = addressFieldRules();
const accountSchema = z.object({ ...address, phone: phoneNumberField() });
const complete = {
  street: '12 Elm St',
  city: 'Springfield',
  county: '',
  state: 'IL',
  zip: '62704',
  phone: '',
};

describe('the address and phone rules, in the account words by default', () => {
  it('says what each missing part needs, all at once', () => {
    expect(
      fieldMessages(accountSchema, { street: ' ', city: '', county: '', state: '', zip: '', phone: ' ' }),
    ).toEqual({
      street: 'Type in your street address',
      city: 'Type in your city',
      state: 'Type in your state',
      zip: 'Type in your zip code',
      phone: 'Type in your phone number',
    });
  });

  it('trims, takes the zip with or without its dash and the phone through its mask', () => {
    expect(
      accountSchema.safeParse({
        ...complete,
        street: ' 12 Elm St ',
        zip: '627041234',
        phone: '(555) 123-4567',
      }).data,
    ).toEqual({ ...complete, zip: '62704-1234', phone: '5551234567' });
  });

  it.each([
    ['street', 200],
    ['city', 50],
    ['county', 50],
  ] as const)('takes a %s of up to %p characters', (part, max) => {
    expect(
      fieldMessages(accountSchema, { ...complete, phone: '5551234567', [part]: 'x'.repeat(max + 1) }),
    ).toEqual({
      [part]: `Use at most ${max} characters`,
    });
  });

  it('refuses a state off the list and a zip or phone off the mask', () => {
    expect(fieldMessages(accountSchema, { ...complete, state: 'HI', zip: '6270', phone: '555123' })).toEqual({
      state: 'Type in your state',
      zip: 'Type in your zip code',
      phone: 'Type in a valid phone number',
    });
  });
});

describe("in a form's own words", () => {
  it('says them, a state not chosen yet (null) included', () => {
    expect(fieldMessages(stateCodeField('The address state field is required'), null)).toEqual({
      '': 'The address state field is required',
    });
    const zip = zipField({ zip: 'The address zip field is required', zipInvalid: 'Type in your zip code' });
    expect(fieldMessages(zip, ' ')).toEqual({ '': 'The address zip field is required' });
    const phone = phoneNumberField({
      required: 'The phone number field is required',
      invalid: 'Please type in a valid 10 digits phone number',
    });
    expect(fieldMessages(phone, '')).toEqual({ '': 'The phone number field is required' });
    expect(fieldMessages(phone, '555abc4567')).toEqual({
      '': 'Please type in a valid 10 digits phone number',
    });
  });
});
