import { MAX_PHONE_CONTACTS, type NewPhoneContact, type PhoneContact } from '../../../contract';
import { FIELD_LIMITS, fieldMessages, phoneDigits, phoneNumberField, tooLongMessage } from '@portal/shared';
import * as z from '@portal/shared/zod';
import { phoneContactsMessagesNow, type PhoneContactsMessages } from '../messages/catalog';

/**
 * Force flags of the editor and the chooser (spec section 5): each locks the matching inputs of the
 * new-contact form and keeps only the matching numbers in the list.
 */
export type ContactForce = { own?: boolean; emergency?: boolean; primary?: boolean };

/** What the new-contact form holds; the phone number as the mask shows it. */
export type NewContactValues = {
  phoneNumber: string;
  isOwnPhoneNumber: boolean;
  contactRelationId: number | null;
  name: string;
  isEmergency: boolean;
  isPrimary: boolean;
};

/** The owner's name is a name: at most 50 characters (spec section 9). */
export const OWNER_NAME_MAX = FIELD_LIMITS.name;

/** The form's refusals; their Spanish is in the catalog under `validation.*` (the fields show them through it). */
export const newContactMessages = {
  phoneRequired: 'The phone number field is required',
  phoneInvalid: 'Please type in a valid 10 digits phone number',
  relationRequired: 'The owner relation field is required',
  nameRequired: 'The owner name field is required',
} as const;

/** A primary number is the student's own; an emergency contact is someone else's. */
const forcedOwnership = (force: ContactForce): boolean | null => {
  if (force.own || force.primary) return true;
  if (force.emergency) return false;
  return null;
};

/**
 * Spec section 5: own number -> emergency off, relation and name cleared; someone else's -> primary off.
 * Force flags win over what the form holds.
 */
export const applyContactRules = (values: NewContactValues, force: ContactForce = {}): NewContactValues => {
  const own = forcedOwnership(force) ?? values.isOwnPhoneNumber;
  const next = { ...values, isOwnPhoneNumber: own };
  if (force.primary) next.isPrimary = true;
  if (force.emergency) next.isEmergency = true;
  if (own) return { ...next, isEmergency: false, contactRelationId: null, name: '' };
  return { ...next, isPrimary: false };
};

export const newContactDefaults = (force: ContactForce = {}): NewContactValues =>
  applyContactRules(
    {
      phoneNumber: '',
      isOwnPhoneNumber: true,
      contactRelationId: null,
      name: '',
      isEmergency: false,
      isPrimary: false,
    },
    force,
  );

/** Which inputs the form disables: those a force flag or the own/other choice decides. */
export const lockedContactInputs = (values: NewContactValues, force: ContactForce = {}) => ({
  isOwnPhoneNumber: forcedOwnership(force) !== null,
  isEmergency: Boolean(force.emergency) || values.isOwnPhoneNumber,
  isPrimary: Boolean(force.primary) || !values.isOwnPhoneNumber,
});

/** Values are trimmed (spec section 5) before the rules and the checks. */
export const trimContactValues = (values: NewContactValues): NewContactValues => ({
  ...values,
  phoneNumber: values.phoneNumber.trim(),
  name: values.name.trim(),
});

/**
 * The new-contact form's schema: the portal's phone number rule (`phoneNumberField`) in this form's
 * words; for someone else's number (after the force flags) a relation and the owner's name. Each
 * failing field has its message at once, whatever else fails.
 */
