import {
  CONTROL_TYPE,
  contactListReplySchema,
  contactRelationsResponseSchema,
  addressListReplySchema,
  registrationResponseSchema,
  type FieldEntry,
  type FieldValue,
  type Registration,
  type RegistrationField,
} from '../../src/contracts';
import type { Queryable } from '../../src/db';
import type { TestResponse } from './context';
import { venueOf } from './enrollments';

/** The registration tests' helpers: open a venue's form, give a student what submitting needs, fill a form. */

/** A real 1x1 PNG: what the profile keeps as a signature. */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

interface Poster {
  get(url: string): Promise<TestResponse>;
  post(url: string, payload: unknown): Promise<TestResponse>;
}

/** POST /registration for a venue, as Register does; fails unless it answers 200. */
export async function openForm(caller: Poster, db: Queryable, code: string): Promise<Registration> {
  const res = await caller.post('registration', await venueOf(db, code));
  if (res.statusCode !== 200) throw new Error(`open ${code}: ${res.statusCode} ${res.body}`);
  return registrationResponseSchema.parse(res.json().data).registration;
}

/** A primary phone of the student's own (through the profile's endpoint). */
export async function givePrimaryPhone(caller: Poster, phoneNumber = '6145550177'): Promise<void> {
  const res = await caller.post('student/contact/add', {
    newContact: {
      phoneNumber,
      isOwnPhoneNumber: true,
      contactRelationId: null,
      name: null,
      isEmergency: false,
      isPrimary: true,
    },
  });
  if (res.statusCode !== 200) throw new Error(`add phone: ${res.statusCode} ${res.body}`);
}

/** Someone else's number (an emergency contact), returned by its id. */
export async function giveEmergencyContact(caller: Poster, phoneNumber = '6145550188'): Promise<number> {
  const relations = contactRelationsResponseSchema.parse((await caller.get('contact_relations')).json().data);
  const relation = relations.contactRelationList[0]!.itemId;
  const res = await caller.post('student/contact/add', {
    newContact: {
      phoneNumber,
      isOwnPhoneNumber: false,
      contactRelationId: relation,
      name: 'Pat Tester',
      isEmergency: true,
      isPrimary: false,
    },
  });
  if (res.statusCode !== 200) throw new Error(`add contact: ${res.statusCode} ${res.body}`);
  const list = contactListReplySchema.parse(res.json().data).contactList;
  return list.find((c) => c.phoneNumber === phoneNumber)!.contactId;
}

export async function giveSignature(caller: Poster): Promise<void> {
  const res = await caller.post('student/update_signature', { signature: SIGNATURE_PNG });
  if (res.statusCode !== 200) throw new Error(`signature: ${res.statusCode} ${res.body}`);
}

/** The student's phone and address lists, as the wizard reads them. */
export async function listsOf(caller: Poster) {
  const contacts = contactListReplySchema.parse(
    (await caller.get('student/contact_list')).json().data,
  ).contactList;
  const addresses = addressListReplySchema.parse(
    (await caller.get('student/address_list')).json().data,
  ).addressList;
  return { contacts, addresses };
}

/** A value each control accepts on submit (the first option, an own phone, the primary address...). */
export function validValue(
  field: RegistrationField,
  lists: { contacts: { contactId: number; isOwnPhoneNumber: boolean }[]; addresses: { addressId: number }[] },
): FieldValue {
  const mask = (field.mask ?? '').toLowerCase();
  switch (field.controlType) {
    case CONTROL_TYPE.text:
    case CONTROL_TYPE.plainText:
      return mask === 'ssn' ? '123456789' : `Answer to ${field.controlLabel}`.slice(0, 200);
    case CONTROL_TYPE.multiLine:
      return 'First line\nSecond line';
    case CONTROL_TYPE.numeric:
      return '3';
    case CONTROL_TYPE.date:
      return mask === 'dob' || mask === 'birthday' ? '1990-05-01' : '2027-01-15';
    case CONTROL_TYPE.checkbox:
      return 1;
    case CONTROL_TYPE.feeDismissal:
      return 0;
    case CONTROL_TYPE.dropdown:
    case CONTROL_TYPE.radioGroup:
      return field.controlOptions[0]!;
    case CONTROL_TYPE.multiSelect:
    case CONTROL_TYPE.checkboxGroup:
    case CONTROL_TYPE.twoListPicker:
      return [field.controlOptions[0]!];
    case CONTROL_TYPE.studentPhone: {
      const own = lists.contacts.find((c) => c.isOwnPhoneNumber);
      if (!own) throw new Error('the student has no phone number of their own');
      return own.contactId;
    }
    case CONTROL_TYPE.contactPhone:
      if (!lists.contacts[0]) throw new Error('the student has no phone contact');
      return lists.contacts[0].contactId;
    case CONTROL_TYPE.address:
      if (!lists.addresses[0]) throw new Error('the student has no address');
      return lists.addresses[0].addressId;
    default:
      return null;
  }
}

/** Every field of the form with a value it accepts on submit (`overrides` by field id or label). */
export function filledEntries(
  registration: Registration,
  lists: Parameters<typeof validValue>[1],
  overrides: Record<string, FieldValue> = {},
): FieldEntry[] {
  return registration.fields.map((field) => {
    const byId = overrides[String(field.studentRegistrationFieldId)];
    const byLabel = overrides[field.controlLabel];
    const value = byId !== undefined ? byId : byLabel !== undefined ? byLabel : validValue(field, lists);
    return { studentRegistrationFieldId: field.studentRegistrationFieldId, registeredValue: value };
  });
}

/** The field of a form with this label (fails when there is none). */
export const fieldNamed = (registration: Registration, label: string): RegistrationField => {
  const field = registration.fields.find((f) => f.controlLabel === label);
  if (!field) throw new Error(`no field "${label}" in ${registration.title}`);
  return field;
};
