// The registration-day rush (`pnpm measure:rush`, scripts/measure-rush.mjs): at one moment a crowd of
// signed-in students races for a few seats through the real calls, half by the cart's checkout and
// half by the registration wizard's pay, some of them sending their pay call twice with the same
// idempotency key as a flaky phone would, while a larger crowd browses the catalog and searches.
// Afterwards the outcome is read back (the students' own reads through the API, the class-wide totals
// from the database) and checked: no overbooking, no charge without a seat, no seat without a charge,
// no double charge, every loser told the class is full and offered its wait list where it has one.
//
// One class cannot be sold both ways: the API sells a class by its registration type, `cart` or
// `form` (browse-enroll-state.ts), so the race is for two classes made for it, one of each type,
// sharing the seats (the cart's class gets the odd one). The cart's class has a wait list, the form's
// none, so that both of the full states a loser can be shown are checked.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { withDatabase } from './database-client.mjs';

/** TEST_STUDENTS seeds at most this many (api/src/seed/test-students.ts); the rest register. */
export const MAX_TEST_STUDENTS = 1000;
export const TEST_STUDENT_PASSWORD = 'Tester#2026';
const testStudentEmail = (index) => `student${index}@e2e.test`;

/** What TEST_STUDENTS the API needs for `students` racers. */
export const testStudentsFor = (students) => Math.min(students, MAX_TEST_STUDENTS);

// ---------------------------------------------------------------- what a loser must be told

/**
 * The spec gives no words for a full class; these are the API's (payments' checkout.ts and
 * registration's errors.ts, both '{title} is full.'), and the spec's own for an action the server's
 * state no longer offers (shell spec 4: Add to Cart on a class that filled meanwhile).
 */
export const classFullMessage = (title) => `${title} is full.`;
export const ACTION_NO_LONGER_VALID = 'Action no longer valid';

/** The refusal that means "the class is full" at each call where a racer can be turned away. */
export const FULL_REFUSALS = {
  'cart/add': () => ({ status: 409, message: ACTION_NO_LONGER_VALID }),
  'cart/checkout': (title) => ({ status: 409, message: classFullMessage(title) }),
  registration: (title) => ({ status: 409, message: classFullMessage(title) }),
  'registration/pay': (title) => ({ status: 409, message: classFullMessage(title) }),
};

/** The class as a loser then sees it (browse's enroll states): Join Waitlist, or Full without one. */
export const fullState = (waitlistEnabled) =>
  waitlistEnabled
    ? { enrollState: 'waitlist', enrollStateTitle: 'Join Waitlist' }
    : { enrollState: 'disabled', enrollStateTitle: 'Full' };

/** The simulated gateway's approved Visa (api/README.md, the simulated gateway). */
const CARD = {
  type: 'credit-card',
  paymentInfo: {
    nameOnCard: 'Casey Tester',
    cardNumber: '4111111111111111',
    expirationDate: '12/30',
    securityCode: '123',
  },
  billingInfo: {
    firstName: 'Casey',
    lastName: 'Tester',
    address: '12 Test Lane',
    city: 'Riverbend',
    state: 'OH',
    zipCode: '43215',
    phone: '6145550100',
    email: 'casey@example.com',
  },
};

/** A 1x1 PNG: what the profile keeps as a signature (registration's sign needs one). */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

// ---------------------------------------------------------------- the checks (pure)

/**
 * A pay call's outcome when it was sent more than once with one key: paid when any reply is (every
 * code it was told is kept: two different ones would be two payments); else the first reply that is
 * not "still processing" (the duplicate that found the first one under way).
 */
export const decidePay = (replies) => {
  const paid = replies.filter((reply) => reply.ok);
  if (paid.length > 0)
    return { reply: paid[0], verificationCodes: [...new Set(paid.map((r) => r.data.verificationCode))] };
  return {
    reply: replies.find((reply) => reply.code !== 'payment_in_progress') ?? replies[0],
    verificationCodes: [],
  };
};

const groupByStudent = (rows) => {
  const groups = new Map();
  for (const row of rows) groups.set(row.studentId, [...(groups.get(row.studentId) ?? []), row]);
  return groups;
};

