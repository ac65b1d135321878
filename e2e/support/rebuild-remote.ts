import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, repoRoot } from '../../scripts/lib/run.mjs';

const workDir = path.join(repoRoot, 'e2e/.work');

type SourceChange = { file: string; find: string; replace: string };

/**
 * A copy of the host contract (`shared/`) at another version, as a remote's team would have it when
 * the contract has moved on: same sources, the version its package.json says.
 */
const contractAtVersion = (version: string, forCopy: string): string => {
  const source = path.join(repoRoot, 'shared');
  // One per remote copy: two tests may build against the same version side by side.
  const copy = path.join(workDir, `shared-${version}-for-${path.basename(forCopy)}`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(path.join(source, 'src'), path.join(copy, 'src'), { recursive: true });
  const contractPackage = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...contractPackage, version }, null, 2));
  symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
};

/** The remote's dependencies, each linked to the installed one, except the host contract when given. */
const linkDependencies = (source: string, copy: string, contract?: string) => {
  const modules = path.join(copy, 'node_modules');
  mkdirSync(path.join(modules, '@portal'), { recursive: true });
  for (const entry of readdirSync(path.join(source, 'node_modules'))) {
    if (entry === '@portal') continue;
    symlinkSync(path.join(source, 'node_modules', entry), path.join(modules, entry), 'dir');
  }
  for (const entry of readdirSync(path.join(source, 'node_modules/@portal'))) {
    const target =
      entry === 'shared' && contract ? contract : path.join(source, 'node_modules/@portal', entry);
    symlinkSync(target, path.join(modules, '@portal', entry), 'dir');
  }
};

/**
 * A copy of a remote's source, as its team would have it for a new version: with visible changes,
 * and/or against another version of the host contract. The copy lives under e2e/.work (`kind` names
 * it, so that two tests never share one) and the repository's own sources are never touched.
 */
export const remoteCopy = ({
  folder,
  kind,
  changes = [],
  contractVersion,
}: {
  folder: string;
  kind: string;
  changes?: SourceChange[];
  contractVersion?: string;
}): string => {
  const source = path.join(repoRoot, folder);
  const copy = path.join(workDir, `${folder}-${kind}`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.mjs']) {
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  // Reuse the remote's warm build cache.
  cpSync(path.join(source, '.cache'), path.join(copy, '.cache'), { recursive: true });
  linkDependencies(source, copy, contractVersion ? contractAtVersion(contractVersion, copy) : undefined);

  for (const change of changes) {
    const changed = path.join(copy, change.file);
    const text = readFileSync(changed, 'utf8');
    if (!text.includes(change.find)) throw new Error(`${change.file} no longer contains "${change.find}"`);
    writeFileSync(changed, text.replace(change.find, change.replace));
  }
  return copy;
};

/** Rebuilds a remote from a copy of its source (remoteCopy) and returns the folder of the new build. */
export const rebuildRemote = async ({
  folder,
  change,
  contractVersion,
}: {
  folder: string;
  change?: SourceChange;
  contractVersion?: string;
}) => {
  const copy = remoteCopy({
    folder,
    kind: contractVersion ? `contract-${contractVersion}` : 'next',
    changes: change ? [change] : [],
    contractVersion,
  });
  await run(process.execPath, [path.join(repoRoot, 'tooling/webpack/cli.mjs'), 'build'], {
    cwd: copy,
    stdio: 'ignore',
  });
  return path.join(copy, 'dist');
};

/** The host contract's next minor version after the one the shell was built with. */
export const nextContractMinor = (): string => {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8'));
  const [major, minor] = String(version).split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
};
