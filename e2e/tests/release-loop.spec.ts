import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { putInLocalStorage, SESSION_STORAGE_KEY, storedSession } from '../../scripts/lib/demo-session.mjs';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { REMOTES } from '../../tooling/remotes/portal-remotes.mjs';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { manifestUrl, startRemoteOrigin, startShellOrigin } from '../support/origins';
import { extraPorts, remoteOrigin } from '../support/ports';
import { nextContractMinor, remoteCopy } from '../support/rebuild-remote';

const runFile = promisify(execFile);

/** One of the team's commands, as the team runs it against its portal; never rejects. */
const teamCommand = async (script: string, args: string[], store: string) => {
  try {
    const { stdout, stderr } = await runFile(
      process.execPath,
      [path.join(repoRoot, 'scripts', script), ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, RELEASES_DIR: store },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  }
};

const ACCOUNT = 'src/pages/account-page.tsx';
/** A renamed title, in both languages: the page's words live in its catalogs, released with it. */
const ACCOUNT_MESSAGES = 'src/features/account/messages';
const RENAMED = [
  {
    file: `${ACCOUNT_MESSAGES}/en.json`,
    find: '"account.charges": "Charges"',
    replace: '"account.charges": "Charges and fees"',
  },
  {
    file: `${ACCOUNT_MESSAGES}/es.json`,
    find: '"account.charges": "Cargos"',
    replace: '"account.charges": "Cargos y tarifas"',
  },
];

/**
 * A portal of its own for payments' releases: payments from its own origin (with a release store),
 * every other remote from the main stack, and the deployment file's settings as given.
 */
const startReleaseStack = async (settings: Record<string, unknown> = {}) => {
  const store = mkdtempSync(path.join(tmpdir(), 'portal-e2e-releases-'));
  const shellUrl = `http://localhost:${extraPorts.releaseShell}`;
  const payments = await startRemoteOrigin({
    folder: 'remote-payments',
    port: extraPorts.releasePayments,
    releases: path.join(store, 'payments'),
  });
  const shell = await startShellOrigin({
    port: extraPorts.releaseShell,
    releasesDir: store,
    remotes: {
      ...Object.fromEntries(
        REMOTES.map((remote: { name: string }) => [
          remote.name,
          remote.name === 'payments'
            ? manifestUrl(extraPorts.releasePayments)
            : `${remoteOrigin(remote.name)}/mf-manifest.json`,
        ]),
      ),
      ...settings,
    },
  });
  return {
    store,
    shellUrl,
    release: (source: string, ...options: string[]) =>
      teamCommand(
        'release-remote.mjs',
        ['payments', '--portal', shellUrl, '--source', source, ...options],
        store,
      ),
    stop: async () => {
      await shell.close();
      await payments.close();
      rmSync(store, { recursive: true, force: true });
    },
  };
};

test("the payments team's loop: release a change, have broken releases refused, roll back", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const { store, shellUrl, release, stop } = await startReleaseStack();
  const livePayments = async () =>
    ((await (await page.request.get(`${shellUrl}/remotes.json`)).json()) as { payments: string }).payments;
  const charges = page.getByText('Charges', { exact: true });
  const renamedCharges = page.getByText('Charges and fees', { exact: true });

  try {
    await signInThroughApi(page, 'student@demo.school');
    await page.goto(`${shellUrl}/account`);
    await expect(charges).toBeVisible();
    const asDeployed = await livePayments();

    let released = '';
    await test.step('a changed string is released: built, preflighted, then live on the next load', async () => {
      const result = await release(
        remoteCopy({ folder: 'remote-payments', kind: 'release', changes: RENAMED }),
      );
      expect(result.output).toContain('/account renders in the live shell');
      expect(result.ok, result.output).toBe(true);
      released = await livePayments();
      expect(released).toMatch(/\/releases\/0\.1\.0-[0-9a-f]+-[0-9a-f]{8}\/mf-manifest\.json$/);
      const manifest = await (await page.request.get(released)).json();
      expect(manifest.metaData.buildInfo.buildVersion).toMatch(/^0\.1\.0\+[0-9a-f]+$/);
      await page.reload();
      await expect(renamedCharges).toBeVisible();
    });

    await test.step('the release brought its own Spanish: the renamed title in Spanish too', async () => {
      await page.evaluate(() => localStorage.setItem('portal.locale', 'es'));
      await page.reload();
      await expect(page.getByText('Cargos y tarifas', { exact: true })).toBeVisible();
      await page.evaluate(() => localStorage.setItem('portal.locale', 'en'));
      await page.reload();
      await expect(renamedCharges).toBeVisible();
    });

    await test.step("the reports since the release: the page's vitals from its version, no error", async () => {
      const { buildVersion } = (
        (await (await page.request.get(released)).json()) as {
          metaData: { buildInfo: { buildVersion: string } };
        }
      ).metaData.buildInfo;
      // Reports leave as the page is hidden; they are read as the team reads them.
      await page.goto('about:blank');
      const report = async () =>
        (await teamCommand('report-errors.mjs', ['--remote', 'payments', '--portal', shellUrl], store))
          .output;
      await expect
        .poll(report, { timeout: 15_000 })
        .toMatch(new RegExp(`payments +${buildVersion.replace('+', '\\+')} +/account +LCP`));
      const [errors] = (await report()).split('Web vitals');
      expect(errors).not.toContain(buildVersion);
      await page.goto(`${shellUrl}/account`);
      await expect(renamedCharges).toBeVisible();
    });

    await test.step('a release whose page throws is refused, and takes no traffic', async () => {
      const result = await release(
        remoteCopy({
          folder: 'remote-payments',
          kind: 'release-throws',
          changes: [
            {
              file: ACCOUNT,
              find: 'const Account = () => {',
              replace: "const Account = () => {\n  if (Date.now() > 0) throw new Error('Account is broken');",
            },
          ],
        }),
      );
      expect(result.ok, result.output).toBe(false);
      expect(result.output).toMatch(/\/account renders: .*Error: Account is broken/);
      expect(result.output).toContain('was not released, and takes no traffic');
      expect(await livePayments()).toBe(released);
    });

    await test.step('a release built for a newer host contract is refused, with the reason', async () => {
      const result = await release(
        remoteCopy({
          folder: 'remote-payments',
          kind: 'release-newer-contract',
          contractVersion: nextContractMinor(),
        }),
      );
      expect(result.ok, result.output).toBe(false);
      expect(result.output).toContain(`host contract ^${nextContractMinor()}`);
      expect(await livePayments()).toBe(released);
      await page.reload();
      await expect(renamedCharges).toBeVisible();
    });

    await test.step('one rollback brings the old string back', async () => {
      const result = await teamCommand('rollback-remote.mjs', ['payments', '--portal', shellUrl], store);
      expect(result.ok, result.output).toBe(true);
      expect(await livePayments()).toBe(asDeployed);
      await page.reload();
      await expect(charges).toBeVisible();
      await expect(renamedCharges).toHaveCount(0);
    });

    await test.step('the history shows each step, and nothing is left to roll back', async () => {
      const history = JSON.parse(readFileSync(path.join(store, 'history.json'), 'utf8')) as {
        action: string;
      }[];
      expect(history.map((event) => event.action)).toEqual(['release', 'refused', 'refused', 'rollback']);
      const shown = await teamCommand('release-history.mjs', ['payments'], store);
      expect(shown.output).toContain('refused');
      const again = await teamCommand('rollback-remote.mjs', ['payments', '--portal', shellUrl], store);
      expect(again.ok).toBe(false);
      expect(again.output).toContain('nothing to roll back to');
    });
  } finally {
    await stop();
  }
});

