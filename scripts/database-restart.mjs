// `pnpm measure:database-restart [--rounds N] [--away SECONDS] [--writers N]`: PostgreSQL restarted
// under load. A throwaway PostgreSQL, two API processes on it, writers writing through both without
// pause; N times the database is stopped (`pg_ctl stop -m fast`) for a few seconds, then started
// again. Checks that (a) no API process exits, (b) while the database is away, calls are answered 503
// with the API's message, never 500 nor a dropped connection, (c) each API writes again by itself soon
// after the restart, (d) every write the API acknowledged is in the database. Exit code 1 when a check
// fails. `npm test` runs it with 2 rounds.
import { parseArgs } from 'node:util';
import { startApi } from './lib/api-process.mjs';
import { withDatabase } from './lib/database-client.mjs';
import { signInThroughApi } from './lib/demo-session.mjs';
import { freePort } from './lib/free-port.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    away: { type: 'string', default: '3' },
    writers: { type: 'string', default: '2' },
  },
});
const ROUNDS = Number(options.rounds);
/** How long the database stays stopped each round. */
const AWAY_MS = Number(options.away) * 1000;
/** Writers per API process. */
const WRITERS = Number(options.writers);
/** Writes each API acknowledges in a round before the database is stopped: the stop lands mid-stream. */
const WRITES_BEFORE_STOP = 50;
/** How soon after the restart each API must acknowledge a write again. */
const RECOVERY_LIMIT_MS = 15_000;
/** A writer that was refused waits this long before its next call (a poll, to time the recovery). */
const PAUSE_AFTER_REFUSAL_MS = 25;
/** What the API answers while its database is away (api/src/http/errors.ts). */
const UNAVAILABLE = {
  errorCode: 'database_unavailable',
  errorMessage: 'The portal cannot reach its database just now. Please try again in a moment.',
};
// The seeded test student (api/src/seed/test-students.ts, TEST_STUDENTS=1).
const STUDENT = { email: 'student1@e2e.test', password: 'Tester#2026' };
const RECORD_TYPE = 'database-restart';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Resolves once `condition()` holds, checking every 20 ms; false when `timeoutMs` passes first. */
const until = async (condition, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
};

/** What one API process answered, kept by its writers. */
const newTally = (name, api) => ({
  name,
  api,
  acknowledged: [],
  unavailable: 0,
  serverErrors: 0,
  dropped: 0,
  /** Any other reply, by status (a 503 without the message counts here). */
  other: new Map(),
  /** When set, the time at which a write begun after `watchFrom` was first acknowledged. */
  watchFrom: Infinity,
  backAt: undefined,
});

/** Appends navigation records through one API until `running()` is false, tallying every reply. */
const write = async (tally, token, prefix, running) => {
  for (let n = 0; running(); n++) {
    const target = `${prefix}-${n}`;
    const begun = Date.now();
    let reply;
    let body;
    try {
      reply = await fetch(`${tally.api.origin}/api/student/action`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          type: RECORD_TYPE,
          action: 'visit',
          target,
          targetId: null,
          targetPath: '/database-restart',
          targetType: 'check',
        }),
      });
      body = await reply.json().catch(() => null);
    } catch {
      tally.dropped++;
      await sleep(PAUSE_AFTER_REFUSAL_MS);
      continue;
    }
    if (reply.ok && body?.result === 'ok') {
      tally.acknowledged.push(target);
      if (begun >= tally.watchFrom && tally.backAt === undefined) tally.backAt = Date.now();
      continue;
    }
    if (
      reply.status === 503 &&
      body?.errorCode === UNAVAILABLE.errorCode &&
      body?.errorMessage === UNAVAILABLE.errorMessage &&
      reply.headers.has('retry-after')
    )
      tally.unavailable++;
    else if (reply.status === 500) tally.serverErrors++;
    else tally.other.set(reply.status, (tally.other.get(reply.status) ?? 0) + 1);
    await sleep(PAUSE_AFTER_REFUSAL_MS);
  }
};

/** The targets stored, read from the database itself. */
const storedTargets = (databaseUrl) =>
  withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT target FROM navigation_actions WHERE type = $1', [
      RECORD_TYPE,
    ]);
    return new Set(rows.map((row) => row.target));
  });

const started = Date.now();
const failures = [];
/** Prints a check's outcome; a failed one is kept, with its reason, for the exit code. */
const check = (label, ok, detail) => {
  console.log(`${ok ? '✓' : '✗'} ${label}: ${detail}`);
  if (!ok) failures.push(`${label}: ${detail}`);
};

