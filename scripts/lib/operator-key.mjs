// The operator key: what the API asks for in X-Operator-Key on GET /api/operator/reports (env
// PORTAL_OPERATOR_KEY), and what `pnpm report:errors` sends. `npm start` gives the API the one of the
// environment, else the one kept in api/.data/operator-key (git-ignored), made the first time.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const OPERATOR_KEY_VAR = 'PORTAL_OPERATOR_KEY';
/** Where `npm start` keeps the key when the environment has none. */
export const defaultOperatorKeyFile = () => path.join(repoRoot, 'api', '.data', 'operator-key');

/** The file's key, '' when the file is empty, or null when there is no file. */
const readKey = (file) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * The operator key: env PORTAL_OPERATOR_KEY when set, else the file's. With `create`, a missing (or
 * empty) file is made with 32 random bytes in hex, readable by its owner only (0600); without it, null
 * when there is no key.
 * @param {{ env?: Record<string, string | undefined>, file?: string, create?: boolean }} [options]
 * @returns {string | null}
 */
export const operatorKey = ({ env = process.env, file = defaultOperatorKeyFile(), create = false } = {}) => {
  const fromEnv = env[OPERATOR_KEY_VAR]?.trim();
  if (fromEnv) return fromEnv;
  const kept = readKey(file);
  if (kept || !create) return kept || null;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32).toString('hex');
  if (kept === '') {
    writeFileSync(file, `${key}\n`);
    chmodSync(file, 0o600);
    return key;
  }
  try {
    // Only if it is still missing: another process starting at the same moment may have made it.
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    return readKey(file) || key;
  }
};
