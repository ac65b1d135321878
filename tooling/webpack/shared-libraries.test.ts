import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hostContractEntries, SHARED_SINGLETONS } from './shared-libraries.mjs';

const root = path.resolve(__dirname, '../..');

/** Every module the shell's own code imports, statically or on demand (its tests left out). */
const shellImports = (): Set<string> => {
  const found = new Set<string>();
  const files = readdirSync(path.join(root, 'shell/src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const text = readFileSync(path.join(root, 'shell/src', file), 'utf8');
    for (const [, request] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) found.add(request!);
  }
  return found;
};

/** Singletons the shell's code reaches without naming them. */
const REACHED_UNNAMED = new Set([
  'react/jsx-runtime', // by every .tsx file, through the automatic JSX runtime
  'react-dom', // by the modal layer's portal (`react-dom/client` on Preact does not import it)
]);

describe('the shared modules the shell provides', () => {
  // webpack's federation plugin provides a shared module only when the host's own graph reaches it:
  // one the shell never imports is missing at run time ("Can not get ...") for every remote using it.
  it("are all reached by the shell's code: every singleton and every entry of the host contract", () => {
    const imported = shellImports();
    const contractPackage = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
    const provided = [...SHARED_SINGLETONS, ...hostContractEntries(contractPackage)];
    const missing = provided.filter((request) => !imported.has(request) && !REACHED_UNNAMED.has(request));
    expect(missing).toEqual([]);
  });
});
