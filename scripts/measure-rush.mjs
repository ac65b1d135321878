// `pnpm measure:rush [--students 2000] [--seats 30] [--browsers N] [--instances 1,2,<cores>]
// [--database-url URL] [--connections 128] [--retry 0.1] [--kill-one] [--port 5200]`: the
// registration-day rush (scripts/lib/rush.mjs) through nginx, once per instance count, each on a fresh
// production-shaped stack (scripts/lib/production-stack.mjs: a throwaway PostgreSQL unless
// --database-url names one; the shell's origin on --port, the API processes on --port + 10, + 11, ...).
// Prints, per instance count: enrollments against seats, charges against enrollments, who was refused
// and what they were told, requests per second, p50/p95/p99 per call, replies by status, and the CPU
// seconds of each API process, of nginx and of PostgreSQL during the race. `--kill-one` SIGKILLs the
// last API process once the first payment has gone through: nothing acknowledged may be lost, and
// nginx must send nothing more to it. A report, not a test: it exits 1 only when a check fails.
//
// `--check` is the small run `npm test` makes: 100 students for 5 seats on two instances, one killed
// mid-race (each option can still be given). The apps must be built (npm test has built them).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { startProductionStack } from './lib/production-stack.mjs';
import { isGatewayFailure, refusalTally, runRush, summarizeCalls, testStudentsFor } from './lib/rush.mjs';
import { withDatabase } from './lib/database-client.mjs';

const { values: options } = parseArgs({
  options: {
    students: { type: 'string' },
    seats: { type: 'string' },
    browsers: { type: 'string' },
    instances: { type: 'string' },
    'database-url': { type: 'string' },
    connections: { type: 'string', default: '128' },
    retry: { type: 'string', default: '0.1' },
    check: { type: 'boolean', default: false },
    'kill-one': { type: 'boolean' },
    port: { type: 'string', default: '5200' },
  },
});
const preset = options.check
  ? { students: 100, seats: 5, instances: '2', killOne: true }
  : { students: 2000, seats: 30, instances: `1,2,${availableParallelism()}`, killOne: false };
