// `pnpm measure:documents`: (1) the time from a click on a required document in /documents to its
// HTML shown in the panel's frame, and (2) the time to upload 4 pictures of about 3 MB each (as data
// URLs, one submit) against the local API, each by a test student of its own. A report, not a test.
// Needs production builds (`pnpm build`) and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { signInThroughApi, signedInContext } from './lib/demo-session.mjs';
import { printTimes } from './lib/timing.mjs';
import { startPortalStack } from './lib/portal-stack.mjs';

const ports = { api: 4840, shell: 4850 };
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const TEST_PASSWORD = 'Tester#2026';

/** A JPEG of about `bytes`: a valid header, then noise (the API checks the leading bytes). */
const jpegOf = (bytes) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(bytes - 4)]);

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-documents-'));
const stack = await startPortalStack({
  ports,
  dataDir,
  quiet: true,
  apiEnv: { TEST_STUDENTS: String(2 * ROUNDS) },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const openTimes = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const session = await signInThroughApi(stack.shellUrl, `student${round}@e2e.test`, TEST_PASSWORD);
    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    await page.goto(new URL('/documents', stack.shellUrl).href);
    const row = page
      .getByRole('list', { name: 'Documents requiring action' })
      .getByRole('button', { name: /Liability Waiver/ });
    await row.waitFor();
    const start = Date.now();
    await row.click();
    await page
      .getByRole('dialog')
      .frameLocator('iframe')
      .getByText(/release/i)
      .first()
      .waitFor();
    openTimes.push(Date.now() - start);
    await context.close();
  }
  printTimes('Open a required document until its HTML shows (first opens load remote-documents)', openTimes);

  const picture = `data:image/jpeg;base64,${jpegOf(3 * 1024 * 1024).toString('base64')}`;
  const uploadTimes = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { token } = await signInThroughApi(
      stack.shellUrl,
      `student${ROUNDS + round}@e2e.test`,
      TEST_PASSWORD,
    );
    const start = performance.now();
    const reply = await fetch(new URL('/api/document/action_submit/PHOTO-ID', stack.shellUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ images: [picture, picture, picture, picture], documents: [] }),
    });
    const body = await reply.json();
    uploadTimes.push(performance.now() - start);
    if (body.result !== 'ok') throw new Error(`upload refused: ${body.errorMessage}`);
  }
  printTimes('Upload 4 pictures of 3 MB each (12 MB, one submit through the shell)', uploadTimes);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
