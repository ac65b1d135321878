import {
  fromCents,
  toCents,
  type CheckoutInput,
  type CheckoutResult,
  type School,
  type VenueType,
} from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { invalidInput } from '../../../http/errors';
import { lockStudent } from '../../../students/lock-student';
import { getCart } from '../../cart';
import {
  chargeOrThrow,
  NO_PAYMENT_METHOD,
  paymentFailure,
  PAYMENT_MESSAGES,
  PAYMENT_ERROR_CODES,
  requireAvailableMethod,
  validatePaymentDetails,
  type PaymentMethodRecord,
} from './gateway';
import { idempotentPayment } from './idempotency';
import { describeItems, insertPayment } from './payments';

/**
 * POST /cart/checkout (shell spec 4, Cart checkout; 7): the API prices the cart it holds, refuses when
 * the student saw something else, charges the gateway, then in one transaction enrolls the student in
 * every item, records the payment and a fully paid charge, and empties the cart.
 */

export const CHECKOUT_MESSAGES = {
  cartEmpty: 'Your cart is empty.',
  cartChanged: 'Your cart has changed. Please review it and try again.',
  amountMismatch: 'The amount does not match the total due.',
  howYouHeard: 'Please choose an option from the list',
  alreadyEnrolled: (title: string) => `You are already enrolled in ${title}.`,
  otherSection: (title: string) => `You are already enrolled in another section of ${title}.`,
  full: (title: string) => `${title} is full.`,
  closed: (title: string) => `Registration for ${title} is closed.`,
  unavailable: (title: string) => `${title} is no longer available.`,
} as const;

export interface PricedItem {
  venueType: VenueType;
  venueId: number;
  title: string;
  priceCents: number;
  discountCents: number;
  isActive: boolean;
  registrationType: string;
  registrationStatus: string;
  seats: number;
  enrolled: boolean;
  enrolledOtherSection: boolean;
}

interface PricedRow {
  venue_type: VenueType;
  venue_id: number;
  price_cents: number;
  discount_cents: number;
  title: string | null;
  is_active: boolean;
  registration_type: string;
  registration_status: string;
  seats: number;
  enrolled: boolean;
  enrolled_other_section: boolean;
}

/** The student's cart as the API prices it, in cents, with what decides whether each can be bought. */
export async function pricedCart(q: Queryable, studentId: number): Promise<PricedItem[]> {
  const rows = await q.query<PricedRow>(
    `SELECT ci.venue_type, ci.venue_id,
            round(ci.price * 100)::int AS price_cents,
            LEAST(round(ci.discount * 100), round(ci.price * 100))::int AS discount_cents,
            COALESCE(c.title, p.title) AS title,
            COALESCE(c.is_active, p.is_active) AS is_active,
            COALESCE(c.registration_type, p.registration_type) AS registration_type,
            COALESCE(c.registration_status, p.registration_status) AS registration_status,
            (COALESCE(c.capacity - c.offline_enrolled, p.capacity - p.offline_enrolled)
              - (SELECT count(*) FROM enrollments e WHERE e.venue_type = ci.venue_type
                   AND e.venue_id = ci.venue_id AND e.status <> 'dropped'))::int AS seats,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = ci.student_id
                     AND e.venue_type = ci.venue_type AND e.venue_id = ci.venue_id AND e.status <> 'dropped') AS enrolled,
            (ci.venue_type = 'CLASS' AND EXISTS (
               SELECT 1 FROM enrollments e JOIN classes o ON o.id = e.venue_id
                WHERE e.student_id = ci.student_id AND e.venue_type = 'CLASS' AND e.status <> 'dropped'
                  AND o.course_id = c.course_id AND o.id <> c.id)) AS enrolled_other_section
       FROM cart_items ci
       LEFT JOIN classes c ON ci.venue_type = 'CLASS' AND c.id = ci.venue_id
       LEFT JOIN pathways p ON ci.venue_type = 'PATH' AND p.id = ci.venue_id
      WHERE ci.student_id = $1
      ORDER BY ci.added_at, ci.id`,
    [studentId],
  );
  // As getCart: an item whose venue is gone is not shown, so it is not sold either.
  return rows
    .filter((r) => r.title !== null)
    .map((r) => ({
      venueType: r.venue_type,
      venueId: r.venue_id,
      title: r.title!,
      priceCents: r.price_cents,
      discountCents: r.discount_cents,
      isActive: r.is_active,
      registrationType: r.registration_type,
      registrationStatus: r.registration_status,
      seats: r.seats,
      enrolled: r.enrolled,
      enrolledOtherSection: r.enrolled_other_section,
    }));
}

interface CheckedCheckout {
  items: PricedItem[];
  dueCents: number;
}

const venueKey = (type: string, id: number) => `${type}:${id}`;