const STUDENTS = Number(options.students ?? preset.students);
const SEATS = Number(options.seats ?? preset.seats);
const BROWSERS = Number(options.browsers ?? STUDENTS * 2);
const CONNECTIONS = Number(options.connections);
const RETRY_SHARE = Number(options.retry);
const INSTANCES = [...new Set((options.instances ?? preset.instances).split(',').map(Number))];
const KILL_ONE = options['kill-one'] ?? preset.killOne;
const PORT = Number(options.port);
for (const [name, value] of Object.entries({ STUDENTS, SEATS, BROWSERS, CONNECTIONS })) {
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name.toLowerCase()} must be a whole number`);
}
if (STUDENTS < 2) throw new Error('--students must be 2 or more: one for each way in');
if (INSTANCES.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--instances: counts of 1 or more');
if (KILL_ONE && INSTANCES.includes(1)) throw new Error('--kill-one needs 2 instances or more in each run');

// ---------------------------------------------------------------- CPU, from /proc

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** A process's parent and CPU seconds (its own and its reaped children's), or null when it is gone. */
const procStat = (pid) => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (in parentheses, which may hold spaces): the state, the parent, ...;
    // utime, stime, cutime and cstime are fields 14 to 17 of proc(5).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return { ppid: Number(fields[1]), seconds: ticks / CLOCK_TICKS };
  } catch {
    return null;
  }
};

/** The CPU seconds of a process and its children (nginx's workers, PostgreSQL's backends), now. */
const treeCpu = (parent) => {
  let seconds = procStat(parent)?.seconds ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(entry);
    if (stat?.ppid === parent) seconds += stat.seconds;
  }
  return seconds;
};

/**
 * PostgreSQL's CPU seconds, read when called: the postmaster's own with the backends it has reaped,
 * and its live children's. The postmaster is found as the parent of a backend of ours, so this works
 * for a server named by --database-url too, when it runs on this machine (else null).
 */
const postgresCpu = async (databaseUrl) => {
  const backend = await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
    return procStat(rows[0].pid);
  });
  return backend ? () => treeCpu(backend.ppid) : null;
};

// ---------------------------------------------------------------- killing one process mid-race

/**
 * Once the first payment has gone through (seats still left, payments in flight), SIGKILLs the last
 * API process; resolves true, or false when the race ended first. `killed.at` is when, for the check
 * that nginx sent nothing more to it.
 */
const killOneMidRace = (stack, killed) => async (client, race) => {
  let over = false;
  race.then(
    () => (over = true),
    () => (over = true),
  );
  const paid = () =>
    client.records.some(
      (r) => (r.name === 'cart/checkout' || r.name === 'registration/pay') && r.status === 200,
    );
  while (!over && !paid()) await new Promise((resolve) => setTimeout(resolve, 10));
  if (over) return false;
  const victim = stack.instances.at(-1);
  process.kill(victim.pid, 'SIGKILL');
  killed.at = performance.now();
  killed.origin = victim.origin;
  return true;
};

/**
 * nginx takes a killed process out of rotation at its first refused connection and sends the request
 * to another: only the calls that were inside the process when it died may fail. Calls that started
 * later than this after the kill must all have had the API's answer.
 */
const KILL_GRACE_MS = 200;

const afterKillFailures = (calls, killedAt) =>
  calls.filter((call) => call.startedAt > killedAt + KILL_GRACE_MS && isGatewayFailure(call.status));

// ---------------------------------------------------------------- the report

const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
const statuses = (counts) =>
  Object.entries(counts)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

const report = (instances, result, cpu) => {
  const { observations, stored, calls, raceSeconds, failures } = result;
  const { racers } = observations;
  console.log(
    `\n== ${instances} instance(s): ${racers.length} students for ${observations.classes.reduce((s, c) => s + c.seats, 0)} seats, ` +
      `${result.browsers} browsers, ${result.connections} connections, ` +
      `${racers.filter((r) => r.retried).length} pay calls sent twice with one key`,
  );
  for (const c of observations.classes) {
    const { enrollments, payments, charges } = stored.classes[c.key];
    const mine = racers.filter((r) => r.classKey === c.key);
    console.log(
      `${c.key === 'cart' ? 'cart checkout' : 'wizard pay   '}  ${c.title}: ${enrollments.length} enrollments / ${c.seats} seats, ` +
        `${payments.length} payments and ${charges.length} charges for ${enrollments.length} enrollments, ` +
        `${mine.filter((r) => r.verificationCodes.length === 0).length} of ${mine.length} refused ` +
        `(wait list ${c.waitlistEnabled ? 'on' : 'off'})`,
    );
  }
  console.log('refused, and what they were told:');
  for (const [told, count] of Object.entries(refusalTally(racers)))
    console.log(`  ${String(count).padStart(5)}  ${told}`);
  console.log(
    `race: ${calls.length} calls in ${raceSeconds.toFixed(1)} s = ${Math.round(calls.length / raceSeconds)} req/s`,
  );
  console.log(
    `  ${'call'.padEnd(20)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}  replies`,
  );
  for (const row of summarizeCalls(calls)) {
    console.log(
      `  ${row.name.padEnd(20)} ${String(row.count).padStart(6)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)}  ${statuses(row.statuses)}`,
    );
  }
  const errors = {};
  for (const call of calls) {
    if (call.status !== 200) errors[call.status] = (errors[call.status] ?? 0) + 1;
  }
  console.log(`errors by status: ${statuses(errors) || 'none'}`);
  console.log(
    `CPU during the race (s): ${cpu.apis.map((seconds, i) => (result.processKilled && i === cpu.apis.length - 1 ? `API ${i + 1} killed` : `API ${i + 1} ${seconds.toFixed(1)}`)).join(', ')}, ` +
      `nginx ${cpu.nginx.toFixed(1)}, PostgreSQL ${cpu.postgres === null ? 'n/a (not on this machine)' : cpu.postgres.toFixed(1)}`,
  );
  if (failures.length === 0) {
    console.log(
      'checks: passed (no overbooking, one charge per seat, none without, every loser told the class is full)',
    );
  } else {
    console.log(`checks: ${failures.length} FAILED`);
    for (const failure of failures.slice(0, 30)) console.log(`  - ${failure}`);
    if (failures.length > 30) console.log(`  ... and ${failures.length - 30} more`);
  }
};

// ---------------------------------------------------------------- each instance count

let failed = false;
const summary = [];
console.log(
  `Registration-day rush through nginx: ${STUDENTS} students, ${SEATS} seats, ${BROWSERS} browsers, ` +
    `instances ${INSTANCES.join(', ')}${options['database-url'] ? '' : ', a throwaway PostgreSQL each'}` +
    `${KILL_ONE ? ', one API process killed mid-race' : ''}`,
);
for (const instances of INSTANCES) {
  const began = Date.now();
  const stack = await startProductionStack({
    instances,
    databaseUrl: options['database-url'],
    ports: { shell: PORT, apiBase: PORT + 10 },
    quiet: true,
    apiEnv: { TEST_STUDENTS: String(testStudentsFor(STUDENTS)), LOG_LEVEL: 'error' },
  });
  console.log(
    `\n${instances} instance(s) behind nginx started in ${((Date.now() - began) / 1000).toFixed(1)} s`,
  );
  try {
    const readPostgres = await postgresCpu(stack.databaseUrl);
    const readApis = () => stack.instances.map((instance) => procStat(instance.pid)?.seconds ?? 0);
    const killed = {};
    let before;
    const cpu = {};
    const result = await runRush({
      apiUrl: stack.apiUrl,
      databaseUrl: stack.databaseUrl,
      students: STUDENTS,
      seats: SEATS,
      browsers: BROWSERS,
      retryShare: RETRY_SHARE,
      connections: CONNECTIONS,
      beforeRace: () => {
        before = { apis: readApis(), nginx: treeCpu(stack.nginx.pid), postgres: readPostgres?.() ?? null };
      },
      duringRace: KILL_ONE ? killOneMidRace(stack, killed) : undefined,
      afterRace: () => {
        // A killed process's CPU is what it had used when it died.
        cpu.apis = readApis().map((seconds, i) => Math.max(0, seconds - before.apis[i]));
        cpu.nginx = treeCpu(stack.nginx.pid) - before.nginx;
        cpu.postgres = readPostgres ? readPostgres() - before.postgres : null;
      },
      log: (line) => console.log(line),
    });
    if (result.processKilled) {
      const inFlight = result.calls.filter((call) => isGatewayFailure(call.status));
      const late = afterKillFailures(result.calls, killed.at);
      console.log(
        `killed ${killed.origin} (SIGKILL) ${((killed.at - result.raceStartedAt) / 1000).toFixed(1)} s into the race: ` +
          `${inFlight.length} call(s) got no answer from an API, ${late.length} of them started more than ${KILL_GRACE_MS} ms after the kill`,
      );
      for (const call of late.slice(0, 5)) {
        result.failures.push(
          `nginx sent ${call.name} to the killed process ${Math.round(call.startedAt - killed.at)} ms after the kill`,
        );
      }
    } else if (KILL_ONE) {
      result.failures.push('--kill-one: the race ended before the first payment, so nothing was killed');
    }
    report(instances, result, cpu);
    failed ||= result.failures.length > 0;
    summary.push(
      `${instances} instance(s): ${Math.round(result.calls.length / result.raceSeconds)} req/s, ` +
        `race ${result.raceSeconds.toFixed(1)} s, ${result.failures.length} failed checks`,
    );
  } finally {
    await stack.stop();
  }
  console.log(`(${instances} instance(s): ${((Date.now() - began) / 1000).toFixed(1)} s in all)`);
}
console.log(`\n${summary.join('\n')}`);
process.exit(failed ? 1 : 0);
