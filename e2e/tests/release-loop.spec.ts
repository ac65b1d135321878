import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { REMOTES } from '../../tooling/remotes/portal-remotes.mjs';
import { signInThroughApi } from '../fixtures/session';
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
const RENAMED = { file: ACCOUNT, find: 'title="Charges"', replace: 'title="Charges and fees"' };

test("the payments team's loop: release a change, have broken releases refused, roll back", async ({
  page,
}) => {
  test.setTimeout(360_000);
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
    remotes: Object.fromEntries(
      REMOTES.map((remote: { name: string }) => [
        remote.name,
        remote.name === 'payments'
          ? manifestUrl(extraPorts.releasePayments)
          : `${remoteOrigin(remote.name)}/mf-manifest.json`,
      ]),
    ),
  });
  const release = (source: string) =>
    teamCommand('release-remote.mjs', ['payments', '--portal', shellUrl, '--source', source], store);
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
        remoteCopy({ folder: 'remote-payments', kind: 'release', changes: [RENAMED] }),
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
    await shell.close();
    await payments.close();
    rmSync(store, { recursive: true, force: true });
  }
});