/** Signs the demo student in once, in this page only (no init script: signing out must stick). */
const signInOnce = async (page: Page, shellUrl: string) => {
  const reply = await page.request.post(`${shellUrl}/api/student/auth`, {
    data: { email: 'student@demo.school', password: DEMO_PASSWORD },
  });
  const { data } = (await reply.json()) as { data: { student: unknown; token: string } };
  await page.goto(`${shellUrl}/contact`);
  await page.evaluate(putInLocalStorage, { key: SESSION_STORAGE_KEY, value: storedSession(data) });
};

test('a staged release is tried in one browser only, never from an origin the deployment does not allow, and not after sign-out', async ({
  page,
  browser,
  portal,
}) => {
  test.setTimeout(240_000);
  const { shellUrl, release, stop } = await startReleaseStack({
    $overrides: { origins: [`http://localhost:${extraPorts.releasePayments}`] },
  });
  const onTrial = page.getByRole('region', { name: 'Builds on trial' });
  try {
    let link = '';
    await test.step('staged: built and preflighted, no traffic, and a link to try it', async () => {
      const result = await release(
        remoteCopy({ folder: 'remote-payments', kind: 'stage', changes: RENAMED }),
        '--stage',
      );
      expect(result.ok, result.output).toBe(true);
      expect(result.output).toContain('passed its preflight and takes no traffic');
      link = /Try it in your browser only: (\S+)/.exec(result.output)?.[1] ?? '';
      expect(link).toContain('remoteOverride=payments%40');
    });

    await test.step('the tester sees the staged build, and is told so on every page', async () => {
      await signInOnce(page, shellUrl);
      await page.goto(link);
      await expect(onTrial).toContainText('You are trying another build of payments, in this browser only.');
      expect(page.url()).not.toContain('remoteOverride');
      await page.goto(`${shellUrl}/account`);
      await expect(page.getByText('Charges and fees', { exact: true })).toBeVisible();
      await expect(onTrial).toBeVisible();
      await portal.expectAccessible();
    });

    await test.step('another browser keeps the live release', async () => {
      const other = await browser.newContext();
      try {
        const otherPage = await other.newPage();
        await signInOnce(otherPage, shellUrl);
        await otherPage.goto(`${shellUrl}/account`);
        await expect(otherPage.getByText('Charges', { exact: true })).toBeVisible();
        await expect(otherPage.getByText('Charges and fees', { exact: true })).toHaveCount(0);
        await expect(otherPage.getByRole('region', { name: 'Builds on trial' })).toHaveCount(0);

        await otherPage.goto(
          `${shellUrl}/account?remoteOverride=${encodeURIComponent(`payments@${remoteOrigin('payments')}/mf-manifest.json`)}`,
        );
        await expect(otherPage.getByRole('alert').filter({ hasText: 'was refused' })).toContainText(
          `this portal does not allow overrides from ${remoteOrigin('payments')}`,
        );
        await expect(otherPage.getByText('Charges', { exact: true })).toBeVisible();
      } finally {
        await other.close();
      }
    });

    await test.step('signing out ends the trial', async () => {
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(onTrial).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('portal-remote-overrides'))).toBeNull();
      await signInOnce(page, shellUrl);
      await page.goto(`${shellUrl}/account`);
      await expect(page.getByText('Charges', { exact: true })).toBeVisible();
      await expect(page.getByText('Charges and fees', { exact: true })).toHaveCount(0);
    });
  } finally {
    await stop();
  }
});
