import { authFrom, expectError, post, signInFrom } from '../../../test/support/accounts';
import { DEMO_PASSWORD, type TestResponse, useTestContext } from '../../../test/support/context';
import { seedTestStudents, TEST_STUDENT_PASSWORD, testStudentEmail } from '../../seed/test-students';

const WRONG = 'Wrong#0000';
const MINUTE = 60 * 1000;
const TOO_MANY = 'too_many_attempts';

let now = Date.parse('2026-03-02T09:00:00Z');
const api = useTestContext({ clock: () => now });
// A day later every count of the test before is forgotten.
beforeEach(() => {
  now += 25 * 60 * MINUTE;
});

const signIn = (email: string, password: string, address: string) =>
  signInFrom(api.ctx, email, password, address);

const retryAfter = (res: TestResponse) => Number(res.headers['retry-after']);

/** Fails `count` sign-ins, waiting out each throttle on the way: every one of them is counted. */
async function fail(count: number, email: string, address: string): Promise<void> {
  for (let done = 0; done < count;) {
    const res = await signIn(email, WRONG, address);
    if (res.statusCode === 429) {
      now += retryAfter(res) * 1000;
      continue;
    }
    expect(res.statusCode).toBe(401);
    done += 1;
  }
}

async function failures(account: string, address: string): Promise<number | undefined> {
  const [row] = await api.ctx.db.query<{ failures: number }>(
    'SELECT failures FROM login_throttles WHERE account = $1 AND address = $2',
    [account, address],
  );
  return row?.failures;
}