/**
 * Every correctness failure of a rush, as sentences; none when all is well.
 * @param {{ classes: RaceClass[], racers: Racer[] }} observations what the racers were told
 * @param {{ classes: Record<string, StoredClass>, views: Record<number, StudentView> }} stored what was
 *   stored: each class's enrollments, payments and charges (the database), and each racer's own
 *   enrollments and payments lists (the API)
 * @param {{ processKilled?: boolean }} [run] `processKilled`: an API process was killed mid-race, so a
 *   racer whose call got no answer from the API (isGatewayFailure) may have been stopped by it; such a
 *   racer must hold nothing
 * @returns {string[]}
 *
 * @typedef {{ key: string, venueId: number, title: string, seats: number, waitlistEnabled: boolean }} RaceClass
 * @typedef {{ studentId: number, email: string, classKey: string, way: 'cart' | 'wizard', retried: boolean,
 *   verificationCodes: string[], stoppedAt: { call: string, status: number, code: string | null, message: string } | null,
 *   stateAfter: { enrollState: string, enrollStateTitle: string } | null,
 *   replay: { status: number, verificationCode: string | null } | null }} Racer
 * @typedef {{ enrollments: { studentId: number, paymentId: number | null }[],
 *   payments: { studentId: number, paymentId: number, amountCents: number, verificationCode: string }[],
 *   charges: { studentId: number, chargeId: number, amountCents: number, paidCents: number }[] }} StoredClass
 * @typedef {{ enrolled: boolean, paymentCodes: string[] }} StudentView
 */
export const checkRush = ({ classes, racers }, stored, { processKilled = false } = {}) => {
  const failures = [];
  const fail = (message) => failures.push(message);

  for (const c of classes) {
    const mine = racers.filter((r) => r.classKey === c.key);
    const { enrollments, payments, charges } = stored.classes[c.key];
    const racerOf = new Map(mine.map((r) => [r.studentId, r]));
    const who = (studentId) => racerOf.get(studentId)?.email ?? `student ${studentId} (not a racer)`;
    const seated = new Map(enrollments.map((e) => [e.studentId, e]));

    if (enrollments.length > c.seats)
      fail(`${c.title}: overbooked, ${enrollments.length} enrollments for ${c.seats} seats`);
    const expected = Math.min(c.seats, mine.length);
    if (enrollments.length < expected)
      fail(
        `${c.title}: ${enrollments.length} of ${c.seats} seats taken, though ${mine.length} students raced`,
      );
    if (seated.size < enrollments.length) fail(`${c.title}: a student holds two seats`);

    for (const e of enrollments) {
      if (!racerOf.get(e.studentId)?.verificationCodes.length)
        fail(`${c.title}: ${who(e.studentId)} holds a seat but was never told the payment went through`);
    }
    for (const r of mine) {
      if (r.verificationCodes.length > 0 && !seated.has(r.studentId))
        fail(
          `${c.title}: ${r.email} was told it was paid (${r.verificationCodes.join(', ')}) but holds no seat`,
        );
      if (r.verificationCodes.length > 1)
        fail(
          `${c.title}: ${r.email} was told of ${r.verificationCodes.length} different payments for one key`,
        );
    }

    // The money: one payment and one charge, paid in full, per seat, and none for anyone else.
    const retriedNote = (studentId) =>
      racerOf.get(studentId)?.retried ? ' (its pay call was sent twice with the same key)' : '';
    const paymentsOf = groupByStudent(payments);
    const chargesOf = groupByStudent(charges);
    for (const [studentId, list] of paymentsOf) {
      if (!seated.has(studentId))
        fail(`${c.title}: ${who(studentId)} was charged (${list.length} payment(s)) without a seat`);
      else if (list.length > 1)
        fail(`${c.title}: ${who(studentId)} was charged ${list.length} times${retriedNote(studentId)}`);
    }
    for (const [studentId, list] of chargesOf) {
      if (!seated.has(studentId))
        fail(`${c.title}: ${who(studentId)} has ${list.length} charge(s) on the account without a seat`);
      else if (list.length > 1)
        fail(
          `${c.title}: ${who(studentId)} has ${list.length} charges on the account${retriedNote(studentId)}`,
        );
      for (const charge of list) {
        if (charge.paidCents !== charge.amountCents)
          fail(`${c.title}: charge ${charge.chargeId} of ${who(studentId)} is not paid in full`);
      }
    }
    for (const e of enrollments) {
      const [payment, ...more] = paymentsOf.get(e.studentId) ?? [];
      if (!payment) fail(`${c.title}: ${who(e.studentId)} holds a seat without a payment`);
      if (!chargesOf.has(e.studentId)) fail(`${c.title}: ${who(e.studentId)} holds a seat without a charge`);
      if (!payment || more.length > 0) continue;
      if (e.paymentId !== payment.paymentId)
        fail(`${c.title}: the seat of ${who(e.studentId)} is not linked to the payment that bought it`);
      const told = racerOf.get(e.studentId)?.verificationCodes ?? [];
      if (told.length > 0 && !told.includes(payment.verificationCode))
        fail(
          `${c.title}: ${who(e.studentId)} was told ${told.join(', ')}, the payment stored is ${payment.verificationCode}`,
        );
    }
  }

  // Each racer: what they were told, and what their own pages show afterwards.
  const classOf = new Map(classes.map((c) => [c.key, c]));
  for (const r of racers) {
    const c = classOf.get(r.classKey);
    const view = stored.views[r.studentId] ?? { enrolled: false, paymentCodes: [] };
    if (r.verificationCodes.length > 0) {
      if (!view.enrolled) fail(`${r.email}: told it was paid, but their enrollments do not list ${c.title}`);
      if (view.paymentCodes.length !== 1 || !r.verificationCodes.includes(view.paymentCodes[0]))
        fail(
          `${r.email}: told ${r.verificationCodes.join(', ')}, their payments list ${view.paymentCodes.join(', ') || 'none'} for ${c.title}`,
        );
      if (r.replay && (r.replay.status !== 200 || r.replay.verificationCode !== r.verificationCodes[0]))
        fail(
          `${r.email}: the same key sent again answered ${r.replay.status}${r.replay.verificationCode ? ` ${r.replay.verificationCode}` : ''}, not the payment it made`,
        );
      continue;
    }
    const { call, status, message } = r.stoppedAt ?? { call: '(none)', status: 0, message: 'no reply' };
    if (processKilled && isGatewayFailure(status)) {
      // Its call was in the process that was killed: it was told nothing went through, and nothing may have.
      if (view.enrolled || view.paymentCodes.length > 0)
        fail(`${r.email}: told ${call} failed (${status}), yet their pages show ${c.title} enrolled or paid`);
      continue;
    }
    const expected = FULL_REFUSALS[call]?.(c.title);
    if (!expected) {
      fail(`${r.email}: ${call} answered ${status} '${message}': neither a seat nor told ${c.title} is full`);
    } else if (status !== expected.status || message !== expected.message) {
      fail(
        `${r.email}: told '${message}' (${status}) at ${call}, not '${expected.message}' (${expected.status})`,
      );
    }
    const offer = fullState(c.waitlistEnabled);
    if (
      r.stateAfter?.enrollState !== offer.enrollState ||
      r.stateAfter?.enrollStateTitle !== offer.enrollStateTitle
    )
      fail(
        `${r.email}: ${c.title} then shows '${r.stateAfter?.enrollStateTitle ?? 'nothing'}', not '${offer.enrollStateTitle}'`,
      );
    if (view.enrolled || view.paymentCodes.length > 0)
      fail(`${r.email}: refused, yet their pages show an enrollment or a payment for ${c.title}`);
  }
  return failures;
};

