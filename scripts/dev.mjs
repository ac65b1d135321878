// `pnpm dev`: the API with reload, and a live-reloading dev server for the shell and every remote.
// One app alone: `pnpm --filter @portal/remote-browse dev` (it renders its pages standalone at :4101).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot, webApps } from './lib/run.mjs';

const children = [
  // On a developer's machine the test routes (mailbox, site lock, passports) help; they listen on loopback.
  spawn(path.join(repoRoot, 'api/node_modules/.bin/tsx'), ['watch', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, PORTAL_TEST_ROUTES: '1' },
    stdio: 'inherit',
  }),
  ...webApps().map((app) =>
    spawn(process.execPath, [path.join(repoRoot, 'tooling/webpack/cli.mjs'), 'dev'], {
      cwd: path.join(repoRoot, app),
      stdio: 'inherit',
    }),
  ),
];
console.log('Dev servers starting: the portal at http://localhost:4100 (Ctrl-C stops everything)');
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
