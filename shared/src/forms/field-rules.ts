import * as z from '../zod';

/**
 * The form rules every form of the portal writes its schema with, so that the same rule says the same
 * words everywhere (spec sections 5 and 9).
 */

/** Spec section 9: the longest text each field takes. An input stops there (`maxLength`) too. */
export const FIELD_LIMITS = {
  name: 50,
  city: 50,
  county: 50,
  street: 200,
  email: 100,
  password: 20,
} as const;

/** The one wording for text past its limit: typed text stops at it, a paste or a filled-in value may not. */
export const tooLongMessage = (max: number): string => `Use at most ${max} characters`;

/** `z.maxLength` with that wording (zod/mini's own message is 'Invalid input'). */
export const maxChars = (max: number) => z.maxLength(max, tooLongMessage(max));

/** Trimmed text that must not be empty (`message`) nor longer than `max`. */
export const requiredText = (message: string, max: number) =>
  z.string(message).check(z.trim(), z.minLength(1, message), maxChars(max));

/** Trimmed text that may be empty, up to `max`. */
export const optionalText = (max: number) => z.string().check(z.trim(), maxChars(max));

/**
 * An object check that `confirmField` equals `field` ("Emails don't match", "Passwords don't match"),
 * reported on `confirmField`. zod skips an object's checks once any field has failed, so on its own
 * the mismatch would wait for a second submit; `when` runs it with the other fields' messages
 * whenever both values are text, whatever else fails (an unticked terms box included).
 */
export const confirmation = <T extends object>(
  field: keyof T & string,
  confirmField: keyof T & string,
  message: string,
) =>
  z.refine<T>((values) => values[field] === values[confirmField], {
    message,
    path: [confirmField],
    when: ({ value }) => {
      const values = value as Partial<Record<string, unknown>> | null | undefined;
      return typeof values?.[field] === 'string' && typeof values[confirmField] === 'string';
    },
  });

/**
 * The first message of each field that fails `schema`, keyed by its path ('street', 'billing.city'):
 * what a form shows for `values`, for rules written as a schema and read as a list.
 */
export const fieldMessages = (schema: z.ZodMiniType, values: unknown): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    messages[issue.path.join('.')] ??= issue.message;
  }
  return messages;
};

/** Spec section 5: the words of a legal name left empty, in every form that asks for one. */
export const LEGAL_NAME_MESSAGES = {
  firstName: 'Type in your legal first name',
  lastName: 'Type in your legal last name',
} as const;

/**
 * The rules of `LegalNameFields` (`@portal/shared/ui-forms`): legal first and last name, required and
 * trimmed, 50 characters at most. A form's schema spreads them (or the one it asks for) in its order.
 */
export const legalNameRules = () => ({
  firstName: requiredText(LEGAL_NAME_MESSAGES.firstName, FIELD_LIMITS.name),
  lastName: requiredText(LEGAL_NAME_MESSAGES.lastName, FIELD_LIMITS.name),
});