/** The p-th percentile of sorted numbers (nearest rank). */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * Per call: how many, p50/p95/p99 in ms, and the replies by status (`409 class_full`).
 * @param {{ name: string, status: number, code: string | null, ms: number }[]} records
 */
export const summarizeCalls = (records) => {
  const byName = new Map();
  for (const record of records) byName.set(record.name, [...(byName.get(record.name) ?? []), record]);
  return [...byName].map(([name, list]) => {
    const ms = list.map((r) => r.ms).sort((a, b) => a - b);
    const statuses = {};
    for (const r of list) {
      const key = r.status === 200 ? '200' : `${r.status} ${r.code ?? ''}`.trim();
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    return {
      name,
      count: list.length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      statuses,
    };
  });
};

/** What the losers were told: `{ 'cart/add 409 "Action no longer valid", then Join Waitlist': 40 }`. */
export const refusalTally = (racers) => {
  const tally = {};
  for (const r of racers) {
    if (r.verificationCodes.length > 0) continue;
    const told = r.stoppedAt
      ? `${r.stoppedAt.call} ${r.stoppedAt.status} "${r.stoppedAt.message}"`
      : 'no reply';
    const key = `${told}, then ${r.stateAfter?.enrollStateTitle ?? '?'}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
};

// ---------------------------------------------------------------- calling the API

/**
 * A JSON client of the API over keep-alive connections: at most `connections` open at once in all
 * (a crowd larger than that waits its turn in the client, and its wait counts in its latency), calls
 * spread round-robin over `apiUrl` when it lists several instances (no load balancer in front).
 * Never throws for a reply: a network error is status 0 with the error's message.
 * @param {{ apiUrl: string | string[], connections: number }} options `apiUrl` ends in /api
 */
export const apiClient = ({ apiUrl, connections }) => {
  const bases = [apiUrl].flat().map((url) => url.replace(/\/+$/, ''));
  if (bases.some((base) => !base.startsWith('http://'))) throw new Error(`only http:// API URLs: ${bases}`);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: Math.max(1, Math.ceil(connections / bases.length)),
  });
  let turn = 0;
  /**
   * Every call made: when it started (performance.now()), its latency, status, and the error's code
   * and message (null when it went through).
   * @type {{ name: string, status: number, code: string | null, message: string | null, startedAt: number, ms: number }[]}
   */
  const records = [];

  const send = (url, { method, body, token }) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { Accept: 'application/json' };
      if (payload !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      const request = http.request(url, { method, agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', (error) => resolve({ status: 0, envelope: { errorMessage: error.message } }));
        response.on('end', () => {
          let envelope = null;
          try {
            envelope = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON (a proxy's error page): the status tells
          }
          resolve({ status: response.statusCode ?? 0, envelope });
        });
      });
      request.on('error', (error) =>
        resolve({ status: 0, envelope: { errorCode: error.code ?? null, errorMessage: error.message } }),
      );
      request.end(payload);
    });

  /**
   * @param {string} name what the call is reported as
   * @param {string} route the path under /api
   * @returns {Promise<{ status: number, ok: boolean, data: any, code: string | null, message: string, ms: number }>}
   */
  const call = async (name, route, { method = 'GET', body, token } = {}) => {
    const base = bases[turn++ % bases.length];
    const started = performance.now();
    const { status, envelope } = await send(`${base}/${route}`, { method, body, token });
    const ms = performance.now() - started;
    const ok = status === 200 && envelope?.result === 'ok';
    const reply = {
      status,
      ok,
      data: envelope?.data ?? null,
      code: ok ? null : (envelope?.errorCode ?? null),
      message: ok ? '' : (envelope?.errorMessage ?? `HTTP ${status}`),
      ms,
    };
    records.push({
      name,
      status,
      code: reply.code,
      message: ok ? null : reply.message,
      startedAt: started,
      ms,
    });
    return reply;
  };

  return { call, records, close: () => agent.destroy() };
};

