import {
  ACTION_NO_LONGER_VALID,
  ACTION_NO_LONGER_VALID_CODE,
  type Venue,
  type VenueActionInput,
} from '../../../contracts';
import { queryOne, type Db, type Queryable } from '../../../db';
import { HttpError, notFound } from '../../../http/errors';
import { requireFullAccess } from '../../../students/full-access';
import { actionAllowed, type VenueAction } from './browse-enroll-state';
import { getVenue } from './browse-venues';

/**
 * The enroll and interest actions. Each runs in a transaction that recomputes the venue's state for
 * the student first: the requested action must equal the current server state (spec section 4),
 * otherwise the reply is 409 'Action no longer valid'.
 */

export const actionNoLongerValid = () =>
  new HttpError(409, ACTION_NO_LONGER_VALID_CODE, ACTION_NO_LONGER_VALID);

async function checkedVenue(
  tx: Queryable,
  studentId: number,
  action: VenueAction,
  input: VenueActionInput,
): Promise<Venue> {
  const venue = await getVenue(tx, studentId, input.venueType, input.venueId);
  if (!venue) throw notFound('This class or pathway is no longer available');
  if (action === 'cart/remove') {
    // Whatever is in the cart can always be taken out (an item the student has since enrolled in
    // included): the mini-cart must never show an item it cannot remove.
    const inCart = await queryOne(
      tx,
      'SELECT 1 FROM cart_items WHERE student_id = $1 AND venue_type = $2 AND venue_id = $3',
      [studentId, input.venueType, input.venueId],
    );
    if (!inCart) throw actionNoLongerValid();
    return venue;
  }
  const status = venue.rapidappForms[0]?.userFormStatus ?? '';
  if (!actionAllowed(action, venue, status)) throw actionNoLongerValid();
  return venue;
}

/** The table of each list a venue action adds to or removes from: one row per student and venue. */
const LIST_TABLES = { cart: 'cart_items', waitlist: 'waitlist', interests: 'interests' } as const;

/** Runs one venue action; returns the venue as it is afterwards. */
export async function runVenueAction(
  db: Db,
  studentId: number,
  action: Exclude<VenueAction, 'rapidapp/passport'>,
  input: VenueActionInput,
): Promise<Venue> {
  await requireFullAccess(db, studentId);
  return db.transaction(async (tx) => {
    const venue = await checkedVenue(tx, studentId, action, input);
    const key = [studentId, input.venueType, input.venueId];
    const [list, change] = action.split('/') as [keyof typeof LIST_TABLES, 'add' | 'remove'];
    const table = LIST_TABLES[list];
    if (change === 'remove') {
      await tx.query(`DELETE FROM ${table} WHERE student_id = $1 AND venue_type = $2 AND venue_id = $3`, key);
    } else if (list === 'cart') {
      // A cart item records the venue's price.
      await tx.query(
        `INSERT INTO cart_items (student_id, venue_type, venue_id, price) VALUES ($1, $2, $3, $4)
         ON CONFLICT (student_id, venue_type, venue_id) DO NOTHING`,
        [...key, venue.totalPrice],
      );
    } else {
      await tx.query(
        `INSERT INTO ${table} (student_id, venue_type, venue_id) VALUES ($1, $2, $3)
         ON CONFLICT (student_id, venue_type, venue_id) DO NOTHING`,
        key,
      );
    }
    const after = await getVenue(tx, studentId, input.venueType, input.venueId);
    if (!after) throw notFound();
    return after;
  });
}

/**
 * The bookkeeping of a venue's Apply button (POST /rapidapp/passport with the venue): the button must
 * still be current (no status: start; 'started': continue), and the student's copy of the venue's form
 * records the venue it was started from (what My Applications continues it on). The caller has
 * checked full access, and makes the passport (areas/enrollments/services/application-passports.ts).
 */
export async function startApplicationForm(
  db: Db,
  studentId: number,
  input: VenueActionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const venue = await checkedVenue(tx, studentId, 'rapidapp/passport', input);
    const form = venue.rapidappForms[0];
    if (!form) throw actionNoLongerValid();
    await tx.query(
      `INSERT INTO application_user_forms (student_id, form_id, venue_type, venue_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (student_id, form_id) DO UPDATE SET updated_at = now()`,
      [studentId, form.id, input.venueType, input.venueId],
    );
  });
}