/** Every rule of the checkout against the cart as it is now; throws the first refusal, writes nothing. */
async function checkCheckout(
  q: Queryable,
  school: School,
  studentId: number,
  input: CheckoutInput,
): Promise<CheckedCheckout> {
  const payment = input.paymentInfo;
  if (payment.type === 'student-credit') requireAvailableMethod(school, payment);
  const items = await pricedCart(q, studentId);
  if (items.length === 0) throw paymentFailure(409, 'cart_empty', CHECKOUT_MESSAGES.cartEmpty);

  const priceCents = items.reduce((sum, i) => sum + i.priceCents, 0);
  const discountCents = items.reduce((sum, i) => sum + i.discountCents, 0);
  const mine = new Set(items.map((i) => venueKey(i.venueType, i.venueId)));
  const seen = new Set(input.cart.items.map((i) => venueKey(i.venue_type, i.venue_id)));
  const same =
    mine.size === seen.size &&
    [...seen].every((key) => mine.has(key)) &&
    input.cart.items.length === seen.size &&
    toCents(input.cart.total_price) === priceCents &&
    toCents(input.cart.total_discount) === discountCents;
  if (!same) throw paymentFailure(409, 'cart_changed', CHECKOUT_MESSAGES.cartChanged);

  const dueCents = Math.max(0, priceCents - discountCents);
  // To the cent and written as such: 59.000000001 rounds to the total due but is not what the page shows.
  if (input.amount !== fromCents(dueCents))
    throw paymentFailure(400, 'amount_mismatch', CHECKOUT_MESSAGES.amountMismatch);

  for (const item of items) {
    if (item.enrolled)
      throw paymentFailure(409, 'already_enrolled', CHECKOUT_MESSAGES.alreadyEnrolled(item.title));
    if (item.enrolledOtherSection)
      throw paymentFailure(409, 'already_enrolled', CHECKOUT_MESSAGES.otherSection(item.title));
    if (!item.isActive || item.registrationType !== 'cart')
      throw paymentFailure(409, 'venue_unavailable', CHECKOUT_MESSAGES.unavailable(item.title));
    if (item.registrationStatus !== 'open')
      throw paymentFailure(409, 'venue_unavailable', CHECKOUT_MESSAGES.closed(item.title));
    if (item.seats <= 0) throw paymentFailure(409, 'class_full', CHECKOUT_MESSAGES.full(item.title));
  }

  if (dueCents > 0) {
    requireAvailableMethod(school, payment);
    validatePaymentDetails(payment);
  }
  if (input.howYouHearId !== null) {
    const option = await queryOne(q, 'SELECT 1 FROM how_you_heard_options WHERE id = $1', [
      input.howYouHearId,
    ]);
    if (!option) throw invalidInput({ howYouHearId: CHECKOUT_MESSAGES.howYouHeard });
  }
  return { items, dueCents };
}

/** Locks the student, then the venues of the cart in id order (seats are counted under the lock). */
async function lockForCheckout(tx: Queryable, studentId: number): Promise<void> {
  await lockStudent(tx, studentId);
  await tx.query(
    `SELECT c.id FROM classes c JOIN cart_items ci ON ci.venue_type = 'CLASS' AND ci.venue_id = c.id
      WHERE ci.student_id = $1 ORDER BY c.id FOR UPDATE OF c`,
    [studentId],
  );
  await tx.query(
    `SELECT p.id FROM pathways p JOIN cart_items ci ON ci.venue_type = 'PATH' AND ci.venue_id = p.id
      WHERE ci.student_id = $1 ORDER BY p.id FOR UPDATE OF p`,
    [studentId],
  );
}

export const checkout = idempotentPayment({
  operation: 'checkout',
  check: checkCheckout,
  lock: lockForCheckout,
  pay: async (tx, { items, dueCents }, { studentId, input }): Promise<CheckoutResult> => {
    const payment = input.paymentInfo;
    let method: PaymentMethodRecord = NO_PAYMENT_METHOD;
    if (dueCents > 0) {
      if (payment.type === 'student-credit')
        throw paymentFailure(400, PAYMENT_ERROR_CODES.methodUnavailable, PAYMENT_MESSAGES.studentCredit);
      method = chargeOrThrow(payment, dueCents);
    }
    const description = describeItems(
      'Checkout',
      items.map((i) => i.title),
    );
    // The checkout is also a charge of the student's account, paid in full by this payment.
    let allocations: { chargeId: number; amountCents: number }[] = [];
    if (dueCents > 0) {
      const charge = await queryOne<{ id: number }>(
        tx,
        `INSERT INTO charges (student_id, description, amount_cents, due_date)
           VALUES ($1, $2, $3, current_date) RETURNING id`,
        [studentId, description, dueCents],
      );
      allocations = [{ chargeId: charge!.id, amountCents: dueCents }];
    }
    const { paymentId, verificationCode } = await insertPayment(tx, {
      studentId,
      description,
      amountCents: dueCents,
      source: 'checkout',
      method,
      howYouHeardId: input.howYouHearId,
      allocations,
    });
    await tx.query(
      `INSERT INTO enrollments (student_id, venue_type, venue_id, source, amount_paid, payment_id)
         SELECT $1, venue_type, venue_id, 'checkout', amount_cents / 100.0, $2
           FROM unnest($3::text[], $4::int[], $5::int[]) AS i(venue_type, venue_id, amount_cents)`,
      [
        studentId,
        paymentId,
        items.map((i) => i.venueType),
        items.map((i) => i.venueId),
        items.map((i) => i.priceCents - i.discountCents),
      ],
    );
    await tx.query('DELETE FROM cart_items WHERE student_id = $1', [studentId]);
    return { paidAmount: fromCents(dueCents), verificationCode, cart: await getCart(tx, studentId) };
  },
});
