import type {
  GetRegistrationInput,
  Registration,
  SaveRegistrationInput,
  School,
  Venue,
} from '../../../contracts';
import { queryOne, type Db, type Queryable } from '../../../db';
import { HttpError } from '../../../http/errors';
import { lockStudent } from '../../../students/lock-student';
import { getVenue } from '../../browse';
import {
  formNotFound,
  needSignature,
  REGISTRATION_API_MESSAGES,
  REGISTRATION_ERROR_CODES,
  venueNotFound,
  venueStateRefusal,
} from './errors';
import { applyEntries, checkValueShapes, studentLists } from './field-checks';
import {
  findRegistrationForVenue,
  findRegistrationInProgress,
  loadForm,
  loadValues,
  openRegistration,
  registrationFeeOf,
  storeValues,
  valueOf,
  valuesHash,
  type RegistrationForm,
  type StoredValues,
  type StudentRegistration,
} from './forms';

/**
 * POST /registration and its save, discard and sign calls (spec 4.1, 7.1). Every call finds the copy
 * among the acting student's own forms in progress: anyone else's, a submitted or a discarded one is a
 * 404 'Registration form not found', whichever it is.
 */

export interface LoadedRegistration {
  registration: StudentRegistration;
  venue: Venue;
  form: RegistrationForm;
  refundPolicy: { id: number; title: string } | null;
}

const unavailable = (message: string) => new HttpError(409, REGISTRATION_ERROR_CODES.unavailable, message);

async function formOfVenue(q: Queryable, venue: Venue, formId: number | null): Promise<RegistrationForm> {
  if (venue.registration !== 'form' && formId === null)
    throw unavailable(REGISTRATION_API_MESSAGES.noForm(venue.title));
  const id = formId ?? venue.registrationFormId;
  if (id === null) throw unavailable(REGISTRATION_API_MESSAGES.noForm(venue.title));
  const form = await loadForm(q, id);
  if (!form) throw unavailable(REGISTRATION_API_MESSAGES.formUnavailable(venue.title));
  return form;
}

async function refundPolicyOf(q: Queryable, venue: Venue): Promise<LoadedRegistration['refundPolicy']> {
  if (venue.refundPolicyId === null) return null;
  const row = await queryOne<{ id: number; title: string }>(
    q,
    'SELECT id, title FROM refund_policies WHERE id = $1',
    [venue.refundPolicyId],
  );
  return row ?? null;
}

async function loaded(
  q: Queryable,
  registration: StudentRegistration,
  venue: Venue,
): Promise<LoadedRegistration> {
  return {
    registration,
    venue,
    form: await formOfVenue(q, venue, registration.formId),
    refundPolicy: await refundPolicyOf(q, venue),
  };
}

/** The student's form in progress with its venue (as the student sees it now) and its form. */
export async function loadRegistration(
  q: Queryable,
  studentId: number,
  studentRegistrationId: number,
): Promise<LoadedRegistration> {
  const registration = await findRegistrationInProgress(q, studentId, studentRegistrationId);
  if (!registration) throw formNotFound();
  const venue = await getVenue(q, studentId, registration.venueType, registration.venueId);
  if (!venue) throw venueNotFound();
  return loaded(q, registration, venue);
}

/** The spec's Registration: the form with the student's saved values, the venue's price and refund policy. */
export function registrationReply(r: LoadedRegistration, values: StoredValues): Registration {
  return {
    studentRegistrationId: r.registration.id,
    venueType: r.registration.venueType,
    venueId: r.registration.venueId,
    title: r.venue.title,
    fields: r.form.fields.map((field) => ({ ...field, registeredValue: valueOf(values, field) })),
    feeType: r.form.feeType,
    registrationFee: registrationFeeOf(r.form),
    feeRequired: r.form.feeRequired,
    totalPrice: r.venue.totalPrice,
    refundPolicy: r.refundPolicy,
    instructions: r.form.instructions,
    postInstructions: r.form.postInstructions,
  };
}

/**
 * POST /registration. With `studentRegistrationId`: that copy, which must be the student's form in
 * progress for this venue. Without: the student's form in progress for the venue, else a new 'open'
 * copy, made only where the venue's enroll state is 'register' (409 in the words of its state
 * otherwise). `registrationId`, when sent, must be the venue's form.
 */