describe('sign-in throttles (NIST SP 800-63B 5.2.2)', () => {
  it('lets 40 students behind one address (a school lab) sign in at the same moment', async () => {
    await seedTestStudents(api.ctx.db, 40);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(testStudentEmail(i + 1), TEST_STUDENT_PASSWORD, '198.51.100.40'),
      ),
    );
    expect(replies.map((res) => res.statusCode)).toEqual(Array.from({ length: 40 }, () => 200));
    expect(await failures('', '198.51.100.40')).toBeUndefined();
  });

  it('30 wrong passwords for one account from one address: the owner signs in at once from another', async () => {
    await fail(30, 'student@demo.school', '198.51.100.7');
    expect(await failures('student@demo.school', '198.51.100.7')).toBe(30);
    expect(await failures('student@demo.school', '')).toBe(30);

    // The guessing address waits 15 minutes, right password or not.
    expectError(
      await signIn('student@demo.school', DEMO_PASSWORD, '198.51.100.7'),
      429,
      TOO_MANY,
      'Too many sign-in attempts, please try again in 15 minutes.',
      { retryAfterSeconds: 900 },
    );
    const owner = await signIn('student@demo.school', DEMO_PASSWORD, '203.0.113.20');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.student.email).toBe('student@demo.school');
    // The owner's sign-in ends the account's run of failures; the guesser's address keeps its own.
    expect(await failures('student@demo.school', '')).toBeUndefined();
    expect(await failures('student@demo.school', '198.51.100.7')).toBe(30);
  });

  it('lets 4 failures of one account from one address pass, then doubles the wait from 1 second to 15 minutes', async () => {
    const email = 'emma.parker@demo.school';
    const address = '198.51.100.8';
    for (let i = 0; i < 5; i++) {
      expect((await signIn(email, WRONG, address)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 11; i++) {
      // Too soon: refused without looking at the password, and not counted.
      const refused = await signIn(email, DEMO_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().data.retryAfterSeconds).toBe(retryAfter(refused));
      waits.push(retryAfter(refused));
      texts.push(refused.json().errorMessage);
      now += retryAfter(refused) * 1000;
      expect((await signIn(email, WRONG, address)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(texts.slice(0, 2)).toEqual([
      'Too many sign-in attempts, please try again in 1 second.',
      'Too many sign-in attempts, please try again in 2 seconds.',
    ]);
    expect(texts[6]).toBe('Too many sign-in attempts, please try again in 2 minutes.');
    expect(await failures(email, address)).toBe(16);

    // Half-way through the wait: still refused, and the wait left is what it says.
    now += 450 * 1000;
    const halfway = await signIn(email, DEMO_PASSWORD, address);
    expect(halfway.statusCode).toBe(429);
    expect(retryAfter(halfway)).toBe(450);
    // Waited out, the right password signs in and the pair starts again from nothing.
    now += 450 * 1000;
    expect((await signIn(email, DEMO_PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(email, WRONG, address)).statusCode).toBe(401);
  });

  it('20 failures by one address do not stop another address; that address waits', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 20; i++) {
      expect((await signIn(`nobody${i}@demo.school`, WRONG, address)).statusCode).toBe(401);
    }
    expect(await failures('', address)).toBe(20);
    expect((await signIn('liam.parker@demo.school', DEMO_PASSWORD, '203.0.113.21')).statusCode).toBe(200);
    expectError(
      await signIn('liam.parker@demo.school', DEMO_PASSWORD, address),
      429,
      TOO_MANY,
      'Too many sign-in attempts, please try again in 1 second.',
      { retryAfterSeconds: 1 },
    );
    now += 1000;
    expect((await signIn('liam.parker@demo.school', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('20 failures for one account from one address do not stop that account from another', async () => {
    await fail(20, 'guardian@demo.school', '198.51.100.11');
    expect((await signIn('guardian@demo.school', DEMO_PASSWORD, '203.0.113.23')).statusCode).toBe(200);
  });

  it('counts a body it refuses as a failure: a NUL byte in the e-mail', async () => {
    const address = '198.51.100.10';
    for (let i = 0; i < 20; i++) {
      const res = await authFrom(api.ctx, { email: 'student@demo.school\u0000', password: WRONG }, address);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('invalid_input');
    }
    expect(await failures('', address)).toBe(20);
    expect((await signIn('student@demo.school', DEMO_PASSWORD, address)).statusCode).toBe(429);
  });

  it('counts failed passport sign-ins against the address', async () => {
    const address = '198.51.100.12';
    for (let i = 0; i < 20; i++) {
      const res = await authFrom(api.ctx, { passport: 'B'.repeat(43) }, address);
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn('student@demo.school', DEMO_PASSWORD, address)).statusCode).toBe(429);
  });

  it('does not count a refusal after the right password (a sign-in gate)', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await signIn('locked@demo.school', DEMO_PASSWORD, '198.51.100.13')).statusCode).toBe(403);
    }
    const rows = await api.ctx.db.query(
      "SELECT * FROM login_throttles WHERE account = 'locked@demo.school' OR address = '198.51.100.13'",
    );
    expect(rows).toEqual([]);
  });

  it("forgets a pair's and an account's failures at a sign-in, not the address's", async () => {
    const address = '198.51.100.14';
    await fail(4, 'moved.new@demo.school', address);
    expect((await signIn('moved.new@demo.school', DEMO_PASSWORD, address)).statusCode).toBe(200);
    expect(await failures('moved.new@demo.school', address)).toBeUndefined();
    expect(await failures('moved.new@demo.school', '')).toBeUndefined();
    expect(await failures('', address)).toBe(4);
    await fail(4, 'moved.new@demo.school', address);
    expect((await signIn('moved.new@demo.school', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('refuses an account to addresses with recent failures after 100 in a row, never to a clean address', async () => {
    const email = 'unverified@demo.school';
    // One guess from each of 100 addresses: none of them is throttled on its own.
    for (let i = 0; i < 100; i++) {
      expect((await signIn(email, WRONG, `192.0.2.${i}`)).statusCode).toBe(401);
    }
    expect(await failures(email, '')).toBe(100);
    expectError(
      await signIn(email, DEMO_PASSWORD, '192.0.2.7'),
      429,
      TOO_MANY,
      'Too many sign-in attempts, please try again in 24 hours.',
      { retryAfterSeconds: 24 * 60 * 60 },
    );
    // Not a wait that passes: still refused after any wait would be over.
    now += 16 * MINUTE;
    expect((await signIn(email, DEMO_PASSWORD, '192.0.2.7')).statusCode).toBe(429);

    // The owner, from an address with no failures, signs in; that ends the run.
    expect((await signIn(email, DEMO_PASSWORD, '203.0.113.24')).statusCode).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD, '192.0.2.7')).statusCode).toBe(200);
  }, 60_000);

  it('forgets the account after a password reset', async () => {
    const email = 'newuser@demo.school';
    await fail(12, email, '198.51.100.15');
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.15')).statusCode).toBe(429);
    const passport = await mintedReset(email);
    const reset = await post(api.ctx, '/api/student/password_reset', {
      email,
      passport,
      password: 'Renewed#2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'Renewed#2026', '198.51.100.15')).statusCode).toBe(200);
  });
});

/** A reset_password passport for `email`, minted through the development route. */
async function mintedReset(email: string): Promise<string> {
  const res = await post(api.ctx, '/api/dev/passport', { email, allowedAction: 'reset_password' });
  expect(res.statusCode).toBe(200);
  return res.json().data.passport;
}
