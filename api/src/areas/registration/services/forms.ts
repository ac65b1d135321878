import crypto from 'node:crypto';
import {
  fromCents,
  valueKindOf,
  type FieldValue,
  type RegistrationFeeType,
  type RegistrationField,
  type VenueType,
} from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { canonicalJson } from '../../../lib/canonical-json';

/** A school's registration form (table registration_forms) with its fields in form order. */
export interface RegistrationForm {
  id: number;
  title: string;
  feeType: RegistrationFeeType;
  registrationFeeCents: number;
  feeRequired: boolean;
  instructions: string | null;
  postInstructions: string | null;
  /** In form order; `registeredValue` is null here (a student's values are `FieldValues`). */
  fields: RegistrationField[];
}

interface FormRow {
  id: number;
  title: string;
  fee_type: RegistrationFeeType;
  registration_fee_cents: number;
  fee_required: boolean;
  instructions_html: string | null;
  post_instructions_html: string | null;
}

interface FieldRow {
  id: number;
  control_type: number;
  label: string;
  control_group: string;
  group_order: number;
  options: string[];
  description: string | null;
  mask: string | null;
  is_required: boolean;
}

export async function loadForm(q: Queryable, formId: number): Promise<RegistrationForm | undefined> {
  const form = await queryOne<FormRow>(
    q,
    `SELECT id, title, fee_type, registration_fee_cents, fee_required, instructions_html, post_instructions_html
       FROM registration_forms WHERE id = $1`,
    [formId],
  );
  if (!form) return undefined;
  const fields = await q.query<FieldRow>(
    `SELECT id, control_type, label, control_group, group_order, options, description, mask, is_required
       FROM registration_form_fields WHERE form_id = $1
      ORDER BY group_order, sort_order, id`,
    [formId],
  );
  return {
    id: form.id,
    title: form.title,
    feeType: form.fee_type,
    registrationFeeCents: form.registration_fee_cents,
    feeRequired: form.fee_required,
    instructions: form.instructions_html,
    postInstructions: form.post_instructions_html,
    fields: fields.map((f) => ({
      studentRegistrationFieldId: f.id,
      controlType: f.control_type,
      controlLabel: f.label,
      controlGroup: f.control_group,
      controlOptions: f.options,
      description: f.description,
      mask: f.mask,
      dataIsRequired: f.is_required,
      registeredValue: null,
      group: f.group_order,
    })),
  };
}

export const registrationFeeOf = (form: RegistrationForm): number => fromCents(form.registrationFeeCents);

/** Whether a field holds a value at all (a static label and the profile summary do not). */
export const holdsValue = (field: Pick<RegistrationField, 'controlType'>): boolean =>
  valueKindOf(field.controlType) !== 'none';

// ---------------------------------------------------------------- the student's copy

export type RegistrationStatus = 'open' | 'pending' | 'submitted' | 'discarded';

/** A student's copy of a form for one venue (table registration_infos; id = studentRegistrationId). */
export interface StudentRegistration {
  id: number;
  studentId: number;
  venueType: VenueType;
  venueId: number;
  status: RegistrationStatus;
  /** The form it was opened with; null for a row made before forms were stored (the venue's form). */
  formId: number | null;
}

interface InfoRow {
  id: number;
  student_id: number;
  venue_type: VenueType;
  venue_id: number;
  status: RegistrationStatus;
  form_id: number | null;
}

const toRegistration = (row: InfoRow): StudentRegistration => ({
  id: row.id,
  studentId: row.student_id,
  venueType: row.venue_type,
  venueId: row.venue_id,
  status: row.status,
  formId: row.form_id,
});

const INFO_COLUMNS = 'id, student_id, venue_type, venue_id, status, form_id';

/**
 * The acting student's form in progress ('open' or 'pending') with this id, or undefined: someone
 * else's, a submitted or a discarded one are not found, whichever it is. `forUpdate` locks the row.
 */
