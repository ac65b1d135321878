import {
  MAX_ADDRESSES,
  profileErrorCodes,
  type Address,
  type AddressType,
  type NewAddress,
} from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { invalidInput, notFound } from '../../../http/errors';
import { lockStudent } from '../../../students/lock-student';
import { listPickItems } from './pick-lists';
import { clearPrimary, conflict, makePrimaryRow, removeRow } from './primary-rows';

interface AddressRow {
  id: number;
  address_type: string;
  address_type_id: number;
  name: string | null;
  street: string;
  city: string;
  county: string | null;
  state_code: string;
  zip: string;
  is_primary: boolean;
}

const blankToNull = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value.trim() : null;

const toAddress = (row: AddressRow): Address => ({
  addressId: row.id,
  addressType: row.address_type,
  addressTypeId: row.address_type_id,
  name: blankToNull(row.name),
  street: row.street,
  city: row.city,
  county: blankToNull(row.county),
  stateCode: row.state_code,
  zip: row.zip,
  isPrimary: row.is_primary,
});

export const listAddressTypes = (db: Queryable): Promise<AddressType[]> => listPickItems(db, 'address_types');

/** The student's addresses in the spec's order: primary first, then type label, then name. */
export async function listAddresses(db: Queryable, studentId: number): Promise<Address[]> {
  const rows = await db.query<AddressRow>(
    `SELECT a.id, a.address_type, t.id AS address_type_id, a.name, a.street, a.city, a.county, a.state_code,
            a.zip, a.is_primary
       FROM student_addresses a JOIN address_types t ON t.label = a.address_type
      WHERE a.student_id = $1
      ORDER BY a.is_primary DESC, lower(a.address_type), lower(coalesce(a.name, '')), a.id`,
    [studentId],
  );
  return rows.map(toAddress);
}

/** Adds an address; the first one, or one marked primary, becomes the primary address. At most 10. */
export async function addAddress(tx: Queryable, studentId: number, input: NewAddress): Promise<void> {
  await lockStudent(tx, studentId);
  const count = await queryOne<{ n: number; primaries: number }>(
    tx,
    'SELECT count(*)::int AS n, count(*) FILTER (WHERE is_primary)::int AS primaries FROM student_addresses WHERE student_id = $1',
    [studentId],
  );
  if ((count?.n ?? 0) >= MAX_ADDRESSES) {
    throw conflict(profileErrorCodes.limitReached, `You can have at most ${MAX_ADDRESSES} addresses`);
  }
  const type = await queryOne<{ label: string }>(tx, 'SELECT label FROM address_types WHERE id = $1', [
    input.addressTypeId,
  ]);
  if (!type) throw invalidInput({ 'newAddress.addressTypeId': 'Unknown address type' });
  const isPrimary = input.isPrimary || (count?.primaries ?? 0) === 0;
  if (isPrimary) await clearPrimary(tx, 'student_addresses', studentId);
  await tx.query(
    `INSERT INTO student_addresses (student_id, address_type, name, street, city, county, state_code, zip, is_primary)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      studentId,
      type.label,
      blankToNull(input.name),
      input.street,
      input.city,
      blankToNull(input.county) ?? '',
      input.stateCode,
      input.zip,
      isPrimary,
    ],
  );
}

async function findAddress(
  tx: Queryable,
  studentId: number,
  addressId: number,
): Promise<{ is_primary: boolean }> {
  const row = await queryOne<{ is_primary: boolean }>(
    tx,
    'SELECT is_primary FROM student_addresses WHERE id = $1 AND student_id = $2',
    [addressId, studentId],
  );
  if (!row) throw notFound('Address not found');
  return row;
}

/** Only a non-primary address can be removed. */
export async function removeAddress(tx: Queryable, studentId: number, addressId: number): Promise<void> {
  await lockStudent(tx, studentId);
  const row = await findAddress(tx, studentId, addressId);
  await removeRow(
    tx,
    'student_addresses',
    studentId,
    { id: addressId, isPrimary: row.is_primary },
    'A primary address cannot be removed',
  );
}

export async function makePrimaryAddress(tx: Queryable, studentId: number, addressId: number): Promise<void> {
  await lockStudent(tx, studentId);
  const row = await findAddress(tx, studentId, addressId);
  await makePrimaryRow(tx, 'student_addresses', studentId, { id: addressId, isPrimary: row.is_primary });
}
