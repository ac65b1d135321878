/**
 * Test support: the cases every account form with the sign-up's fields is checked with (register, the
 * completion modal), in the spec's exact words (sections 5 and 9), so that each form's test states
 * them once and the forms cannot drift apart.
 */

/** What each required account field says when left empty (or blank). */
export const EMPTY_ACCOUNT_FIELD_MESSAGES = {
  firstName: 'Type in your legal first name',
  lastName: 'Type in your legal last name',
  addressStreet: 'Type in your street address',
  addressCity: 'Type in your city',
  addressState: 'Type in your state',
  addressZip: 'Type in your zip code',
  phoneNumber: 'Type in your phone number',
} as const;

/** The account text fields and the most characters each takes. */
export const ACCOUNT_FIELD_LIMITS = [
  ['firstName', 50],
  ['lastName', 50],
  ['addressCity', 50],
  ['addressCounty', 50],
  ['addressStreet', 200],
] as const;

/**
 * What the contract's own account rules say in the shell's forms, in the spec's English (shared's
 * catalog says them in the portal's language): an empty e-mail or password, a short password, a phone
 * number that is not 10 digits.
 */
export const CONTRACT_FIELD_MESSAGES = {
  email: 'Type in your email address',
  password: 'Type in your password',
  passwordTooShort: 'The password should at least have 8 characters',
  phoneNumberInvalid: 'Type in a valid phone number',
} as const;
