// `npm run setup`: pnpm 10 (into .tooling/ unless one is on PATH) and the workspace's dependencies, nothing else.
// Only Node's own modules are imported: this runs before anything is installed.
import { ensureSetup } from './lib/setup.mjs';

const { pnpm } = await ensureSetup();
console.log(
  pnpm === 'pnpm'
    ? '\nReady (pnpm from PATH).'
    : '\nReady. pnpm lives in .tooling/: run it as .tooling/node_modules/.bin/pnpm (or put that folder on PATH).',
);
