import {
  CONTROL_TYPE,
  requiredFieldError,
  valueShapeError,
  type FieldContext,
  type FieldEntry,
  type RegistrationField,
  type School,
} from '../../../contracts';
import type { Queryable } from '../../../db';
import { invalidInput } from '../../../http/errors';
import { schoolDate } from '../../../lib/school-time';
import { listAddresses, listPhoneContacts } from '../../profile';
import { fieldInvalid, needPrimaryAddress, needPrimaryPhone, REGISTRATION_API_MESSAGES } from './errors';
import { holdsValue, valueOf, type StoredValues } from './forms';

/**
 * The checks the API makes of a student's values: the contract's rules (registration-rules.ts, the
 * very functions the wizard runs), against the student's own phone and address lists and the school's
 * today.
 */

/** What a value may point into, for each field: a student phone field (11) takes the student's own numbers only. */
export interface StudentLists {
  contactIds: Set<number>;
  ownContactIds: Set<number>;
  addressIds: Set<number>;
  hasPrimaryAddress: boolean;
  hasPrimaryPhone: boolean;
  today: string;
}

export async function studentLists(q: Queryable, school: School, studentId: number): Promise<StudentLists> {
  const [contacts, addresses] = await Promise.all([
    listPhoneContacts(q, studentId),
    listAddresses(q, studentId),
  ]);
  return {
    contactIds: new Set(contacts.map((c) => c.contactId)),
    ownContactIds: new Set(contacts.filter((c) => c.isOwnPhoneNumber).map((c) => c.contactId)),
    addressIds: new Set(addresses.map((a) => a.addressId)),
    hasPrimaryAddress: addresses.some((a) => a.isPrimary),
    hasPrimaryPhone: contacts.some((c) => c.isPrimary),
    today: schoolDate(new Date(), school.timezone),
  };
}

const contextFor = (field: RegistrationField, lists: StudentLists): FieldContext => ({
  contactIds: field.controlType === CONTROL_TYPE.studentPhone ? lists.ownContactIds : lists.contactIds,
  addressIds: lists.addressIds,
  today: lists.today,
});

/**
 * The stored values with the request's entries laid over them. Every entry must name a field of the
 * form, once (400 `invalid_input` otherwise, with the entry's path); a field that holds no value (a
 * static label, the profile summary) keeps none whatever is sent.
 */
export function applyEntries(
  fields: readonly RegistrationField[],
  stored: StoredValues,
  entries: readonly FieldEntry[],
): StoredValues {
  const byId = new Map(fields.map((field) => [field.studentRegistrationFieldId, field]));
  const values: StoredValues = new Map(stored);
  const problems: Record<string, string> = {};
  const seen = new Set<number>();
  entries.forEach((entry, index) => {
    const id = entry.studentRegistrationFieldId;
    const field = byId.get(id);
    const path = `fields.${index}.studentRegistrationFieldId`;
    if (!field) problems[path] = REGISTRATION_API_MESSAGES.unknownField;
    else if (seen.has(id)) problems[path] = REGISTRATION_API_MESSAGES.duplicateField;
    else if (holdsValue(field)) values.set(id, entry.registeredValue);
    seen.add(id);
  });
  if (Object.keys(problems).length > 0) throw invalidInput(problems);
  return values;
}

/** 422 for the first field in error, in form order: its required rule (when asked), then its value's shape. */
function checkFields(
  fields: readonly RegistrationField[],
  values: StoredValues,
  lists: StudentLists,
  { required }: { required: boolean },
): void {
  for (const field of fields) {
    const value = valueOf(values, field);
    const message =
      (required ? requiredFieldError(field, value) : null) ??
      valueShapeError(field, value, contextFor(field, lists));
    if (message) throw fieldInvalid(field.studentRegistrationFieldId, message);
  }
}

/**
 * Save and Sign: only what no control can make (the wrong kind of value, an unknown option, phone or
 * address, letters in a numeric field, a birth date after today). A draft may still be incomplete:
 * required fields empty, an SSN half typed. 422 naming the first such field, in form order.
 */
export function checkValueShapes(
  fields: readonly RegistrationField[],
  values: StoredValues,
  lists: StudentLists,
): void {
  checkFields(fields, values, lists, { required: false });
}

/**
 * Submit and Pay (spec 5.1): each field's rules, the first field in error in form order (its 5.1
 * message, then a value its control cannot make), then the student's primary address and phone.
 */
export function checkSubmittable(
  fields: readonly RegistrationField[],
  values: StoredValues,
  lists: StudentLists,
): void {
  checkFields(fields, values, lists, { required: true });
  if (!lists.hasPrimaryAddress) throw needPrimaryAddress();
  if (!lists.hasPrimaryPhone) throw needPrimaryPhone();
}
