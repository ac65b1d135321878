import * as z from '../zod';

/** A phone number is exactly 10 digits; it travels as digits, the mask (###) ###-#### is the UI's. */
export const PHONE_DIGITS_PATTERN = /^\d{10}$/;

/** What a form says of a phone number it is missing, and of one that is not 10 digits. */
export type PhoneMessages = { required: string; invalid: string };

/** The sign-up and account-completion words (spec section 5). */
export const ACCOUNT_PHONE_MESSAGES: PhoneMessages = {
  required: 'Type in your phone number',
  invalid: 'Type in a valid phone number',
};

/**
 * A phone number typed through the mask (spec sections 5 and 9): the mask's '(', ')', spaces, dots and
 * dashes are dropped (a number of spaces is no number), what is left must be exactly 10 digits. Every
 * form that asks for a phone number checks it with this, in its own words.
 */
export const phoneNumberField = (messages: PhoneMessages = ACCOUNT_PHONE_MESSAGES) =>
  z.string(messages.required).check(
    z.overwrite((v) => v.replace(/[\s().-]/g, '')),
    z.minLength(1, messages.required),
    z.regex(PHONE_DIGITS_PATTERN, messages.invalid),
  );
