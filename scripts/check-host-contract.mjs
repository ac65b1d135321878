// `pnpm contract:check` (part of `npm test`): fails when the host contract changed without a new
// version. `pnpm contract:lock` records a new version's fingerprint, and refuses to without a bump.
import { writeFileSync } from 'node:fs';
import { judgeContract, LOCK_FILE, readContractState } from './lib/host-contract-lock.mjs';

const record = process.argv.includes('--record');
const state = readContractState();
const verdict = judgeContract(state);

if (verdict.ok) {
  console.log(`host contract ${state.version}: unchanged since it was locked`);
} else if (record && verdict.canRecord) {
  writeFileSync(
    LOCK_FILE,
    `${JSON.stringify({ version: state.version, fingerprint: state.fingerprint }, null, 2)}\n`,
  );
  console.log(`host contract ${state.version}: locked`);
} else {
  console.error(verdict.message);
  process.exit(1);
}
