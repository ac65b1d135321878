import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { presentRemotes } from '../../tooling/remotes/portal-remotes.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The apps to build: the shell and every remote of portal.remotes.json whose folder is here. */
export const webApps = () => ['shell', ...presentRemotes().map((remote) => remote.folder)];

/** jest's --testPathPatterns for every test file under a folder of the repository. */
export const folderPattern = (folder) =>
  `^${path.join(repoRoot, folder).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`;

/** Runs a command with inherited output; rejects when it fails. */
export const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });

/**
 * Runs one command, its output kept rather than printed; resolves, never rejects, with whether it
 * passed and what it printed.
 */
const runKept = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    // 'error' can be followed by 'close': the first one settles it.
    let finished = false;
    const finish = (ok, why) => {
      if (finished) return;
      finished = true;
      resolve({ ok, why, output: Buffer.concat(output) });
    };
    child.once('error', (error) => finish(false, error.message));
    child.once('close', (code, signal) => finish(code === 0, signal ?? `exit ${code}`));
  });

/**
 * Runs lanes side by side; each lane runs its commands one after another and stops at the first that
 * fails. A lane's output is kept and printed whole when the lane ends, so that two never interleave;
 * one lane may be `live` instead, its output printed as it comes (a long run that shows its progress).
 * Rejects, once every lane has ended, naming those that failed.
 * @param {{ title: string, live?: boolean, commands: { command: string, args: string[], options?: object }[] }[]} lanes
 */
export const runSideBySide = async (lanes) => {
  if (lanes.filter((lane) => lane.live).length > 1) throw new Error('at most one lane can print live');
  const results = await Promise.all(
    lanes.map(async ({ title, live = false, commands }) => {
      const started = Date.now();
      const kept = [];
      let failure = null;
      for (const { command, args, options } of commands) {
        if (live) {
          failure = await run(command, args, options).then(
            () => null,
            (error) => error.message,
          );
        } else {
          const result = await runKept(command, args, options);
          kept.push(result.output);
          failure = result.ok ? null : `${command} ${args.join(' ')} failed (${result.why})`;
        }
        if (failure) break;
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n▶ ${title}: ${failure ? `FAILED (${failure})` : 'passed'} in ${seconds} s`);
      process.stdout.write(Buffer.concat(kept));
      return { title, ok: !failure };
    }),
  );
  const failed = results.filter((result) => !result.ok).map((result) => result.title);
  if (failed.length) throw new Error(`failed: ${failed.join(', ')}`);
};

export const commandWorks = (command, args) => {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
};

/**
 * The machine's CPU time so far in clock ticks, busy and in all (Linux's /proc/stat, every core
 * summed); null where there is no /proc. A step's share of busy ticks says whether more could run
 * beside it.
 */
const cpuTicks = () => {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return null;
  }
};

/** The steps of this run, each with when it began and the CPU ticks then: where the run's time goes. */
const stepsTaken = [];

export const step = (title) => {
  stepsTaken.push({ title, began: Date.now(), ticks: cpuTicks() });
  console.log(`\n▶ ${title}`);
};

/**
 * Each step's duration (until the next began; the last, until now) and how busy it kept the CPU,
 * longest first, and the total.
 */
export const printStepTimes = () => {
  const end = { began: Date.now(), ticks: cpuTicks() };
  const busy = (from, to) =>
    from.ticks && to.ticks && to.ticks.all > from.ticks.all
      ? `${String(Math.round((100 * (to.ticks.busy - from.ticks.busy)) / (to.ticks.all - from.ticks.all))).padStart(3)} % busy  `
      : '';
  const rows = stepsTaken.map((taken, index) => {
    const next = stepsTaken[index + 1] ?? end;
    return {
      title: taken.title,
      seconds: Math.round((next.began - taken.began) / 1000),
      busy: busy(taken, next),
    };
  });
  console.log('\nWhere the time went (busy: how much of all the cores was in use, by anything):');
  for (const row of [...rows].sort((a, b) => b.seconds - a.seconds))
    console.log(`${String(row.seconds).padStart(6)} s  ${row.busy}${row.title}`);
  if (stepsTaken.length)
    console.log(
      `${String(Math.round((end.began - stepsTaken[0].began) / 1000)).padStart(6)} s  ${busy(stepsTaken[0], end)}in all`,
    );
};

/** A port from the environment variable `name`, else `fallback`; anything but a port is an error. */
export const portFromEnv = (name, fallback) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid ${name}: ${value}`);
  return port;
};