export const newContactFormSchema = (force: ContactForce = {}) =>
  z
    .object({
      phoneNumber: phoneNumberField({
        required: newContactMessages.phoneRequired,
        invalid: newContactMessages.phoneInvalid,
      }),
      isOwnPhoneNumber: z.boolean(),
      contactRelationId: z.nullable(z.number()),
      name: z.string().check(z.trim()),
      isEmergency: z.boolean(),
      isPrimary: z.boolean(),
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          if (applyContactRules(values, force).isOwnPhoneNumber) return;
          const fail = (path: keyof NewContactValues, message: string) =>
            ctx.addIssue({ code: 'custom', path: [path], message, input: values });
          if (values.contactRelationId === null)
            fail('contactRelationId', newContactMessages.relationRequired);
          if (values.name === '') fail('name', newContactMessages.nameRequired);
          else if (values.name.length > OWNER_NAME_MAX) fail('name', tooLongMessage(OWNER_NAME_MAX));
        },
        { when: () => true },
      ),
    );

/** The spec's messages for each field that fails, keyed by field name. */
export const newContactErrors = (
  values: NewContactValues,
  force: ContactForce = {},
): Partial<Record<keyof NewContactValues, string>> => fieldMessages(newContactFormSchema(force), values);

/** The payload of POST /student/contact/add. */
export const toNewContactPayload = (raw: NewContactValues, force: ContactForce = {}): NewPhoneContact => {
  const values = applyContactRules(trimContactValues(raw), force);
  return {
    phoneNumber: phoneDigits(values.phoneNumber),
    isOwnPhoneNumber: values.isOwnPhoneNumber,
    contactRelationId: values.isOwnPhoneNumber ? null : values.contactRelationId,
    name: values.isOwnPhoneNumber ? null : values.name,
    isEmergency: values.isEmergency,
    isPrimary: values.isPrimary,
  };
};

/** Spec section 9: primary, emergency, own, relation, number. */
export const sortContacts = (contacts: readonly PhoneContact[]): PhoneContact[] => {
  const rank = (flag: boolean) => (flag ? 0 : 1);
  return [...contacts].sort(
    (a, b) =>
      rank(a.isPrimary) - rank(b.isPrimary) ||
      rank(a.isEmergency) - rank(b.isEmergency) ||
      rank(a.isOwnPhoneNumber) - rank(b.isOwnPhoneNumber) ||
      a.relationType.localeCompare(b.relationType, undefined, { sensitivity: 'base' }) ||
      a.phoneNumber.localeCompare(b.phoneNumber) ||
      a.contactId - b.contactId,
  );
};

/** The force flags keep only the matching numbers. */
export const filterContacts = (contacts: readonly PhoneContact[], force: ContactForce = {}): PhoneContact[] =>
  contacts.filter(
    (contact) =>
      (!force.own || contact.isOwnPhoneNumber) &&
      (!force.emergency || contact.isEmergency) &&
      (!force.primary || contact.isPrimary),
  );

/** The list the editor and the chooser show: filtered by the force flags, in the spec's order. */
export const visibleContacts = (
  contacts: readonly PhoneContact[],
  force: ContactForce = {},
): PhoneContact[] => sortContacts(filterContacts(contacts, force));

/** Make-primary is offered only for own, non-primary, non-emergency numbers. */
export const canMakePrimary = (contact: PhoneContact): boolean =>
  contact.isOwnPhoneNumber && !contact.isPrimary && !contact.isEmergency;

/** Change-primary is offered only when such a number exists. */
export const primaryCandidates = (contacts: readonly PhoneContact[]): PhoneContact[] =>
  contacts.filter(canMakePrimary);

/** A primary number cannot be deleted. */
export const canDeleteContact = (contact: PhoneContact): boolean => !contact.isPrimary;

/** Spec section 9: the Add new control hides at 10. */
export const canAddContact = (contacts: readonly PhoneContact[]): boolean =>
  contacts.length < MAX_PHONE_CONTACTS;

/** 'Mother · Anna Parker' (the school's relation and the owner's name), or 'My number' for an own number. */
export const contactOwnerText = (
  contact: PhoneContact,
  m: PhoneContactsMessages = phoneContactsMessagesNow(),
): string =>
  contact.isOwnPhoneNumber
    ? m('phoneContacts.myNumber')
    : [contact.relationType, contact.name].filter(Boolean).join(' · ');