export async function findRegistrationInProgress(
  q: Queryable,
  studentId: number,
  id: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<StudentRegistration | undefined> {
  const row = await queryOne<InfoRow>(
    q,
    `SELECT ${INFO_COLUMNS} FROM registration_infos
      WHERE id = $1 AND student_id = $2 AND status IN ('open', 'pending')${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, studentId],
  );
  return row && toRegistration(row);
}

/** The student's form in progress for a venue (at most one: registration_infos_in_progress_key). */
export async function findRegistrationForVenue(
  q: Queryable,
  studentId: number,
  venueType: VenueType,
  venueId: number,
): Promise<StudentRegistration | undefined> {
  const row = await queryOne<InfoRow>(
    q,
    `SELECT ${INFO_COLUMNS} FROM registration_infos
      WHERE student_id = $1 AND venue_type = $2 AND venue_id = $3 AND status IN ('open', 'pending')`,
    [studentId, venueType, venueId],
  );
  return row && toRegistration(row);
}

/**
 * A new 'open' copy of the venue's form for the student, or the one in progress that another request
 * made meanwhile (the partial unique key decides, on every API instance).
 */
export async function openRegistration(
  q: Queryable,
  studentId: number,
  venue: { venueType: VenueType; venueId: number; title: string },
  formId: number,
): Promise<StudentRegistration> {
  const row = await queryOne<InfoRow>(
    q,
    `INSERT INTO registration_infos (student_id, venue_type, venue_id, title, status, form_id)
     VALUES ($1, $2, $3, $4, 'open', $5)
     ON CONFLICT (student_id, venue_type, venue_id) WHERE status IN ('open', 'pending') DO NOTHING
     RETURNING ${INFO_COLUMNS}`,
    [studentId, venue.venueType, venue.venueId, venue.title, formId],
  );
  if (row) return toRegistration(row);
  const existing = await findRegistrationForVenue(q, studentId, venue.venueType, venue.venueId);
  if (!existing) throw new Error('A registration in progress was made and gone at once');
  return existing;
}

// ---------------------------------------------------------------- values

/** A student's values, by field id; a field without a value is absent (read as null). */
export type StoredValues = Map<number, FieldValue>;

export async function loadValues(q: Queryable, registrationId: number): Promise<StoredValues> {
  const rows = await q.query<{ field_id: number; value_json: string }>(
    'SELECT field_id, value_json FROM registration_values WHERE registration_info_id = $1',
    [registrationId],
  );
  return new Map(rows.map((r) => [r.field_id, JSON.parse(r.value_json) as FieldValue]));
}

/** Writes every value of `values` for the fields given (null removes a value). */
export async function storeValues(
  q: Queryable,
  registrationId: number,
  fields: readonly RegistrationField[],
  values: StoredValues,
): Promise<void> {
  const set: [number, string][] = [];
  const cleared: number[] = [];
  for (const field of fields) {
    const value = valueOf(values, field);
    if (value === null) cleared.push(field.studentRegistrationFieldId);
    else set.push([field.studentRegistrationFieldId, JSON.stringify(value)]);
  }
  if (cleared.length > 0) {
    await q.query(
      'DELETE FROM registration_values WHERE registration_info_id = $1 AND field_id = ANY($2::int[])',
      [registrationId, cleared],
    );
  }
  if (set.length > 0) {
    await q.query(
      `INSERT INTO registration_values (registration_info_id, field_id, value_json)
       SELECT $1, field_id, value_json FROM unnest($2::int[], $3::text[]) AS v(field_id, value_json)
       ON CONFLICT (registration_info_id, field_id)
       DO UPDATE SET value_json = EXCLUDED.value_json, updated_at = now()
       WHERE registration_values.value_json IS DISTINCT FROM EXCLUDED.value_json`,
      [registrationId, set.map(([id]) => id), set.map(([, json]) => json)],
    );
  }
}

/** Each field's value as the values hold it (null for none, and always for a field that holds none). */
export const valueOf = (values: StoredValues, field: RegistrationField): FieldValue =>
  holdsValue(field) ? (values.get(field.studentRegistrationFieldId) ?? null) : null;

/**
 * What Sign records and Submit compares (spec 4.1: any change of any field value voids the
 * signature): the SHA-256 of the form's values, field by field in form order, for this copy only.
 */
export function valuesHash(
  registrationId: number,
  fields: readonly RegistrationField[],
  values: StoredValues,
): string {
  const canonical = canonicalJson({
    studentRegistrationId: registrationId,
    values: fields
      .filter(holdsValue)
      .map((field) => [field.studentRegistrationFieldId, valueOf(values, field)]),
  });
  return crypto.createHash('sha256').update(canonical).digest('hex');
}
