import type { Db } from '../../db';
import type { TestContext } from '../../../test/support/context';
import { describeOnPostgres } from '../../../test/support/postgres-test-db';
import { useTwoInstances } from '../../../test/support/two-instances';
import { card, classIdOf, newKey, testStudents } from '../../../test/support/payments';
import { createSession } from '../../auth/sessions';
import { CART_CLASS_CODE } from './seed/payments-demo';

// Two API instances, each with its own pool, on one PostgreSQL database (as api/test/two-instances.test.ts):
// the unique (student_id, idempotency_key) is the only lock they share, and it must be enough.
describeOnPostgres('payments on two API instances on one PostgreSQL database', (serverUrl) => {
  const instances = useTwoInstances(serverUrl);
  let pools: readonly Db[];
  let first: TestContext;
  let second: TestContext;
  beforeAll(() => ({ first, second, pools } = instances));

  const post = (ctx: TestContext, token: string, url: string, payload: unknown) =>
    ctx.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('charge once for one checkout sent to both at once', async () => {
    const [student] = await testStudents(first, 2);
    const classId = await classIdOf(pools[0]!, CART_CLASS_CODE);
    const tokens = [student!.token, await createSession(pools[1]!, student!.studentId)];
    expect(
      (await post(first, tokens[0]!, 'cart/add', { venueId: classId, venueType: 'CLASS' })).statusCode,
    ).toBe(200);
    const body = {
      paymentInfo: card(),
      howYouHearId: null,
      cart: { items: [{ venue_type: 'CLASS', venue_id: classId }], total_price: 59, total_discount: 0 },
      amount: 59,
      idempotencyKey: newKey(),
    };
    const replies = await Promise.all(
      [first, second, first, second].map((ctx, i) => post(ctx, tokens[i % 2]!, 'cart/checkout', body)),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const [row] = await pools[1]!.query<{ payments: number; enrollments: number }>(
      `SELECT (SELECT count(*) FROM payments WHERE student_id = $1 AND source = 'checkout')::int AS payments,
              (SELECT count(*) FROM enrollments WHERE student_id = $1 AND venue_id = $2)::int AS enrollments`,
      [student!.studentId, classId],
    );
    expect(row).toEqual({ payments: 1, enrollments: 1 });
    // Then both replay the same reply.
    const again = await Promise.all(
      [first, second].map((ctx, i) => post(ctx, tokens[i]!, 'cart/checkout', body)),
    );
    expect(new Set(again.map((r) => r.json().data.verificationCode)).size).toBe(1);
  });

  it('never let two payments with different keys put more on a charge than it owes', async () => {
    const [, student] = await testStudents(first, 2);
    const [lab] = await pools[0]!.query<{ id: number }>(
      `SELECT id FROM charges WHERE student_id = $1 AND description LIKE 'Lab fee%'`,
      [student!.studentId],
    );
    // $120.00 owed; four payments of $50.00, each with its own key, through both instances at once.
    const replies = await Promise.all(
      [first, second, first, second].map((ctx) =>
        post(ctx, student!.token, 'student/account/charges/pay', {
          charges: [{ chargeId: lab!.id, amount: 50 }],
          payment: card(),
          amount: 50,
          idempotencyKey: newKey(),
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400]);
    const [paid] = await pools[0]!.query<{ cents: number }>(
      'SELECT sum(amount_cents)::int AS cents FROM payment_allocations WHERE charge_id = $1',
      [lab!.id],
    );
    expect(paid!.cents).toBe(10000);
  });
});
