import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { presentRemotes, repoRoot } from '../remotes/portal-remotes.mjs';
import { REQUIRED_FILES, skeletonProblems } from '../remotes/remote-skeleton.mjs';

/**
 * Every remote has the one shape (tooling/remotes/remote-skeleton.mjs), so that a diff between two
 * remotes shows only their domain. The generator's output is held to it in
 * scripts/lib/remote-generator.test.ts.
 */
describe('the remote skeleton', () => {
  it.each(presentRemotes().map((remote: { folder: string; name: string }) => [remote.folder, remote.name]))(
    '%s has it',
    (folder, name) => {
      expect(skeletonProblems(path.join(repoRoot, folder), name)).toEqual([]);
    },
  );

  it('names what differs in a remote that does not have it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skeleton-'));
    const write = (file: string, text = '') => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    for (const file of REQUIRED_FILES) write(file.replace('{area}', 'demo'));
    for (const folder of ['exposed', 'pages', 'messages']) mkdirSync(path.join(dir, 'src', folder));
    write('README.md', "# demo\n## Layout (every remote's)\n## Tests\n## Calls\n");
    write('src/features/signature/fonts/fit-text.ts');
    write('src/features/signature/signature-messages.ts');
    write('src/features/signature/rules/crop.ts');
    write('src/helpers/x.ts');
    write(
      'src/exposed/card.ts',
      "import './styles';\nexport { Card as Component } from '../features/card/components/card';\n",
    );
    write('src/exposed/page.ts', "export { DemoPage as Component } from '../pages/demo-page';\n");
    expect(skeletonProblems(dir, 'demo')).toEqual([
      "src/helpers: not part of a remote's src/",
      'src/features/signature/fonts/: not a feature folder (api, components, hooks, messages, rules)',
      'src/features/signature/signature-messages.ts: a loose file (put it in api, components, hooks, messages, rules)',
      'src/exposed/card.ts: not one line re-exporting a page as Component',
      'README.md: its first sections are ["Layout (every remote\'s)","Tests","Calls"], not ["Layout (every remote\'s)","Calls","Tests"]',
    ]);
  });
});
