// The host contract's version check: `@portal/shared` is what the shell provides to every remote at
// run time, so any change to it must come with a new version (remotes built against it then require
// that version, and a shell that provides less shows them unavailable instead of running them).
// The lock records the version and a fingerprint of the contract's files; node built-ins only.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../shared');
export const LOCK_FILE = path.join(CONTRACT_DIR, 'host-contract.lock.json');

/** Not the contract: tests, documentation, the lock itself, and what the tools generate. */
const isContractFile = (relative) =>
  !/(^|\/)(node_modules|\.cache|dist)(\/|$)/.test(relative) &&
  !/\.test\.[cm]?[jt]sx?$/.test(relative) &&
  !/\.md$/.test(relative) &&
  relative !== path.basename(LOCK_FILE);

const listFiles = (dir, prefix = '') =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return isContractFile(relative) ? listFiles(path.join(dir, entry.name), relative) : [];
    return isContractFile(relative) ? [relative] : [];
  });

/** The contract's fingerprint: every contract file's path and bytes, package.json without its version. */
export const fingerprintContract = (dir = CONTRACT_DIR) => {
  const hash = createHash('sha256');
  for (const relative of listFiles(dir).sort()) {
    let bytes = readFileSync(path.join(dir, relative));
    if (relative === 'package.json') {
      const { version: _version, ...rest } = JSON.parse(bytes.toString('utf8'));
      bytes = Buffer.from(JSON.stringify(rest));
    }
    hash.update(`${relative}\0`).update(bytes).update('\0');
  }
  return hash.digest('hex');
};

const parts = (version) => version.split('.').map(Number);
const isGreater = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return x[index] > y[index];
  return false;
};

const BUMP_HOW =
  "bump the version in shared/package.json (patch: a fix; minor: an addition; major: a removal or a change a built remote could notice), then run 'pnpm contract:lock'";

/**
 * Judges the contract against its lock.
 * @param {{ lock: { version: string, fingerprint: string } | null, version: string, fingerprint: string }} state
 * @returns {{ ok: true } | { ok: false, canRecord: boolean, message: string }}
 */
export const judgeContract = ({ lock, version, fingerprint }) => {
  if (!lock) {
    return {
      ok: false,
      canRecord: true,
      message:
        "The host contract has no lock yet: run 'pnpm contract:lock' and commit shared/host-contract.lock.json.",
    };
  }
  const changed = fingerprint !== lock.fingerprint;
  if (version === lock.version) {
    if (!changed) return { ok: true };
    return {
      ok: false,
      canRecord: false,
      message: `The host contract (shared/) changed, but its version is still ${version}: ${BUMP_HOW}.`,
    };
  }
  if (!/^\d+\.\d+\.\d+$/.test(version) || !isGreater(version, lock.version)) {
    return {
      ok: false,
      canRecord: false,
      message: `The host contract's version must go up from ${lock.version} (semver x.y.z); shared/package.json says ${version}.`,
    };
  }
  return {
    ok: false,
    canRecord: true,
    message: `The host contract is now ${version} (the lock says ${lock.version}): run 'pnpm contract:lock' and commit shared/host-contract.lock.json.`,
  };
};

export const readContractState = () => ({
  lock: existsSync(LOCK_FILE) ? JSON.parse(readFileSync(LOCK_FILE, 'utf8')) : null,
  version: JSON.parse(readFileSync(path.join(CONTRACT_DIR, 'package.json'), 'utf8')).version,
  fingerprint: fingerprintContract(),
});
