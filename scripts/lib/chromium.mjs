import { existsSync } from 'node:fs';
import { installDebianPackages } from './debian.mjs';
import { step } from './run.mjs';

/** Debian's Chromium, as every measurement script drives it (see the toolchain facts in the README). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the Playwright tests drive: Debian's headless shell of the same Chromium (Blink and V8
 * without the browser's window layer, which is what Playwright itself runs headless by default). It
 * takes about a quarter less CPU than the full browser for the same flows (ADR 016). Someone who set
 * CHROMIUM_PATH gets that browser for the tests too; CHROMIUM_HEADLESS_SHELL_PATH names another shell.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (process.env.CHROMIUM_PATH ? CHROMIUM_PATH : '/usr/bin/chromium-headless-shell');

/**
 * The browser of a check no one watches (a release's preflight): the headless shell where it is
 * installed (npm test installs it), else Debian's Chromium.
 */
export const headlessBrowserPath = () => (existsSync(TEST_BROWSER_PATH) ? TEST_BROWSER_PATH : CHROMIUM_PATH);

/** Each browser: its Debian package, the variable that names another one, and where it is. */
const BROWSERS = [
  { debianPackage: 'chromium', variable: 'CHROMIUM_PATH', path: CHROMIUM_PATH },
  {
    debianPackage: 'chromium-headless-shell',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    path: TEST_BROWSER_PATH,
  },
];

/**
 * Installs Debian's chromium and its headless shell with apt-get when they are not there (never
 * Playwright's download).
 */
export const ensureChromium = async () => {
  // A path someone chose is theirs to fix: apt-get would install another browser elsewhere.
  for (const { variable, path } of BROWSERS) {
    if (process.env[variable] && !existsSync(path))
      throw new Error(`${variable} is ${path}, and nothing is there`);
  }
  const missing = BROWSERS.filter(({ path }) => !existsSync(path)).map(({ debianPackage }) => debianPackage);
  if (missing.length === 0) return;
  step(`Installing Debian's ${missing.join(' and ')} for the browser tests`);
  await installDebianPackages(missing);
};

/** Flags for Chromium in a container with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
