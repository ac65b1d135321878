import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { browseDist, manifestUrl, shellDist, startBrowseOrigin, startShellOrigin } from '../support/origins';
import { extraPorts } from '../support/ports';
import { rebuildRemote } from '../support/rebuild-remote';

const fingerprint = (folder: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(folder, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );

test('a rebuilt remote-browse, its served files replaced, shows on reload while the shell stays byte-identical', async ({
  page,
  portal,
}) => {
  test.setTimeout(240_000);
  const shellUrl = `http://localhost:${extraPorts.redeployShell}`;
  // remote-browse's deployment: a folder its team replaces the files of.
  const served = mkdtempSync(path.join(tmpdir(), 'portal-e2e-browse-deploy-'));
  cpSync(browseDist, served, { recursive: true });
  const shellBefore = fingerprint(shellDist);
  const browse = await startBrowseOrigin({ port: extraPorts.redeployBrowse, root: served });
  const shell = await startShellOrigin({
    port: extraPorts.redeployShell,
    remotes: { browse: manifestUrl(extraPorts.redeployBrowse) },
  });
  try {
    const shellIndexBefore = await (await page.request.get(`${shellUrl}/`)).text();

    await test.step('the current release', async () => {
      await page.goto(`${shellUrl}/categories`);
      await expect(portal.categoriesHeading()).toBeVisible();
    });

    await test.step('remote-browse is rebuilt with a visible change and its served files replaced', async () => {
      const next = await rebuildRemote({
        folder: 'remote-browse',
        // The page's words live in its catalog (docs/adr/019-messages-and-locales.md).
        change: {
          file: 'src/features/categories/messages/en.json',
          find: '"categories.title": "Browse Courses"',
          replace: '"categories.title": "Browse Our Courses"',
        },
      });
      rmSync(served, { recursive: true, force: true });
      cpSync(next, served, { recursive: true });
    });

    await test.step('a reload shows the change', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Browse Our Courses', level: 2 })).toBeVisible();
      await expect(portal.categoryLinks().first()).toBeVisible();
    });

    await test.step("the shell's files are byte-identical, on disk and as served", async () => {
      expect(fingerprint(shellDist)).toEqual(shellBefore);
      expect(await (await page.request.get(`${shellUrl}/`)).text()).toBe(shellIndexBefore);
    });
  } finally {
    await shell.close();
    await browse.close();
    rmSync(served, { recursive: true, force: true });
  }
});
