import {
  isSelfRelation,
  MAX_PHONE_CONTACTS,
  profileErrorCodes,
  SELF_RELATION,
  type ContactRelation,
  type NewPhoneContact,
  type PhoneContact,
} from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { invalidInput } from '../../../http/errors';
import { lockStudent } from '../../../students/lock-student';
import { listPickItems } from './pick-lists';
import { conflict, studentList } from './primary-rows';

const phoneContacts = studentList({
  table: 'student_phones',
  notFoundMessage: 'Phone contact not found',
  lockedMessage: 'A primary phone number cannot be removed',
});

interface PhoneRow {
  id: number;
  phone_number: string;
  name: string | null;
  relation_type: string;
  contact_relation_id: number | null;
  contact_type: string;
  is_primary: boolean;
  is_emergency: boolean;
  is_textable: boolean;
}

const toContact = (row: PhoneRow): PhoneContact => {
  const own = isSelfRelation(row.relation_type);
  return {
    contactId: row.id,
    phoneNumber: row.phone_number,
    name: own ? null : row.name,
    relationType: row.relation_type,
    contactRelationId: own ? null : row.contact_relation_id,
    contactType: row.contact_type,
    isPrimary: row.is_primary,
    isEmergency: row.is_emergency,
    isTextable: row.is_textable,
    isOwnPhoneNumber: own,
  };
};

export const listContactRelations = (db: Queryable): Promise<ContactRelation[]> =>
  listPickItems(db, 'contact_relations');

/** The student's numbers in the spec's order: primary, emergency, own, relation, number. */
export async function listPhoneContacts(db: Queryable, studentId: number): Promise<PhoneContact[]> {
  const rows = await db.query<PhoneRow>(
    `SELECT p.id, p.phone_number, p.name, p.relation_type, r.id AS contact_relation_id, p.contact_type,
            p.is_primary, p.is_emergency, p.is_textable
       FROM student_phones p
       LEFT JOIN contact_relations r ON lower(r.label) = lower(p.relation_type)
      WHERE p.student_id = $1
      ORDER BY p.is_primary DESC, p.is_emergency DESC, lower(p.relation_type) = 'self' DESC,
               lower(p.relation_type), p.phone_number, p.id`,
    [studentId],
  );
  return rows.map(toContact);
}

/**
 * Adds a number, applying the spec's rules on the server too: own numbers are never emergency and
 * carry no relation or name; someone else's are never primary. At most 10 per student.
 */
export async function addPhoneContact(
  tx: Queryable,
  studentId: number,
  input: NewPhoneContact,
): Promise<void> {
  await lockStudent(tx, studentId);
  const count = await queryOne<{ n: number }>(
    tx,
    'SELECT count(*)::int AS n FROM student_phones WHERE student_id = $1',
    [studentId],
  );
  if ((count?.n ?? 0) >= MAX_PHONE_CONTACTS) {
    throw conflict(
      profileErrorCodes.limitReached,
      `You can have at most ${MAX_PHONE_CONTACTS} phone numbers`,
    );
  }
  const duplicate = await queryOne(
    tx,
    'SELECT 1 FROM student_phones WHERE student_id = $1 AND phone_number = $2',
    [studentId, input.phoneNumber],
  );
  if (duplicate) throw conflict(profileErrorCodes.duplicate, 'This phone number is already in your list');

  const own = input.isOwnPhoneNumber;
  let relationType = SELF_RELATION;
  if (!own) {
    const relation = await queryOne<{ label: string }>(
      tx,
      'SELECT label FROM contact_relations WHERE id = $1',
      [input.contactRelationId],
    );
    if (!relation) throw invalidInput({ 'newContact.contactRelationId': 'Unknown relation' });
    relationType = relation.label;
  }
  const isPrimary = own && input.isPrimary;
  if (isPrimary) await phoneContacts.clearPrimary(tx, studentId);
  await tx.query(
    `INSERT INTO student_phones (student_id, phone_number, name, relation_type, is_primary, is_emergency, is_textable)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    // An own number is a mobile the school may text; someone else's is only called.
    [
      studentId,
      input.phoneNumber,
      own ? null : input.name,
      relationType,
      isPrimary,
      !own && input.isEmergency,
      own,
    ],
  );
}

export const removePhoneContact = (tx: Queryable, studentId: number, contactId: number): Promise<void> =>
  phoneContacts.remove(tx, studentId, contactId);

/** Only an own, non-emergency number can become primary. */
export async function makePrimaryPhoneContact(
  tx: Queryable,
  studentId: number,
  contactId: number,
): Promise<void> {
  const row = await phoneContacts.lockOwnRow<Pick<PhoneRow, 'is_primary' | 'relation_type' | 'is_emergency'>>(
    tx,
    studentId,
    contactId,
    'is_primary, relation_type, is_emergency',
  );
  if (!isSelfRelation(row.relation_type) || row.is_emergency) {
    throw conflict(profileErrorCodes.notOwnNumber, 'Only your own phone numbers can be primary');
  }
  await phoneContacts.makePrimary(tx, studentId, contactId, row);
}
