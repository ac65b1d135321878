import crypto from 'node:crypto';
import { createSession } from '../../src/auth/sessions';
import type { Cart, Payment } from '../../src/contracts';
import type { Queryable } from '../../src/db';
import { seedTestStudents, testStudentEmail } from '../../src/seed/test-students';
import type { TestContext, TestResponse } from './context';

/** Payments for the API tests: the simulated gateway's test data (src/areas/payments/services/gateway.ts). */

export const billing = {
  firstName: 'Casey',
  lastName: 'Tester',
  address: '12 Test Lane',
  city: 'Riverbend',
  state: 'OH',
  zipCode: '43215',
  phone: '6145550100',
  email: 'casey@example.com',
};

export const card = (
  cardNumber = '4111111111111111',
  extra: Partial<Record<string, string>> = {},
): Payment => ({
  type: 'credit-card',
  paymentInfo: {
    nameOnCard: 'Casey Tester',
    cardNumber,
    expirationDate: '12/30',
    securityCode: '123',
    ...extra,
  },
  billingInfo: billing,
});

export const bank = (accountNumber = '000123456789', routingNumber = '011000015'): Payment => ({
  type: 'account-transfer',
  paymentInfo: { routingNumber, accountNumber },
  billingInfo: billing,
});

export const wallet = (authorizationCode: string): Payment => ({
  type: 'paypal',
  paymentInfo: { authorizationCode },
  billingInfo: null,
});

export const studentCredit: Payment = { type: 'student-credit', paymentInfo: null, billingInfo: null };

export const newKey = () => crypto.randomUUID();

/** The cart as a checkout sends it back: what the student saw. */
export const seenCart = (cart: Cart) => ({
  items: cart.items.map((i) => ({ venue_type: i.venue_type, venue_id: i.venue_id })),
  total_price: cart.total_price,
  total_discount: cart.total_discount,
});

export interface Caller {
  studentId: number;
  token: string;
  get(url: string): Promise<TestResponse>;
  post(url: string, payload: unknown): Promise<TestResponse>;
}

/** A signed-in caller for a student (a session made in the database: no slow password hashing). */
export async function callerFor(ctx: TestContext, studentId: number): Promise<Caller> {
  const token = await createSession(ctx.db, studentId);
  const headers = { authorization: `Bearer ${token}` };
  return {
    studentId,
    token,
    get: (url) => ctx.inject({ method: 'GET', url: `/api/${url}`, headers }),
    post: (url, payload) => ctx.inject({ method: 'POST', url: `/api/${url}`, headers, payload }),
  };
}

export async function studentIdOf(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM students WHERE email = $1', [email]);
  if (!row) throw new Error(`no student ${email}`);
  return row.id;
}

/** Browser-test students 1..count (full access, each with the demo charges), as callers. */
export async function testStudents(ctx: TestContext, count: number): Promise<Caller[]> {
  await seedTestStudents(ctx.db, count);
  const callers: Caller[] = [];
  for (let i = 1; i <= count; i += 1)
    callers.push(await callerFor(ctx, await studentIdOf(ctx.db, testStudentEmail(i))));
  return callers;
}

export async function classIdOf(db: Queryable, code: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM classes WHERE code = $1', [code]);
  if (!row) throw new Error(`no class ${code}`);
  return row.id;
}