/** Runs `fn` over `items`, at most `limit` at a time; the results in order. */
const mapLimit = async (items, limit, fn) => {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

const must = (reply, what) => {
  if (!reply.ok) throw new Error(`${what}: ${reply.status} ${reply.code ?? ''} ${reply.message}`);
  return reply.data;
};

// ---------------------------------------------------------------- the database (pg, as the API's)

/**
 * The race's two classes, each a copy of a demo class (its dates, place, price, form and refund
 * policy) under a course of its own, with `seats` seats, open: new ones for every run, so that a run
 * on a database used before (--database-url) meets no enrollment, cart or form of an earlier run, and
 * their titles, unique, pick their payments and charges out. The API has no call that sets a class's
 * seats (the school's system owns its catalog), so this is the one write made outside it.
 */
const RACE_TEMPLATES = [
  // The demo cart's class (Personal Finance Basics, $ 59.00).
  { key: 'cart', way: 'cart', template: 'ENR-110-A', waitlistEnabled: true },
  // Form 105: a required $ 35.00 registration fee, paid by card; fields of the simple kinds only.
  { key: 'form', way: 'wizard', template: 'BUS-125-R', waitlistEnabled: false },
];

const createRaceClasses = (databaseUrl, { runId, seats }) =>
  withDatabase(databaseUrl, async (client) => {
    const seatsOf = { cart: Math.ceil(seats / 2), form: Math.floor(seats / 2) };
    const classes = [];
    await client.query('BEGIN');
    for (const { key, way, template, waitlistEnabled } of RACE_TEMPLATES) {
      const code = `RUSH-${runId}-${key}`.toUpperCase();
      const { rows } = await client.query(
        `WITH course AS (
           INSERT INTO courses (code, title, description)
           SELECT $1, co.title, 'A copy for the registration-day rush (scripts/lib/rush.mjs)'
             FROM classes c JOIN courses co ON co.id = c.course_id WHERE c.code = $3
           RETURNING id)
         INSERT INTO classes (course_id, code, title, start_date, end_date, week_days, start_time, end_time,
           location_id, instructor_id, total_price, total_hours, capacity, offline_enrolled, waitlist_enabled,
           registration_type, registration_status, registration_form_id, refund_policy_id, info_html)
         SELECT course.id, $1, c.title || ' (rush ' || $2 || ')', c.start_date, c.end_date, c.week_days,
                c.start_time, c.end_time, c.location_id, c.instructor_id, c.total_price, c.total_hours,
                $4, 0, $5, c.registration_type, 'open', c.registration_form_id, c.refund_policy_id, c.info_html
           FROM classes c, course WHERE c.code = $3
         RETURNING id, title`,
        [code, runId, template, seatsOf[key], waitlistEnabled],
      );
      if (!rows[0]) throw new Error(`the demo class ${template} is not in the database`);
      classes.push({
        key,
        way,
        venueId: rows[0].id,
        title: rows[0].title,
        seats: seatsOf[key],
        waitlistEnabled,
      });
    }
    await client.query('COMMIT');
    return classes;
  });

/** Each class's enrollments, payments and charges as stored, read in one read-only transaction. */
const readStoredClasses = (databaseUrl, classes) =>
  withDatabase(databaseUrl, async (client) => {
    await client.query('BEGIN READ ONLY');
    const stored = {};
    for (const c of classes) {
      const enrollments = await client.query(
        `SELECT student_id AS "studentId", payment_id AS "paymentId" FROM enrollments
          WHERE venue_type = 'CLASS' AND venue_id = $1 AND status <> 'dropped'`,
        [c.venueId],
      );
      // Checkouts and registration fees name what they pay for ('Checkout: <title>', 'Registration fee: <title>').
      const payments = await client.query(
        `SELECT student_id AS "studentId", id AS "paymentId", amount_cents AS "amountCents",
                verification_code AS "verificationCode"
           FROM payments WHERE position($1 in description) > 0`,
        [c.title],
      );
      const charges = await client.query(
        `SELECT ch.student_id AS "studentId", ch.id AS "chargeId", ch.amount_cents AS "amountCents",
                COALESCE(sum(a.amount_cents), 0)::int AS "paidCents"
           FROM charges ch LEFT JOIN payment_allocations a ON a.charge_id = ch.id
          WHERE position($1 in ch.description) > 0 GROUP BY ch.id`,
        [c.title],
      );
      stored[c.key] = { enrollments: enrollments.rows, payments: payments.rows, charges: charges.rows };
    }
    await client.query('COMMIT');
    return stored;
  });

// ---------------------------------------------------------------- before the race: students ready

/** A value each control of the form accepts on submit (api/test/support/registration.ts validValue). */
const validValue = (field, { contacts, addresses }) => {
  const mask = (field.mask ?? '').toLowerCase();
  switch (field.controlType) {
    case 0:
    case 14:
      return mask === 'ssn' ? '123456789' : `Answer to ${field.controlLabel}`.slice(0, 200);
    case 1:
      return 'First line\nSecond line';
    case 2:
      return '3';
    case 3:
      return mask === 'dob' || mask === 'birthday' ? '1990-05-01' : '2027-01-15';
    case 4:
      return 1;
    case 16:
      return 0;
    case 5:
    case 7:
      return field.controlOptions[0];
    case 6:
    case 8:
    case 9:
      return [field.controlOptions[0]];
    case 11:
      return contacts.find((c) => c.isOwnPhoneNumber)?.contactId ?? null;
    case 12:
      return contacts[0]?.contactId ?? null;
    case 13:
      return addresses[0]?.addressId ?? null;
    default:
      return null;
  }
};

/** What the wizard asks to pay (spec 4.1): the fee for a service fee, the venue's price for a full one. */
const registrationCost = (registration) =>
  registration.feeType === 'service'
    ? registration.registrationFee
    : registration.feeType === 'full'
      ? registration.totalPrice
      : 0;

/** The cart as the checkout sends it back (what the student saw), and its total due. */
const checkoutOf = (cart) => ({
  cart: {
    items: cart.items.map((item) => ({ venue_type: item.venue_type, venue_id: item.venue_id })),
    total_price: cart.total_price,
    total_discount: cart.total_discount,
  },
  amount: Math.max(0, Math.round(cart.total_price * 100) - Math.round(cart.total_discount * 100)) / 100,
});

/**
 * Signs every racer in (seeded test students, with their password), or, past the TEST_STUDENTS
 * limit, registers them (a 'full' registration signs in at once). Each costs the API one scrypt.
 */
const signInRacers = (client, { students, runId }) =>
  mapLimit(
    Array.from({ length: students }, (_, i) => i + 1),
    16,
    async (index) => {
      if (index <= MAX_TEST_STUDENTS) {
        const email = testStudentEmail(index);
        const data = must(
          await client.call('sign-in', 'student/auth', {
            method: 'POST',
            body: { email, password: TEST_STUDENT_PASSWORD },
          }),
          `sign in ${email} (is TEST_STUDENTS at least ${testStudentsFor(students)}?)`,
        );
        return {
          email,
          studentId: data.student.id,
          token: data.token,
          student: data.student,
          cart: data.cart,
        };
      }
      const email = `rush-${runId}-${index}@e2e.test`;
      const data = must(
        await client.call('register', 'student/register', {
          method: 'POST',
          body: {
            firstName: 'Rush',
            lastName: `Racer${index}`,
            addressStreet: '12 Test Lane',
            addressCity: 'Riverbend',
            addressCounty: 'Franklin',
            addressState: 'OH',
            addressZip: '43215',
            phoneNumber: '6145550100',
            phoneNumberTexting: true,
            email,
            password: TEST_STUDENT_PASSWORD,
            registerType: 'full',
          },
        }),
        `register ${email}`,
      );
      return { email, studentId: data.student.id, token: data.token, student: data.student, cart: data.cart };
    },
  );

/** A cart racer starts with an empty cart (a run before may have left a full class in it). */
const prepareCartRacer = async (client, racer) => {
  for (const item of racer.cart?.items ?? []) {
    must(
      await client.call('cart/remove', 'cart/remove', {
        method: 'POST',
        token: racer.token,
        body: { venueId: item.venue_id, venueType: item.venue_type },
      }),
      `empty the cart of ${racer.email}`,
    );
  }
};

/** A wizard racer needs what submitting needs (spec 4.1): a primary phone and a signature. */
const prepareWizardRacer = async (client, racer) => {
  const { token } = racer;
  let { contactList } = must(await client.call('contacts', 'student/contact_list', { token }), 'contacts');
  if (!contactList.some((c) => c.isPrimary && c.isOwnPhoneNumber)) {
    ({ contactList } = must(
      await client.call('contact/add', 'student/contact/add', {
        method: 'POST',
        token,
        body: {
          newContact: {
            phoneNumber: '6145550177',
            isOwnPhoneNumber: true,
            contactRelationId: null,
            name: null,
            isEmergency: false,
            isPrimary: true,
          },
        },
      }),
      `add a phone for ${racer.email}`,
    ));
  }
  if (!racer.student.info?.hasSignature) {
    must(
      await client.call('signature', 'student/update_signature', {
        method: 'POST',
        token,
        body: { signature: SIGNATURE_PNG },
      }),
      `sign for ${racer.email}`,
    );
  }
  const { addressList } = must(
    await client.call('addresses', 'student/address_list', { token }),
    'addresses',
  );
  racer.lists = { contacts: contactList, addresses: addressList };
};

// ---------------------------------------------------------------- the race

/** No reply at all (0), or nginx's own instead of the API's: the process behind it is gone. */
export const isGatewayFailure = (status) => status === 0 || status === 502 || status === 504;
/** How often a pay call is sent with its key when no API answers it. */
const PAY_ATTEMPTS = 3;
/** How often a racer presses Pay (a new key each time) when a key's call died with its process. */
const PAY_SUBMISSIONS = 2;

const stopped = (call, reply) => ({ call, status: reply.status, code: reply.code, message: reply.message });
const stateOf = (state) =>
  state ? { enrollState: state.enrollState, enrollStateTitle: state.enrollStateTitle } : null;

/**
 * Sends the pay call, twice at once with the same key for a retrying racer (a flaky phone). `bodyWith`
 * makes the call's body for an idempotency key.
 * @returns {Promise<{ reply: any, verificationCodes: string[] }>}
 */
const pay = async (client, name, route, racer, bodyWith) => {
  for (let submission = 1; ; submission++) {
    const body = bodyWith(randomUUID());
    racer.payBody = body;
    let interrupted = false;
    const send = async () => {
      // No answer, or the proxy's instead of the API's (an API process died with the call in it): the
      // phone asks again with the same key, which gives the payment made, if one was, and else pays.
      for (let attempt = 1; ; attempt++) {
        const reply = await client.call(name, route, { method: 'POST', token: racer.token, body });
        if (!isGatewayFailure(reply.status) || attempt === PAY_ATTEMPTS) return reply;
        interrupted = true;
      }
    };
    const outcome = decidePay(await Promise.all(Array.from({ length: racer.retried ? 2 : 1 }, send)));
    // A key whose call died with its process stays "being processed" for good, having paid nothing
    // (api/src/areas/payments/services/idempotency.ts): the student presses Pay again, a new key.
    if (interrupted && outcome.reply.code === 'payment_in_progress' && submission < PAY_SUBMISSIONS) continue;
    return outcome;
  }
};

/** Add to Cart, then the checkout paid by card; a loser takes the full class out of the cart. */
const raceByCart = async (client, racer, c) => {
  const { token } = racer;
  const venue = { venueId: c.venueId, venueType: 'CLASS' };
  const added = await client.call('cart/add', 'cart/add', { method: 'POST', token, body: venue });
  if (!added.ok) {
    racer.stoppedAt = stopped('cart/add', added);
    // The page reloads the class, which now shows what the student can do instead.
    const shown = await client.call('class (after)', `class/${c.venueId}`, { token });
    racer.stateAfter = stateOf(shown.data?.class);
    return;
  }
  const { reply, verificationCodes } = await pay(client, 'cart/checkout', 'cart/checkout', racer, (key) => ({
    paymentInfo: CARD,
    howYouHearId: null,
    ...checkoutOf(added.data.cart),
    idempotencyKey: key,
  }));
  racer.verificationCodes = verificationCodes;
  if (verificationCodes.length > 0) return;
  racer.stoppedAt = stopped('cart/checkout', reply);
  const removed = await client.call('cart/remove', 'cart/remove', { method: 'POST', token, body: venue });
  racer.stateAfter = stateOf(removed.data?.state);
};

/** The wizard's calls: open the form, sign it filled in, pay the fee by card. */
const raceByWizard = async (client, racer, c) => {
  const { token } = racer;
  const loserSees = async () => {
    const shown = await client.call('class (after)', `class/${c.venueId}`, { token });
    racer.stateAfter = stateOf(shown.data?.class);
  };
  const opened = await client.call('registration', 'registration', {
    method: 'POST',
    token,
    body: { venueType: 'CLASS', venueId: c.venueId },
  });
  if (!opened.ok) {
    racer.stoppedAt = stopped('registration', opened);
    return loserSees();
  }
  const { registration } = opened.data;
  const fields = registration.fields.map((field) => ({
    studentRegistrationFieldId: field.studentRegistrationFieldId,
    registeredValue: validValue(field, racer.lists),
  }));
  const { studentRegistrationId } = registration;
  const signed = await client.call('registration/sign', 'registration/sign', {
    method: 'POST',
    token,
    body: { studentRegistrationId, fields },
  });
  if (!signed.ok) {
    racer.stoppedAt = stopped('registration/sign', signed);
    return loserSees();
  }
  const { reply, verificationCodes } = await pay(
    client,
    'registration/pay',
    'registration/pay',
    racer,
    (key) => ({
      studentRegistrationId,
      fields,
      refundPolicyAgreed: true,
      payment: CARD,
      amount: registrationCost(registration),
      idempotencyKey: key,
    }),
  );
  racer.verificationCodes = verificationCodes;
  if (verificationCodes.length > 0) return;
  racer.stoppedAt = stopped('registration/pay', reply);
  return loserSees();
};

const pick = (list) => (list?.length ? list[Math.floor(Math.random() * list.length)] : undefined);

/** A word of 4 to 6 letters cut from a title: a search someone browsing might type. */
const searchWord = (title) => {
  const word =
    pick(
      (title ?? '')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 4),
    ) ?? 'nurse';
  const length = Math.min(word.length, 4 + Math.floor(Math.random() * 3));
  const start = Math.floor(Math.random() * (word.length - length + 1));
  return word.slice(start, start + length);
};

