import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATOR_KEY_VAR, operatorKey } from './operator-key.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The API compiled to JavaScript (api/webpack.config.mjs): no TypeScript transpiler at run time. */
const apiEntry = path.join(repoRoot, 'api/dist/main.mjs');
/** How long a stopped API may take to close its requests and its database before it is killed. */
const STOP_GRACE_MS = 30_000;

const waitForApi = async (origin, child, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${origin}/api/school`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not answer at ${origin} within ${timeoutMs} ms`);
};

/**
 * Starts the reference API, as built, in production mode as its own process, and resolves once it
 * answers. Test stacks turn the test routes on with `env: { PORTAL_TEST_ROUTES: '1' }`. It gets the
 * operator key (GET /api/operator/reports, `pnpm report:errors`): PORTAL_OPERATOR_KEY of `env` or of the
 * environment, else the one in api/.data/operator-key, made the first time (operator-key.mjs).
 * `exited` resolves when the process ends, however it ends, with how: `exit 1`, `SIGKILL`.
 * @param {{ port: number, schoolConfig?: string, dataDir?: string, quiet?: boolean, env?: Record<string,string> }} options
 * @returns {Promise<{ origin: string, pid: number | undefined, exited: Promise<string>, stop: () => Promise<void> }>}
 */
export const startApi = async ({ port, schoolConfig, dataDir, quiet = false, env = {} }) => {
  if (!existsSync(apiEntry)) throw new Error(`the API is not built (${apiEntry}); run the build first`);
  // An API left running on the port would answer the wait below, and the tests would use its database.
  const origin = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${origin}/api/school`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`something already answers at ${origin}: stop it, or choose other ports`);
  const child = spawn(process.execPath, ['--enable-source-maps', apiEntry], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      [OPERATOR_KEY_VAR]: operatorKey({ env: { ...process.env, ...env }, create: true }),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(schoolConfig ? { SCHOOL_CONFIG: schoolConfig } : {}),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  // SIGTERM lets the API finish what it is answering; as a supervisor does, a process that has not
  // exited STOP_GRACE_MS later is killed, so that a request that never ends cannot hold a test run.
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitForApi(origin, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid, exited, stop };
};
