// `pnpm new:remote <name> [--title "Title"] [--route /path] [--description "..."] [--no-install]`:
// a new remote, in the shape every remote shares. Adds its entry to portal.remotes.json (or takes the
// planned one there), creates remote-<name>/ from tooling/remote-template with one page (or a page or
// panel per exposed module of a planned entry) and its test, names it in deploy/remotes.json, and
// installs it into the workspace. Nothing else needs an edit: webpack, the scripts, jest, e2e and the
// shell's registry read portal.remotes.json.
import { parseArgs } from 'node:util';
import { planRemote, writeRemote } from './lib/remote-generator.mjs';
import { run } from './lib/run.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    route: { type: 'string' },
    description: { type: 'string' },
    'no-install': { type: 'boolean', default: false },
  },
});

const [name] = positionals;
if (!name) {
  console.error('usage: pnpm new:remote <name> [--title "Title"] [--route /path] [--description "..."]');
  process.exit(2);
}

try {
  const plan = planRemote({
    name,
    title: values.title,
    route: values.route,
    description: values.description,
  });
  const created = writeRemote(plan);
  console.log(`Created ${plan.remote.folder}/ (${created.length} files):`);
  for (const file of created) console.log(`  ${file}`);
  if (!values['no-install']) {
    await run('pnpm', ['install', '--prefer-offline']);
    // The generated files in the project's own format, so that `format:check` passes as they are.
    await run('pnpm', [
      'exec',
      'prettier',
      '--log-level',
      'warn',
      '--write',
      plan.remote.folder,
      'portal.remotes.json',
      'deploy/remotes.json',
    ]);
  }
  console.log(
    `\nNext: 'npm start' builds and serves it on :${4100 + plan.remote.portOffset}; ` +
      `its routes are ${plan.remote.exposes.map((entry) => entry.route ?? entry.slideOut ?? entry.component).join(', ')}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
