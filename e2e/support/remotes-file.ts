import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes a deployment file (remotes.json) for a stack and returns its path. */
export const writeRemotesFile = (remotes: Record<string, unknown>): string => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-e2e-deploy-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(remotes, null, 2));
  return file;
};
