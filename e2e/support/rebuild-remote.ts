import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, repoRoot } from '../../scripts/lib/run.mjs';

/**
 * Rebuilds remote-browse from a copy of its source with one visible change, the way its team would
 * release a new version, and returns the folder of the new build. The copy lives under e2e/.work so
 * that the repository's own sources are never touched.
 */
export const rebuildBrowseWithChange = async ({
  find,
  replace,
  file,
}: {
  find: string;
  replace: string;
  file: string;
}) => {
  const source = path.join(repoRoot, 'remote-browse');
  const copy = path.join(repoRoot, 'e2e/.work/remote-browse-next');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.mjs']) {
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  // Reuse the remote's warm build cache and its dependencies.
  cpSync(path.join(source, '.cache'), path.join(copy, '.cache'), { recursive: true });
  symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  const changed = path.join(copy, file);
  const text = readFileSync(changed, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer contains "${find}"`);
  writeFileSync(changed, text.replace(find, replace));

  await run(process.execPath, [path.join(repoRoot, 'tooling/webpack/cli.mjs'), 'build'], {
    cwd: copy,
    stdio: 'ignore',
  });
  return path.join(copy, 'dist');
};