const server = await startThrowawayPostgres();
const env = { TEST_STUDENTS: '1', LOG_LEVEL: 'error', DATABASE_URL: server.url };
const tallies = [];
const exits = [];
let running = true;
let writers = [];
try {
  // One after the other: the first migrates and seeds the empty database.
  for (const name of ['A', 'B']) {
    const api = await startApi({ port: await freePort(), quiet: true, env });
    tallies.push(newTally(name, api));
    api.exited.then((how) => running && exits.push(`API ${name} ${how}`));
  }
  const { token } = await signInThroughApi(tallies[0].api.origin, STUDENT.email, STUDENT.password);
  console.log(
    `PostgreSQL on :${server.port}; APIs ${tallies.map((t) => `${t.name} ${t.api.origin}`).join(', ')};` +
      ` ${WRITERS} writers each; ${ROUNDS} restart(s), ${seconds(AWAY_MS)} away each`,
  );
  writers = tallies.flatMap((tally) =>
    Array.from({ length: WRITERS }, (_, index) =>
      write(tally, token, `${tally.name}${index}`, () => running),
    ),
  );

  const recoveries = [];
  const notBack = [];
  const no503 = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const before = tallies.map((t) => t.acknowledged.length);
    const writing = await until(
      () => tallies.every((t, i) => t.acknowledged.length - before[i] >= WRITES_BEFORE_STOP),
      30_000,
    );
    if (!writing) throw new Error(`round ${round}: the APIs did not write ${WRITES_BEFORE_STOP} times each`);
    const refusedBefore = tallies.map((t) => t.unavailable);
    const stopping = Date.now();
    await server.stopServer();
    // The outage itself: the one wait here that is not a poll.
    await sleep(Math.max(0, AWAY_MS - (Date.now() - stopping)));
    await server.startServer();
    const back = Date.now();
    for (const tally of tallies) {
      tally.watchFrom = back;
      tally.backAt = undefined;
    }
    await until(() => tallies.every((t) => t.backAt !== undefined), RECOVERY_LIMIT_MS);
    const parts = tallies.map((t, i) => {
      const refused = t.unavailable - refusedBefore[i];
      if (refused === 0) no503.push(`API ${t.name} in round ${round}`);
      if (t.backAt === undefined) {
        notBack.push(`API ${t.name} in round ${round}`);
        return `${t.name}: ${refused} × 503, NOT writing again`;
      }
      recoveries.push(t.backAt - back);
      return `${t.name}: ${refused} × 503, writing again ${t.backAt - back} ms after the restart`;
    });
    console.log(`round ${round}: database away ${seconds(back - stopping)}; ${parts.join('; ')}`);
  }
  running = false;
  await Promise.all(writers);
  await Promise.all(tallies.map((t) => t.api.stop()));

  for (const t of tallies) {
    const other = [...t.other].map(([status, count]) => `${count} × ${status}`).join(', ');
    console.log(
      `API ${t.name}: ${t.acknowledged.length} writes acknowledged, ${t.unavailable} × 503 with the message,` +
        ` ${t.serverErrors} × 500, ${t.dropped} dropped connections${other ? `, other replies: ${other}` : ''}`,
    );
  }
  const sum = (field) => tallies.reduce((total, t) => total + t[field], 0);
  const badReplies = tallies.filter((t) => t.serverErrors + t.dropped + t.other.size > 0);
  const sorted = [...recoveries].sort((a, b) => a - b);
  const stored = await storedTargets(server.url);
  const acknowledged = tallies.flatMap((t) => t.acknowledged);
  const lost = acknowledged.filter((target) => !stored.has(target));

  check('(a) no API process exited', exits.length === 0, exits.join(', ') || 'both ran throughout');
  check(
    '(b) 503 with the message while the database was away, no 500, no dropped connection',
    no503.length === 0 && badReplies.length === 0,
    `${sum('unavailable')} × 503, ${sum('serverErrors')} × 500, ${sum('dropped')} dropped` +
      (no503.length ? `; no 503 from ${no503.join(', ')}` : '') +
      (badReplies.length ? `; see API ${badReplies.map((t) => t.name).join(', ')} above` : ''),
  );
  check(
    `(c) each API writes again within ${seconds(RECOVERY_LIMIT_MS)} of each restart, by itself`,
    notBack.length === 0,
    (sorted.length ? `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms` : '') +
      (notBack.length ? `; not writing again: ${notBack.join(', ')}` : ''),
  );
  check(
    '(d) every acknowledged write is in the database',
    lost.length === 0,
    `${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} lost` +
      (lost.length ? ` (${lost.slice(0, 10).join(', ')})` : ''),
  );
} catch (error) {
  check('the run', false, error.message);
} finally {
  running = false;
  await Promise.all(writers);
  await Promise.all(tallies.map((t) => t.api.stop()));
  await server.stop();
}

console.log(
  failures.length === 0
    ? `database restart: passed in ${seconds(Date.now() - started)}`
    : `database restart: FAILED in ${seconds(Date.now() - started)}: ${failures.join('; ')}`,
);
process.exit(failures.length === 0 ? 0 : 1);
