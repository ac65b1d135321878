import { fromCents, type Charge } from '../../../contracts';
import type { Queryable } from '../../../db';

/**
 * Account charges (spec section 3, Charge) as of a day. All sums in integer cents; dollars only in the
 * reply. Dates are ISO days ('2026-11-24'); "today" is the database's current_date.
 */

/** How far ahead an installment (or a plain charge's due date) counts as next due. */
export const NEXT_DUE_DAYS = 30;
/** A plan whose oldest unpaid past-due installment is older than this is late: paid at the school only. */
export const LATE_AFTER_DAYS = 30;

export interface ChargeFacts {
  id: number;
  description: string;
  chargedOn: string;
  amountCents: number;
  isPlan: boolean;
  /** A plain charge's due date; null for a plan, or a charge with only a balance. */
  dueDate: string | null;
  installments: { dueDate: string; amountCents: number }[];
  /** Paid at the school before, plus every portal payment's allocation. */
  paidCents: number;
}

export interface ChargeState {
  chargeId: number;
  date: string;
  description: string;
  chargedCents: number;
  paidCents: number;
  balanceCents: number;
  pastDueCents: number;
  nextDueCents: number;
  nextDueDate: string | null;
  dueCents: number;
  isPlan: boolean;
  isLatePastDue: boolean;
  pastDueLateDays: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d!) / DAY_MS);
};

/**
 * The Charge fields as of `today`:
 * - paid money covers a plan's installments oldest first;
 * - pastDue: the unpaid part of the installments due before today (a plain charge: its balance when
 *   its due date is before today);
 * - nextDue: the unpaid part of the first installment due today or within the next 30 days that is not
 *   paid (a plain charge: its balance when due in that window), nextDueDate its date (null when 0);
 * - due = pastDue + nextDue; balance = charged - paid;
 * - pastDueLateDays: how many days ago the oldest unpaid past-due installment (or the plain charge) was
 *   due, 0 when nothing is past due; isLatePastDue: a plan's oldest unpaid past-due installment is
 *   more than 30 days old (a plain charge is never "late": it can always be paid online).
 */
export function computeCharge(facts: ChargeFacts, today: string): ChargeState {
  const now = dayNumber(today);
  const balance = Math.max(0, facts.amountCents - facts.paidCents);
  let pastDue = 0;
  let nextDue = 0;
  let nextDueDate: string | null = null;
  let oldestPastDue: number | null = null;

  if (facts.isPlan) {
    let covered = facts.paidCents;
    const installments = [...facts.installments].sort((a, b) => dayNumber(a.dueDate) - dayNumber(b.dueDate));
    for (const installment of installments) {
      const paid = Math.min(covered, installment.amountCents);
      covered -= paid;
      const unpaid = installment.amountCents - paid;
      if (unpaid <= 0) continue;
      const due = dayNumber(installment.dueDate);
      if (due < now) {
        pastDue += unpaid;
        oldestPastDue ??= due;
      } else if (due <= now + NEXT_DUE_DAYS && nextDueDate === null) {
        nextDue = unpaid;
        nextDueDate = installment.dueDate.slice(0, 10);
      }
    }
  } else if (balance > 0 && facts.dueDate !== null) {
    const due = dayNumber(facts.dueDate);
    if (due < now) {
      pastDue = balance;
      oldestPastDue = due;
    } else if (due <= now + NEXT_DUE_DAYS) {
      nextDue = balance;
      nextDueDate = facts.dueDate.slice(0, 10);
    }
  }

  const lateDays = oldestPastDue === null ? 0 : now - oldestPastDue;
  return {
    chargeId: facts.id,
    date: facts.chargedOn.slice(0, 10),
    description: facts.description,
    chargedCents: facts.amountCents,
    paidCents: facts.paidCents,
    balanceCents: balance,
    pastDueCents: pastDue,
    nextDueCents: nextDue,
    nextDueDate,
    dueCents: pastDue + nextDue,
    isPlan: facts.isPlan,
    isLatePastDue: facts.isPlan && oldestPastDue !== null && lateDays > LATE_AFTER_DAYS,
    pastDueLateDays: lateDays,
  };
}

/** The contract's Charge (dollars); maxPayAmount is the balance. */
export function toCharge(state: ChargeState): Charge {
  return {
    chargeId: state.chargeId,
    date: state.date,
    description: state.description,
    charged: fromCents(state.chargedCents),
    paid: fromCents(state.paidCents),
    balance: fromCents(state.balanceCents),
    pastDue: fromCents(state.pastDueCents),
    nextDue: fromCents(state.nextDueCents),
    nextDueDate: state.nextDueDate,
    due: fromCents(state.dueCents),
    isPlan: state.isPlan,
    isLatePastDue: state.isLatePastDue,
    pastDueLateDays: state.pastDueLateDays,
    maxPayAmount: fromCents(state.balanceCents),
  };
}

interface ChargeRow {
  id: number;
  description: string;
  charged_on: string;
  amount_cents: number;
  is_plan: boolean;
  due_date: string | null;
  paid_cents: number;
  installments: { dueDate: string; amountCents: number }[];
}

export async function databaseToday(db: Queryable): Promise<string> {
  const [row] = await db.query<{ today: string }>('SELECT current_date::text AS today');
  return row!.today;
}

/**
 * A student's charges as of today, newest first (by date charged, then the newest record): every
 * charge, paid ones included. `ids` narrows them to those (of this student's) only.
 */
export async function listChargeStates(
  db: Queryable,
  studentId: number,
  ids: readonly number[] | null = null,
): Promise<{ today: string; charges: ChargeState[] }> {
  const today = await databaseToday(db);
  const rows = await db.query<ChargeRow>(
    `SELECT c.id, c.description, c.charged_on::text AS charged_on, c.amount_cents, c.is_plan,
            c.due_date::text AS due_date,
            (c.prior_paid_cents + COALESCE((SELECT sum(a.amount_cents) FROM payment_allocations a
                                             WHERE a.charge_id = c.id), 0))::int AS paid_cents,
            COALESCE((SELECT json_agg(json_build_object('dueDate', i.due_date::text, 'amountCents', i.amount_cents)
                                      ORDER BY i.due_date, i.id)
                        FROM charge_installments i WHERE i.charge_id = c.id), '[]'::json) AS installments
       FROM charges c
      WHERE c.student_id = $1 AND ($2::int[] IS NULL OR c.id = ANY($2::int[]))
      ORDER BY c.charged_on DESC, c.id DESC`,
    [studentId, ids === null ? null : [...ids]],
  );
  const charges = rows.map((row) =>
    computeCharge(
      {
        id: row.id,
        description: row.description,
        chargedOn: row.charged_on,
        amountCents: row.amount_cents,
        isPlan: row.is_plan,
        dueDate: row.due_date,
        installments: row.installments,
        paidCents: row.paid_cents,
      },
      today,
    ),
  );
  return { today, charges };
}