/** One visit of the catalog: the categories, one category's courses, a search, the race's class. */
const browse = async (client, token, c) => {
  const categories = await client.call('browse: categories', 'course_categories/', { token });
  const category = pick(categories.data?.categories);
  if (!category) return;
  const courses = await client.call('browse: courses', `course_category/${category.id}/courses`, { token });
  const q = searchWord(pick(courses.data?.courses)?.title);
  await client.call('browse: search', `search?q=${encodeURIComponent(q)}`, { token });
  await client.call('browse: class', `class/${c.venueId}`, { token });
};

/** Spreads `count` of `total` evenly: whether item `index` is one of them. */
const oneOf = (index, share) => Math.floor((index + 1) * share) > Math.floor(index * share);

/**
 * Runs a rush against a running API and checks it.
 * @param {{
 *   apiUrl: string | string[], databaseUrl: string, students: number, seats: number, browsers?: number,
 *   retryShare?: number, connections?: number, beforeRace?: () => Promise<void> | void,
 *   duringRace?: (client: ReturnType<typeof apiClient>, race: Promise<unknown>) => Promise<boolean | void>,
 *   afterRace?: () => Promise<void> | void, log?: (line: string) => void
 * }} options `apiUrl` is the API (ending in /api): one URL behind a load balancer, or each instance's to
 *   spread the calls over; `databaseUrl` its PostgreSQL (the race's classes are made there, and the
 *   totals read back); the API needs TEST_STUDENTS = testStudentsFor(students). `beforeRace` and
 *   `afterRace` run just before everyone starts and once everyone is done (the CPU readings);
 *   `duringRace` beside the race, with its client and the race (settled when everyone is done): it resolves true when it killed an API process
 *   (measure-rush.mjs --kill-one), which the checks then allow for (checkRush's `processKilled`).
 */
