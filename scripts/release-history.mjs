// `pnpm release:history [name]`: what was released, refused and rolled back, oldest first, and what
// is live now (RELEASES_DIR, default releases/: the store `npm start` serves).
import { parseArgs } from 'node:util';
import { defaultReleasesDir, readHistory, releaseStack } from './lib/releases.mjs';

const { positionals } = parseArgs({ allowPositionals: true });
const [only] = positionals;
const history = readHistory(defaultReleasesDir()).filter((event) => !only || event.remote === only);
if (history.length === 0) {
  console.log(`No releases${only ? ` of ${only}` : ''} in ${defaultReleasesDir()}.`);
  process.exit(0);
}
for (const event of history) {
  const detail =
    event.action === 'refused'
      ? event.reason
      : event.previous
        ? `${event.url} (was ${event.previous})`
        : event.url;
  console.log(
    `${event.at}  ${event.remote.padEnd(12)} ${event.action.padEnd(8)} ${event.release ?? ''}\n    ${detail}`,
  );
}
console.log('\nLive, as the history left it:');
for (const remote of [...new Set(history.map((event) => event.remote))]) {
  console.log(`  ${remote.padEnd(12)} ${releaseStack(history, remote).at(-1) ?? '(never released)'}`);
}
