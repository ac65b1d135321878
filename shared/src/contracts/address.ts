import * as z from '../zod';
import { FIELD_LIMITS, optionalText, requiredText } from '../forms/field-rules';

/**
 * Spec section 3: the state list, code and name of the 49 states a student may live in. It is the 48
 * contiguous states and the District of Columbia: Hawaii and Alaska are not served. Shared so that
 * profile and registration forms offer the same choice and the API accepts the same codes.
 */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type UsState = (typeof US_STATES)[number];
export type StateCode = UsState['code'];

const stateCodes = new Set<string>(US_STATES.map((state) => state.code));
export const isStateCode = (code: string): code is StateCode => stateCodes.has(code);

/** Zip: ##### or #####-####. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** What a form says of each part of an address it is missing (and of a zip off the mask). */
export type AddressMessages = {
  street: string;
  city: string;
  state: string;
  zip: string;
  zipInvalid: string;
};

/** The sign-up and account-completion words (spec section 5). */
export const ACCOUNT_ADDRESS_MESSAGES: AddressMessages = {
  street: 'Type in your street address',
  city: 'Type in your city',
  state: 'Type in your state',
  zip: 'Type in your zip code',
  zipInvalid: 'Type in your zip code',
};

/** '#####' or '#####-####' (nine digits without the dash are accepted and given one). */
export const zipField = (messages: Pick<AddressMessages, 'zip' | 'zipInvalid'> = ACCOUNT_ADDRESS_MESSAGES) =>
  z.string(messages.zip).check(
    z.trim(),
    z.overwrite((v) => (/^\d{9}$/.test(v) ? `${v.slice(0, 5)}-${v.slice(5)}` : v)),
    z.minLength(1, messages.zip),
    z.regex(ZIP_PATTERN, messages.zipInvalid),
  );

/** One of the states of the list, by its code (a state not chosen yet, `null`, says `message` too). */
export const stateCodeField = (message: string = ACCOUNT_ADDRESS_MESSAGES.state) =>
  z.string(message).check(z.trim(), z.toUpperCase(), z.minLength(1, message), z.refine(isStateCode, message));

/**
 * The rules of an address a student types (spec sections 5 and 9), one per part, in the words of the
 * form that asks: street and city required (trimmed; 200 and 50 at most), county optional (50), a
 * state of the list and a zip '#####' or '#####-####'. The sign-up, the account completion and the
 * profile's new address check their address with these; each names its fields its own way.
 */
export const addressFieldRules = (messages: AddressMessages = ACCOUNT_ADDRESS_MESSAGES) => ({
  street: requiredText(messages.street, FIELD_LIMITS.street),
  city: requiredText(messages.city, FIELD_LIMITS.city),
  county: optionalText(FIELD_LIMITS.county),
  state: stateCodeField(messages.state),
  zip: zipField(messages),
});
