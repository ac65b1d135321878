import {
  MAX_ADDRESSES,
  profileErrorCodes,
  type Address,
  type AddressType,
  type NewAddress,
} from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { invalidInput } from '../../../http/errors';
import { lockStudent } from '../../../students/lock-student';
import { listPickItems } from './pick-lists';
import { conflict, studentList } from './primary-rows';

const addresses = studentList({
  table: 'student_addresses',
  notFoundMessage: 'Address not found',
  lockedMessage: 'A primary address cannot be removed',
});

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
  if (isPrimary) await addresses.clearPrimary(tx, studentId);
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

/** Only a non-primary address can be removed. */
export const removeAddress = (tx: Queryable, studentId: number, addressId: number): Promise<void> =>
  addresses.remove(tx, studentId, addressId);

export async function makePrimaryAddress(tx: Queryable, studentId: number, addressId: number): Promise<void> {
  const row = await addresses.lockOwnRow(tx, studentId, addressId);
  await addresses.makePrimary(tx, studentId, addressId, row);
}
