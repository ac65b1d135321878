/** A phone number is exactly 10 digits; it travels as digits, the mask (###) ###-#### is the UI's. */
export const PHONE_DIGITS_PATTERN = /^\d{10}$/;
