// `pnpm measure:bundle`: JavaScript bytes (as sent, gzip-compressed) that a first visit loads before
// /categories shows its categories, split into shell, shared singletons and remote. A report, not a test.
// Needs production builds (`pnpm build`) and Chromium.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startPortalStack } from './lib/portal-stack.mjs';
import { repoRoot } from './lib/run.mjs';

const ports = { api: 4800, shell: 4810 };
const browsePort = ports.shell + 1;
const BUDGET_KB = 250;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Files of the shell's build that hold a shared singleton's own module, from its federation manifest.
 * Chunks that webpack split out of a library (antd's internals, for example) count as the shell's.
 */
const sharedFiles = () => {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'shell/dist/mf-manifest.json'), 'utf8'));
  return new Map(
    manifest.shared.flatMap((entry) =>
      [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => [file, entry.name]),
    ),
  );
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-'));
const stack = await startPortalStack({ ports, dataDir, quiet: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto(`http://localhost:${ports.shell}/categories`);
  await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
  await page.waitForLoadState('networkidle');

  const shared = sharedFiles();
  const groups = { shell: 0, 'shared singletons': 0, remote: 0 };
  const rows = [];
  for (const { url, bytes } of scripts) {
    const { port, pathname } = new URL(url);
    const file = pathname.slice(1);
    const group = Number(port) === browsePort ? 'remote' : shared.has(file) ? 'shared singletons' : 'shell';
    groups[group] += bytes;
    rows.push({ file, group, bytes, package: shared.get(file) ?? '' });
  }
  const total = Object.values(groups).reduce((sum, bytes) => sum + bytes, 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `JavaScript loaded before /categories shows its categories (gzip, as sent; ${scripts.length} files):`,
  );
  for (const [group, bytes] of Object.entries(groups))
    console.log(`  ${group.padEnd(18)} ${kb(bytes).padStart(10)}`);
  console.log(`  ${'total'.padEnd(18)} ${kb(total).padStart(10)}   (aim: at most ${BUDGET_KB} KB)`);
  console.log('\nLargest files:');
  for (const row of rows.sort((a, b) => b.bytes - a.bytes).slice(0, 10)) {
    console.log(`  ${kb(row.bytes).padStart(10)}  ${row.group.padEnd(18)} ${row.file} ${row.package}`);
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
