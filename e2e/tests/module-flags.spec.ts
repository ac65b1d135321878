import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { requestsTo } from '../fixtures/requests';
import { expect, test } from '../fixtures/test';
import { startShellOrigin } from '../support/origins';
import { extraPorts, remoteOrigin } from '../support/ports';

test.describe('a school with the browse-courses module off', () => {
  const shellUrl = `http://localhost:${extraPorts.noBrowseShell}`;
  let stop: () => Promise<void>;

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-nobrowse-'));
    const api = await startApi({
      port: extraPorts.noBrowseApi,
      dataDir,
      quiet: true,
      schoolConfig: path.join(repoRoot, 'api/config/no-browse-school.json'),
    });
    // remote-browse is deployed and running: only the school's flag keeps it out.
    const shell = await startShellOrigin({
      port: extraPorts.noBrowseShell,
      apiOrigin: api.origin,
      remotes: { browse: `${remoteOrigin('browse')}/mf-manifest.json` },
    });
    stop = async () => {
      await shell.close();
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });

  test.afterAll(async () => stop());

  test('never requests remote-browse, does not route /categories, and lands per the default-landing rule', async ({
    page,
    portal,
  }) => {
    const browseRequests = requestsTo(page, remoteOrigin('browse'));

    await test.step("'/' lands on /contact: the last enabled landing route once categories and checkout are gone", async () => {
      await page.goto(`${shellUrl}/`);
      await expect(page).toHaveURL(`${shellUrl}/contact`);
      await portal.expectChromeWorks();
    });

    await test.step('/categories is not routed', async () => {
      await page.goto(`${shellUrl}/categories`);
      await expect(portal.notFound()).toBeVisible();
      await expect(portal.header().getByRole('link', { name: 'Browse Courses' })).toHaveCount(0);
    });

    await test.step('/login-redirect goes to the default landing route', async () => {
      await page.goto(`${shellUrl}/login-redirect`);
      await expect(page).toHaveURL(`${shellUrl}/contact`);
    });

    expect(browseRequests).toEqual([]);
  });
});
