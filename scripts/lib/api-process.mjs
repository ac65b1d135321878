import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsxBin = path.join(repoRoot, 'api/node_modules/.bin/tsx');

const waitForApi = async (origin, child, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
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
 * Starts the reference API as its own process and resolves once it answers.
 * @param {{ port: number, schoolConfig?: string, dataDir?: string, quiet?: boolean, env?: Record<string,string> }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export const startApi = async ({ port, schoolConfig, dataDir, quiet = false, env = {} }) => {
  const child = spawn(tsxBin, ['src/main.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(schoolConfig ? { SCHOOL_CONFIG: schoolConfig } : {}),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForApi(origin, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
};