export const runRush = async ({
  apiUrl,
  databaseUrl,
  students,
  seats,
  browsers = students * 2,
  retryShare = 0.1,
  connections = 128,
  beforeRace = () => undefined,
  duringRace = async () => undefined,
  afterRace = () => undefined,
  log = () => undefined,
}) => {
  const runId = Date.now().toString(36);
  const classes = await createRaceClasses(databaseUrl, { runId, seats });
  const byWay = Object.fromEntries(classes.map((c) => [c.way, c]));

  // Ready, not timed: everyone signed in, carts empty, the wizard's racers with a phone and a signature.
  const setup = apiClient({ apiUrl, connections: 32 });
  let started = performance.now();
  const signedIn = await signInRacers(setup, { students, runId });
  log(`${students} students signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const racers = signedIn.map((student, index) => ({
    ...student,
    way: index % 2 === 0 ? 'cart' : 'wizard',
    classKey: byWay[index % 2 === 0 ? 'cart' : 'wizard'].key,
    retried: oneOf(Math.floor(index / 2), retryShare),
    verificationCodes: [],
    stoppedAt: null,
    stateAfter: null,
    replay: null,
  }));
  await mapLimit(racers, 16, (racer) =>
    racer.way === 'cart' ? prepareCartRacer(setup, racer) : prepareWizardRacer(setup, racer),
  );
  setup.close();
  log(`racers ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Go: every racer and every browser at once.
  const client = apiClient({ apiUrl, connections });
  await beforeRace();
  started = performance.now();
  const race = Promise.all([
    ...racers.map((racer) =>
      racer.way === 'cart'
        ? raceByCart(client, racer, byWay.cart)
        : raceByWizard(client, racer, byWay.wizard),
    ),
    ...Array.from({ length: browsers }, (_, index) =>
      // One browser in four is signed in (a racer's other tab): per-student states are computed.
      browse(client, index % 4 === 0 ? racers[index % racers.length]?.token : undefined, pick(classes)),
    ),
  ]);
  const [processKilled = false] = await Promise.all([duringRace(client, race), race]);
  const raceSeconds = (performance.now() - started) / 1000;
  await afterRace();
  client.close();

  // Afterwards: a retried winner asks again with the same key (a reply it lost), then everyone's pages.
  const after = apiClient({ apiUrl, connections: 32 });
  const replayRoute = { cart: 'cart/checkout', wizard: 'registration/pay' };
  await mapLimit(
    racers.filter((r) => r.retried && r.verificationCodes.length > 0),
    16,
    async (racer) => {
      const reply = await after.call('replay', replayRoute[racer.way], {
        method: 'POST',
        token: racer.token,
        body: racer.payBody,
      });
      racer.replay = { status: reply.status, verificationCode: reply.data?.verificationCode ?? null };
    },
  );
  const titleOf = Object.fromEntries(classes.map((c) => [c.key, c]));
  const views = {};
  await mapLimit(racers, 32, async (racer) => {
    const c = titleOf[racer.classKey];
    const enrollments = must(
      await after.call('enrollments', 'enrollments', { token: racer.token }),
      `enrollments of ${racer.email}`,
    ).enrollments;
    const payments = must(
      await after.call('payments', 'student/account/payments', { token: racer.token }),
      `payments of ${racer.email}`,
    ).payments;
    views[racer.studentId] = {
      enrolled: enrollments.some((e) => e.venueType === 'CLASS' && e.venueId === c.venueId),
      paymentCodes: payments.filter((p) => p.description.includes(c.title)).map((p) => p.verificationCode),
    };
  });
  after.close();
  const stored = { classes: await readStoredClasses(databaseUrl, classes), views };

  const observations = {
    classes: classes.map(({ key, venueId, title, seats: classSeats, waitlistEnabled }) => ({
      key,
      venueId,
      title,
      seats: classSeats,
      waitlistEnabled,
    })),
    racers: racers.map((r) => ({
      studentId: r.studentId,
      email: r.email,
      classKey: r.classKey,
      way: r.way,
      retried: r.retried,
      verificationCodes: r.verificationCodes,
      stoppedAt: r.stoppedAt,
      stateAfter: r.stateAfter,
      replay: r.replay,
    })),
  };
  return {
    classes,
    observations,
    stored,
    browsers,
    connections,
    raceStartedAt: started,
    raceSeconds,
    processKilled,
    calls: client.records,
    failures: checkRush(observations, stored, { processKilled }),
  };
};
