import * as z from '@portal/shared/zod';
import { idSchema, noControlChars, PHONE_DIGITS_PATTERN } from '@portal/shared/contracts';

/** Spec section 9: at most 10 phone contacts (the Add new control hides at 10; the API refuses an 11th). */
export const MAX_PHONE_CONTACTS = 10;

/** relationType 'self' (any case) marks the student's own number. */
export const SELF_RELATION = 'Self';
export const isSelfRelation = (relationType: string | null): boolean =>
  (relationType ?? '').trim().toLowerCase() === SELF_RELATION.toLowerCase();

export const contactRelationSchema = z.object({ itemId: z.int(), label: z.string() });
export type ContactRelation = z.infer<typeof contactRelationSchema>;

export const phoneContactSchema = z.object({
  contactId: z.int(),
  phoneNumber: z.string(),
  /** The owner's name; null for the student's own number. */
  name: z.nullable(z.string()),
  relationType: z.string(),
  contactRelationId: z.nullable(z.int()),
  contactType: z.string(),
  isPrimary: z.boolean(),
  isEmergency: z.boolean(),
  isTextable: z.boolean(),
  /** Derived from relationType ('self'). */
  isOwnPhoneNumber: z.boolean(),
});
export type PhoneContact = z.infer<typeof phoneContactSchema>;

/**
 * Spec section 3, the new-contact payload. The API trims it and applies the own/other rules
 * (own: not emergency, no relation or name; someone else's: not primary, relation and name required).
 */
export const newPhoneContactSchema = z
  .object({
    phoneNumber: z.string().check(z.trim(), z.regex(PHONE_DIGITS_PATTERN)),
    isOwnPhoneNumber: z.boolean(),
    contactRelationId: z.nullable(idSchema),
    name: z.nullable(z.string().check(z.trim(), noControlChars(), z.maxLength(50))),
    isEmergency: z.boolean(),
    isPrimary: z.boolean(),
  })
  .check(
    z.superRefine((contact, ctx) => {
      if (contact.isOwnPhoneNumber) return;
      if (contact.contactRelationId === null) {
        ctx.addIssue({ code: 'custom', path: ['contactRelationId'], message: 'Required' });
      }
      if (!contact.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Required' });
    }),
  );
export type NewPhoneContact = z.input<typeof newPhoneContactSchema>;

export const addPhoneContactInputSchema = z.object({ newContact: newPhoneContactSchema });
export const contactIdInputSchema = z.object({ contactId: idSchema });

export const contactListResponseSchema = z.object({ contactList: z.array(phoneContactSchema) });
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;
export const contactRelationsResponseSchema = z.object({
  contactRelationList: z.array(contactRelationSchema),
});
export type ContactRelationsResponse = z.infer<typeof contactRelationsResponseSchema>;
