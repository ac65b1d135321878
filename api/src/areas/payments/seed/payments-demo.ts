import { queryOne, type Queryable } from '../../../db';
import { newVerificationCode } from '../services/payments';

/**
 * Payments data of the demo school: discount codes, and a set of account charges with earlier payments
 * that shows every kind of charge of spec 4.2 (the table is in api/README.md, "Payments"). Dates are
 * days from the day the seed runs (the database's current_date). student@demo.school gets the set,
 * and so does every browser-test student (seed/test-students.ts), so that a test that pays has charges
 * of its own.
 */

/** The class the cart sells in the demo (ENR-110-A, capacity 100000: room for every test checkout). */
export const CART_CLASS_CODE = 'ENR-110-A';

export const demoDiscountCodes = [
  /** $50 off the cart class ($59.00 -> $9.00). */
  { code: 'WELCOME50', classCode: CART_CLASS_CODE, amountOffCents: 5000, percentOff: null, expiresOn: null },
  /** Any item, 10% off, expired. */
  { code: 'SPRING2025', classCode: null, amountOffCents: null, percentOff: 10, expiresOn: '2025-06-30' },
] as const;

interface ChargeSeed {
  key: string;
  description: string;
  /** Days from today (negative: in the past). */
  chargedOn: number;
  amountCents: number;
  /** A plain charge's due date (days from today), null for none. */
  dueIn?: number | null;
  /** A plan's installments: due (days from today) and amount. */
  installments?: [number, number][];
}

/**
 * One of each kind (as of the seed day; the Charge fields move with the days):
 * - lab: plain, past due (due 20 days ago);
 * - deposit: plain, only a balance (due in 90 days);
 * - welding: plan with past due (15 days) and next due (in 15 days), not late;
 * - itsup: plan with only next due (in 10 days);
 * - pct: plan up to date (paid up to now; the next installment is in 35 days);
 * - culinary: late plan (the oldest unpaid installment is 45 days past due);
 * - registration: paid in full.
 */
export const demoCharges: ChargeSeed[] = [
  {
    key: 'registration',
    description: 'Registration fee – Spring term',
    chargedOn: -90,
    amountCents: 7500,
    dueIn: -60,
  },
  {
    key: 'culinary',
    description: 'Payment plan – Culinary Foundations',
    chargedOn: -80,
    amountCents: 180000,
    installments: [
      [-75, 45000],
      [-45, 45000],
      [-15, 45000],
      [15, 45000],
    ],
  },
  {
    key: 'welding',
    description: 'Payment plan – Welding Technician Certificate',
    chargedOn: -50,
    amountCents: 120000,
    installments: [
      [-45, 30000],
      [-15, 30000],
      [15, 30000],
      [45, 30000],
    ],
  },
  { key: 'lab', description: 'Lab fee – Welding I', chargedOn: -35, amountCents: 12000, dueIn: -20 },
  {
    key: 'pct',
    description: 'Payment plan – Patient Care Technician',
    chargedOn: -45,
    amountCents: 150000,
    installments: [
      [-40, 50000],
      [35, 50000],
      [65, 50000],
    ],
  },
  {
    key: 'itsup',
    description: 'Payment plan – IT Support Specialist',
    chargedOn: -5,
    amountCents: 90000,
    installments: [
      [10, 30000],
      [40, 30000],
      [70, 30000],
    ],
  },
  {
    key: 'deposit',
    description: 'Tuition deposit – Fall term',
    chargedOn: -2,
    amountCents: 75000,
    dueIn: 90,
  },
];

interface PaymentSeed {
  daysAgo: number;
  description: string;
  method: { type: 'credit-card' | 'account-transfer'; label: string; brand: string | null; last4: string };
  /** Charge key and amount (cents). */
  pays: [string, number][];
}

export const demoPayments: PaymentSeed[] = [
  {
    daysAgo: 75,
    description: 'Account payment: Registration fee – Spring term, Payment plan – Culinary Foundations',
    method: { type: 'credit-card', label: 'Visa ending 1111', brand: 'visa', last4: '1111' },
    pays: [
      ['registration', 7500],
      ['culinary', 45000],
    ],
  },
  {
    daysAgo: 45,
    description: 'Account payment: Payment plan – Welding Technician Certificate',
    method: { type: 'account-transfer', label: 'Bank account ending 6789', brand: null, last4: '6789' },
    pays: [['welding', 30000]],
  },
  {
    daysAgo: 40,
    description: 'Account payment: Payment plan – Patient Care Technician',
    method: { type: 'credit-card', label: 'Mastercard ending 4444', brand: 'mastercard', last4: '4444' },
    pays: [['pct', 50000]],
  },
];

