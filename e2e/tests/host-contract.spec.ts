import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { expect, test } from '../fixtures/test';
import { manifestUrl, startBrowseOrigin, startShellOrigin } from '../support/origins';
import { extraPorts, remoteOrigin } from '../support/ports';
import { nextContractMinor, rebuildRemote } from '../support/rebuild-remote';

const providedVersion = (): string =>
  JSON.parse(readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')).version;

test('a remote built against a newer host contract than the shell provides is shown unavailable and never runs', async ({
  page,
  portal,
}) => {
  test.setTimeout(240_000);
  const provided = providedVersion();
  const required = `^${nextContractMinor()}`;
  const served = mkdtempSync(path.join(tmpdir(), 'portal-e2e-browse-newer-'));
  cpSync(await rebuildRemote({ folder: 'remote-browse', contractVersion: nextContractMinor() }), served, {
    recursive: true,
  });
  const browse = await startBrowseOrigin({ port: extraPorts.newerContractBrowse, root: served });
  const shell = await startShellOrigin({
    port: extraPorts.newerContractShell,
    remotes: {
      browse: manifestUrl(extraPorts.newerContractBrowse),
      profile: `${remoteOrigin('profile')}/mf-manifest.json`,
    },
  });
  const shellUrl = `http://localhost:${extraPorts.newerContractShell}`;
  const browseRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${extraPorts.newerContractBrowse}/`))
      browseRequests.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  try {
    await test.step('its manifest asks for the newer contract', async () => {
      const manifest = await (await page.request.get(manifestUrl(extraPorts.newerContractBrowse))).json();
      const contract = manifest.shared.find((entry: { name: string }) => entry.name === '@portal/shared');
      expect(contract.requiredVersion).toBe(required);
    });

    await test.step('the page says it is unavailable and why; the rest of the portal works', async () => {
      await page.goto(`${shellUrl}/categories`);
      const panel = page.getByRole('alert').filter({ hasText: 'Browse Courses is unavailable' });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(`${required} of the host contract; this portal provides ${provided}`);
      await expect(portal.retryButton()).toHaveCount(0);
      await portal.expectChromeWorks();
      await portal.expectAccessible();
    });

    await test.step('the console names the remote and both versions', async () => {
      expect(consoleErrors).toContainEqual(
        expect.stringContaining(
          `browse was built for host contract ${required}, and this portal provides ${provided}`,
        ),
      );
    });

    await test.step('only its manifest was fetched: none of its code ran', async () => {
      expect(browseRequests.length).toBeGreaterThan(0);
      expect(new Set(browseRequests)).toEqual(new Set(['/mf-manifest.json']));
    });

    await test.step('a remote built against the provided contract still loads beside it', async () => {
      await page.goto(`${shellUrl}/contact`);
      await expect(page.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
    });
  } finally {
    await shell.close();
    await browse.close();
    rmSync(served, { recursive: true, force: true });
  }
});