export async function getRegistration(
  db: Db,
  studentId: number,
  input: GetRegistrationInput,
): Promise<{ registration: Registration }> {
  const venue = await getVenue(db, studentId, input.venueType, input.venueId);
  let registration: StudentRegistration | undefined;
  if (input.studentRegistrationId) {
    registration = await findRegistrationInProgress(db, studentId, input.studentRegistrationId);
    if (!registration || registration.venueType !== input.venueType || registration.venueId !== input.venueId)
      throw formNotFound();
    if (!venue) throw venueNotFound();
  } else {
    if (!venue) throw venueNotFound();
    registration = await findRegistrationForVenue(db, studentId, input.venueType, input.venueId);
  }
  if (input.registrationId && input.registrationId !== venue.registrationFormId) throw formNotFound();
  if (!registration) {
    const form = await formOfVenue(db, venue, null);
    if (venue.enrollState !== 'register') throw venueStateRefusal(venue);
    registration = await openRegistration(
      db,
      studentId,
      { venueType: venue.venueType, venueId: venue.id, title: venue.title },
      form.id,
    );
  }
  const r = await loaded(db, registration, venue);
  return { registration: registrationReply(r, await loadValues(db, registration.id)) };
}

/**
 * Save and Sign: under the student's lock, the copy in progress and its values with the entries laid
 * over them, each of a shape its control can make (see checkValueShapes). Writes the values.
 */
async function writeValues(
  tx: Queryable,
  school: School,
  studentId: number,
  input: SaveRegistrationInput,
  before?: () => Promise<void>,
): Promise<{ r: LoadedRegistration; values: StoredValues }> {
  await lockStudent(tx, studentId);
  const registration = await findRegistrationInProgress(tx, studentId, input.studentRegistrationId, {
    forUpdate: true,
  });
  if (!registration) throw formNotFound();
  await before?.();
  const venue = await getVenue(tx, studentId, registration.venueType, registration.venueId);
  if (!venue) throw venueNotFound();
  const r = await loaded(tx, registration, venue);
  const values = applyEntries(r.form.fields, await loadValues(tx, registration.id), input.fields);
  checkValueShapes(r.form.fields, values, await studentLists(tx, school, studentId));
  await storeValues(tx, registration.id, r.form.fields, values);
  return { r, values };
}

/** POST /registration/save: the values, and the copy becomes a pending form (the header lists it). */
export async function saveRegistration(
  db: Db,
  school: School,
  studentId: number,
  input: SaveRegistrationInput,
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const { r } = await writeValues(tx, school, studentId, input);
    await tx.query(`UPDATE registration_infos SET status = 'pending', updated_at = now() WHERE id = $1`, [
      r.registration.id,
    ]);
  });
  return {};
}

/** POST /registration/discard: for good; opening the venue's form again starts a new copy. */
export async function discardRegistration(db: Db, studentId: number, studentRegistrationId: number) {
  const rows = await db.query(
    `UPDATE registration_infos SET status = 'discarded', updated_at = now()
      WHERE id = $1 AND student_id = $2 AND status IN ('open', 'pending') RETURNING id`,
    [studentRegistrationId, studentId],
  );
  if (rows.length === 0) throw formNotFound();
  return {};
}

/**
 * POST /registration/sign: needs the student's signature (422 otherwise); stores the values as Save
 * does without making the copy pending, and records the hash of the form's values as signed.
 */
export async function signRegistration(
  db: Db,
  school: School,
  studentId: number,
  input: SaveRegistrationInput,
): Promise<{ signed: true }> {
  await db.transaction(async (tx) => {
    const { r, values } = await writeValues(tx, school, studentId, input, async () => {
      const signature = await queryOne(tx, 'SELECT 1 FROM student_signatures WHERE student_id = $1', [
        studentId,
      ]);
      if (!signature) throw needSignature();
    });
    await tx.query(
      `INSERT INTO registration_signatures (registration_info_id, values_hash) VALUES ($1, $2)
       ON CONFLICT (registration_info_id) DO UPDATE SET values_hash = EXCLUDED.values_hash, signed_at = now()`,
      [r.registration.id, valuesHash(r.registration.id, r.form.fields, values)],
    );
    await tx.query('UPDATE registration_infos SET updated_at = now() WHERE id = $1', [r.registration.id]);
  });
  return { signed: true };
}
