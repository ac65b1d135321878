import { existsSync } from 'node:fs';
import { run, step } from './run.mjs';

/** Debian's Chromium, as every measurement script drives it (see the toolchain facts in the README). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium with apt-get when no Chromium is there (never Playwright's download). */
export const ensureChromium = async () => {
  if (existsSync(CHROMIUM_PATH)) return;
  // A CHROMIUM_PATH someone chose is theirs to fix: apt-get would install another one elsewhere.
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH is ${CHROMIUM_PATH}, and nothing is there`);
  step("Installing Debian's chromium for the browser tests");
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
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
