import path from 'node:path';
import { repoRoot, run, step, webApps } from './run.mjs';

const cli = path.join(repoRoot, 'tooling/webpack/cli.mjs');

/**
 * Production builds, one app at a time (two cores do not build two apps faster): the API, compiled
 * to JavaScript, and every web app.
 */
export const buildApps = async (apps = ['api', ...webApps()]) => {
  for (const app of apps) {
    step(`Building ${app}`);
    await run(process.execPath, [cli, 'build'], { cwd: path.join(repoRoot, app) });
  }
};
