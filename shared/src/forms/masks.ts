/** Spec section 5: input masks. Phone numbers are typed as (###) ###-#### and travel as 10 digits; zip codes as ##### or #####-####. */

export const phoneDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 10);

/** What the masked input shows while the student types: '(555', '(555) 12', '(555) 123-4567'. */
export const formatPhoneMask = (text: string): string => {
  const digits = phoneDigits(text);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** A stored number for display; anything that is not 10 digits is shown as it is. */
export const formatPhoneNumber = (digits: string): string =>
  /^\d{10}$/.test(digits) ? formatPhoneMask(digits) : digits;

/** Zip mask ##### or #####-####: digits only, the dash added after the fifth. */
export const formatZipMask = (text: string): string => {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/** `mask`: '(###) ###-####' as it is typed (spec section 5, masks); `digits`: the digits only, 10 at most. */
export type PhoneFormat = 'mask' | 'digits';

/**
 * What a phone input of either kit takes in `format`: its type, keypad, autofill token, hint and
 * length (`defaults`, which the caller's props may override), and the change handler that gives
 * `onChange` the text kept of what is typed.
 */
export const phoneInputFormat = (format: PhoneFormat, onChange: ((value: string) => void) | undefined) => {
  const keep = format === 'mask' ? formatPhoneMask : phoneDigits;
  return {
    defaults: {
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel-national',
      ...(format === 'mask' ? { placeholder: '(###) ###-####', maxLength: 14 } : { maxLength: 10 }),
    } as const,
    onChange: (event: { target: { value: string } }) => onChange?.(keep(event.target.value)),
  };
};
