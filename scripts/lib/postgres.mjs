// A throwaway PostgreSQL server for tests: Debian's packages, a cluster in a temp folder on a loopback
// port, removed afterwards. Only Node's own modules here: scripts/test.mjs imports this before anything
// is installed.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installDebianPackages, systemTool } from './debian.mjs';
import { freePort } from './free-port.mjs';
import { step } from './run.mjs';

/** Where Debian's postgresql-NN packages put each server version. */
const DEBIAN_ROOT = '/usr/lib/postgresql';
/** initdb and postgres refuse to run as root; Debian's package creates this user. */
const SERVER_USER = 'postgres';

/**
 * The bin folder of the newest PostgreSQL server installed from Debian's packages, or of the one
 * PG_BINDIR names; null when there is none.
 */
export const findPostgresBin = () => {
  const candidates = process.env.PG_BINDIR
    ? [process.env.PG_BINDIR]
    : existsSync(DEBIAN_ROOT)
      ? readdirSync(DEBIAN_ROOT)
          .filter((version) => /^\d+$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join(DEBIAN_ROOT, version, 'bin'))
      : [];
  return (
    candidates.find((bin) => existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) ??
    null
  );
};

/** Installs Debian's `postgresql` (the server, initdb and pg_ctl) when no server is installed. */
export const ensurePostgres = async () => {
  const found = findPostgresBin();
  if (found) return found;
  step("Installing Debian's postgresql for the API tests on PostgreSQL");
  await installDebianPackages(['postgresql'], { recommends: false });
  const installed = findPostgresBin();
  if (!installed) throw new Error(`postgresql is installed but no server is under ${DEBIAN_ROOT}/*/bin`);
  return installed;
};

const userIds = (user) => {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(`running as root, and there is no '${user}' user to run PostgreSQL as`);
  }
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
};

/** Runs a command to its end, its output kept for the error it throws when it fails. */
const runQuietly = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})\n${output.trim()}`),
          ),
    );
  });

/**
 * Starts a PostgreSQL server of its own: initdb into a temp folder, then pg_ctl start on a free
 * loopback port with its socket in that folder, so it meets no other cluster on the machine. As root,
 * the server runs as the `postgres` user. Durability is off (fsync, synchronous_commit): the data is
 * thrown away, and the tests run faster.
 *
 * Where PGlite is fixed (UTC, byte-order collation), this server is set as a school's might be and
 * as unlike PGlite as it can be: ICU's en-US collation and a time zone 14 hours from UTC, so that code
 * that leans on PGlite's settings fails here instead of in production.
 *
 * `stopServer()` and `startServer()` stop the server as an administrator's restart does (`pg_ctl stop
 * -m fast`: sessions ended, a clean shutdown) and start it again on the same folder, port and settings,
 * for checks of what clients do meanwhile. `stop()` stops the server for good and removes the folder;
 * it runs on SIGINT and SIGTERM too.
 * @returns {Promise<{ url: string, port: number, stopServer: () => Promise<void>,
 *   startServer: () => Promise<void>, stop: () => Promise<void> }>} `url` is the superuser's
 *   connection to the `postgres` database (trust authentication, loopback only)
 */
export const startThrowawayPostgres = async () => {
  const bin = await ensurePostgres();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const asRoot = process.getuid?.() === 0;
  /** Runs a server tool, as the postgres user when this process is root. */
  const tool = (name, args) =>
    asRoot
      ? [systemTool('runuser'), ['-u', SERVER_USER, '--', path.join(bin, name), ...args]]
      : [path.join(bin, name), args];

  /** `error`, with the server's log (why it would not start or stop) when there is one. */
  const withLog = (error) => {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim() : '';
    return log ? new Error(`${error.message}\nPostgreSQL's log:\n${log}`) : error;
  };

  let started = false;
  let removed = false;
  /** Synchronous, so that it can run from a signal handler. */
  const cleanUp = () => {
    if (removed) return;
    removed = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (started) {
      const [command, args] = tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-s']);
      spawnSync(command, args, { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Interrupted (Ctrl-C, a CI time-out): remove the server, then die of the signal as before.
  const onSignal = (signal) => {
    cleanUp();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    if (asRoot) {
      const { uid, gid } = userIds(SERVER_USER);
      chownSync(dir, uid, gid);
    }
    await runQuietly(
      ...tool('initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--locale-provider=icu',
        '--icu-locale=en-US',
        '--no-sync',
      ]),
    );
    const port = await freePort();
    // pg_ctl hands these to a shell: the folder is quoted.
    const serverOptions = [
      `-k '${dir}'`,
      `-p ${port}`,
      '-h 127.0.0.1',
      '-c TimeZone=Pacific/Kiritimati',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    const pgCtl = (command, ...args) =>
      runQuietly(...tool('pg_ctl', [command, '-D', dataDir, '-w', '-s', ...args]));
    const startServer = () => pgCtl('start', '-l', logFile, '-t', '60', '-o', serverOptions);
    started = true;
    await startServer();
    /** A restart's half, refused once the server is removed; a failure comes with the server's log. */
    const control = (fn) => async () => {
      if (removed) throw new Error('the throwaway PostgreSQL server was removed');
      await fn().catch((error) => {
        throw withLog(error);
      });
    };
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      stopServer: control(() => pgCtl('stop', '-m', 'fast')),
      startServer: control(startServer),
      stop: async () => cleanUp(),
    };
  } catch (error) {
    const failure = withLog(error);
    cleanUp();
    throw failure;
  }
};

/**
 * Runs `fn` with a throwaway server's URL, and stops and removes the server afterwards, whether `fn`
 * succeeds or throws.
 * @template T
 * @param {(url: string) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export const withThrowawayPostgres = async (fn) => {
  const server = await startThrowawayPostgres();
  try {
    return await fn(server.url);
  } finally {
    await server.stop();
  }
};