/**
 * Gives each student the demo charges and payments: a few set-based statements whatever the number
 * of students (the browser tests ask for up to 1,000).
 */
export async function seedStudentCharges(tx: Queryable, studentIds: readonly number[]): Promise<void> {
  if (studentIds.length === 0) return;
  const charges = studentIds.flatMap((studentId) => demoCharges.map((c) => ({ studentId, c })));
  const chargeRows = await tx.query<{ id: number; student_id: number; description: string }>(
    `INSERT INTO charges (student_id, description, charged_on, amount_cents, is_plan, due_date)
     SELECT s, d, current_date + c, a, p, current_date + u
       FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::bool[], $6::int[]) AS t(s, d, c, a, p, u)
     RETURNING id, student_id, description`,
    [
      charges.map((x) => x.studentId),
      charges.map((x) => x.c.description),
      charges.map((x) => x.c.chargedOn),
      charges.map((x) => x.c.amountCents),
      charges.map((x) => x.c.installments !== undefined),
      charges.map((x) => (x.c.installments ? null : (x.c.dueIn ?? null))),
    ],
  );
  const keyOf = new Map(demoCharges.map((c) => [c.description, c.key]));
  const chargeId = new Map(chargeRows.map((r) => [`${r.student_id}:${keyOf.get(r.description)}`, r.id]));
  const idOf = (studentId: number, key: string) => {
    const id = chargeId.get(`${studentId}:${key}`);
    if (id === undefined) throw new Error(`Payments seed refers to an unknown charge: ${key}`);
    return id;
  };

  const installments = studentIds.flatMap((studentId) =>
    demoCharges.flatMap((c) =>
      (c.installments ?? []).map(([dueIn, amount]) => [idOf(studentId, c.key), dueIn, amount] as const),
    ),
  );
  await tx.query(
    `INSERT INTO charge_installments (charge_id, due_date, amount_cents)
     SELECT c, current_date + d, a FROM unnest($1::int[], $2::int[], $3::int[]) AS t(c, d, a)`,
    [installments.map((i) => i[0]), installments.map((i) => i[1]), installments.map((i) => i[2])],
  );

  const payments = studentIds.flatMap((studentId) =>
    demoPayments.map((p) => ({ studentId, p, code: newVerificationCode() })),
  );
  const paymentRows = await tx.query<{ id: number; verification_code: string }>(
    `INSERT INTO payments (student_id, paid_at, description, amount_cents, source, method_type, method_label,
       card_brand, last4, verification_code)
     SELECT s, now() - make_interval(days => g), d, a, 'charges', mt, ml, b, l, v
       FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[]) AS t(s, g, d, a, mt, ml, b, l, v)
     RETURNING id, verification_code`,
    [
      payments.map((x) => x.studentId),
      payments.map((x) => x.p.daysAgo),
      payments.map((x) => x.p.description),
      payments.map((x) => x.p.pays.reduce((sum, [, amount]) => sum + amount, 0)),
      payments.map((x) => x.p.method.type),
      payments.map((x) => x.p.method.label),
      payments.map((x) => x.p.method.brand),
      payments.map((x) => x.p.method.last4),
      payments.map((x) => x.code),
    ],
  );
  const paymentId = new Map(paymentRows.map((r) => [r.verification_code, r.id]));
  const allocations = payments.flatMap((x) =>
    x.p.pays.map(([key, amount]) => [paymentId.get(x.code)!, idOf(x.studentId, key), amount] as const),
  );
  await tx.query(
    `INSERT INTO payment_allocations (payment_id, charge_id, amount_cents)
     SELECT p, c, a FROM unnest($1::int[], $2::int[], $3::int[]) AS t(p, c, a)`,
    [allocations.map((a) => a[0]), allocations.map((a) => a[1]), allocations.map((a) => a[2])],
  );
}

/** Runs after the catalog and the students are seeded, in the same transaction. */
export async function seedPaymentsDemo(tx: Queryable): Promise<void> {
  for (const d of demoDiscountCodes) {
    await tx.query(
      `INSERT INTO discount_codes (code, venue_type, venue_id, amount_off_cents, percent_off, expires_on)
       VALUES ($1, $2, (SELECT id FROM classes WHERE code = $3), $4, $5, $6)`,
      [d.code, d.classCode ? 'CLASS' : null, d.classCode, d.amountOffCents, d.percentOff, d.expiresOn],
    );
  }
  const student = await queryOne<{ id: number }>(tx, 'SELECT id FROM students WHERE email = $1', [
    'student@demo.school',
  ]);
  if (!student) throw new Error('Payments seed: student@demo.school is missing');
  await seedStudentCharges(tx, [student.id]);
}
