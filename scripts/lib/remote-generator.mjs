// What `pnpm new:remote` plans and writes, apart from the command line (so that jest can run it on a
// scratch copy). Node built-ins only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_FOLDERS } from '../../tooling/remotes/remote-skeleton.mjs';

const defaultRoot = path.resolve(import.meta.dirname, '../..');
const TEMPLATE = path.join(defaultRoot, 'tooling/remote-template');

/** Libraries a remote depends on at the shell's versions: the shared singletons and the host contract. */
const RUNTIME_DEPENDENCIES = [
  '@module-federation/enhanced',
  '@portal/shared',
  '@tanstack/react-query',
  'antd',
  'react',
  'react-dom',
  'react-hook-form',
  'zod',
  'zustand',
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

const pascalCase = (text) =>
  text
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
const kebabCase = (pascal) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const camelCase = (text) => {
  const pascal = pascalCase(text);
  return pascal[0].toLowerCase() + pascal.slice(1);
};

/**
 * The remote to create: the planned entry of portal.remotes.json when there is one, else a new entry
 * with one page at `route` (default `/<name>`).
 */
export const planRemote = ({ name, title, route, description, root = defaultRoot }) => {
  if (!/^[a-z][a-z0-9]*$/.test(name)) {
    throw new Error(
      `"${name}" cannot name a remote: lower-case letters and digits, starting with a letter (it is a JS identifier in the federation runtime).`,
    );
  }
  const definition = readJson(path.join(root, 'portal.remotes.json'));
  const planned = definition.remotes.find((remote) => remote.name === name);
  const folder = planned?.folder ?? `remote-${name}`;
  if (existsSync(path.join(root, folder))) throw new Error(`${folder}/ already exists.`);
  if (planned) {
    if (title || route || description) {
      throw new Error(`${name} is already planned in portal.remotes.json: edit its entry there instead.`);
    }
    return { root, remote: planned, isNew: false };
  }
  const pagePath = route ?? `/${name}`;
  if (!pagePath.startsWith('/')) throw new Error(`The route must start with "/": ${pagePath}`);
  const routed = definition.remotes.flatMap((remote) => remote.exposes.map((entry) => entry.route));
  if (routed.includes(pagePath)) throw new Error(`${pagePath} is already routed to another remote.`);
  const component = `${pascalCase(name)}Page`;
  return {
    root,
    isNew: true,
    remote: {
      name,
      folder,
      portOffset: Math.max(0, ...definition.remotes.map((remote) => remote.portOffset)) + 1,
      description: description ?? `The ${name} area.`,
      exposes: [
        {
          module: `./${component}`,
          file: `./src/exposed/${kebabCase(component)}.ts`,
          route: pagePath,
          title: title ?? pascalCase(name).replace(/([a-z])([A-Z])/g, '$1 $2'),
          when: [],
        },
      ],
    },
  };
};

const fill = (text, values) =>
  text.replace(/__([A-Z_]+)__/g, (match, key) => (key in values ? values[key] : match));

const whereShown = (entry) =>
  entry.route
    ? `route \`${entry.route}\``
    : entry.slideOut
      ? `slide-out \`${entry.slideOut}\``
      : `shared component \`${entry.component}\``;

/** Writes the remote's folder, its portal.remotes.json entry and its deployment entry. */
export const writeRemote = ({ root, remote, isNew }) => {
  const created = [];
  const write = (relative, text) => {
    const file = path.join(root, remote.folder, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    created.push(path.join(remote.folder, relative));
  };
  const template = (relative) => readFileSync(path.join(TEMPLATE, `${relative}.tmpl`), 'utf8');

  const shell = readJson(path.join(root, 'shell/package.json'));
  const pick = (from, names) =>
    Object.fromEntries(names.filter((dep) => from[dep]).map((dep) => [dep, from[dep]]));
  const port = 4100 + remote.portOffset;
  const pieces = remote.exposes.map((entry) => {
    const component = entry.module.replace(/^\.\//, '');
    return { entry, component, kebab: kebabCase(component) };
  });
  const base = {
    NAME: remote.name,
    CAMEL: camelCase(remote.name),
    PASCAL: pascalCase(remote.name),
    DESCRIPTION: remote.description,
    PORT: String(port),
  };

  write(
    'package.json',
    fill(template('package.json'), {
      ...base,
      DEPENDENCIES: JSON.stringify(pick(shell.dependencies, RUNTIME_DEPENDENCIES)),
      DEV_DEPENDENCIES: JSON.stringify(shell.devDependencies),
    }),
  );
  write(
    'README.md',
    fill(template('README.md'), {
      ...base,
      EXPOSES: pieces.map(({ entry }) => `- \`${entry.module}\`: ${whereShown(entry)}.`).join('\n'),
    }),
  );
  write('webpack.config.mjs', template('webpack.config.mjs'));
  write('src/index.ts', template('src/index.ts'));
  write('src/contract/index.ts', fill(template('src/contract/index.ts'), base));
  write(`src/contract/${remote.name}-endpoints.ts`, fill(template('src/contract/endpoints.ts'), base));
  write('src/contract/query-keys.ts', fill(template('src/contract/query-keys.ts'), base));
  write('src/lib/styles.ts', fill(template('src/lib/styles.ts'), base));
  write(`src/testing/${remote.name}-fixtures.ts`, fill(template('src/testing/fixtures.ts'), base));
  // The first feature's folders (tooling/remotes/remote-skeleton.mjs), empty until it has code.
  for (const folder of FEATURE_FOLDERS) write(`src/features/${remote.name}/${folder}/.gitkeep`, '');
  // The pages' words (docs/adr/019-messages-and-locales.md): English as the spec gives it, Spanish to
  // write (the title stays English until it is translated).
  const english = { 'page.empty': 'Nothing here yet.' };
  const spanish = { 'page.empty': 'Todavía no hay nada aquí.' };
  for (const { component, entry } of pieces) {
    english[`${component}.title`] = entry.title;
    spanish[`${component}.title`] = entry.title;
  }
  write('src/messages/en.json', `${JSON.stringify(english, null, 2)}\n`);
  write('src/messages/es.json', `${JSON.stringify(spanish, null, 2)}\n`);
  write('src/messages/catalog.ts', fill(template('src/messages/catalog.ts'), base));
  for (const { entry, component, kebab } of pieces) {
    const values = { ...base, COMPONENT: component, KEBAB: kebab, TITLE: entry.title };
    write(entry.file, fill(template('src/exposed/page.ts'), values));
    write(`src/pages/${kebab}.tsx`, fill(template('src/pages/page.tsx'), values));
    write(`src/pages/${kebab}.test.tsx`, fill(template('src/pages/page.test.tsx'), values));
  }
  const pages = pieces.filter(({ entry }) => entry.route);
  const panels = pieces
    .filter(({ entry }) => entry.slideOut)
    .map(({ entry, component }) => ` ${entry.slideOut}: ${component},`);
  const routes = pages.map(
    ({ entry, component }) => `    { path: '${entry.route}', element: <${component} /> },`,
  );
  if (pages[0]) routes.push(`    { path: '*', element: <${pages[0].component} /> },`);
  write(
    'src/bootstrap.tsx',
    fill(template('src/bootstrap.tsx'), {
      IMPORTS: pieces
        .map(({ component, kebab }) => `import { ${component} } from './pages/${kebab}';`)
        .join('\n'),
      ROUTES: routes.join('\n'),
      SLIDE_OUTS: panels.length > 0 ? `  slideOuts: {${panels.join('')} },\n` : '',
    }),
  );

  if (isNew) {
    const definitionFile = path.join(root, 'portal.remotes.json');
    const definition = readJson(definitionFile);
    definition.remotes.push(remote);
    writeJson(definitionFile, definition);
  }
  // Every route has a first-load budget (docs/adr/014): a new page starts at what a base-kit page
  // loads today (the shell and its singletons, about 200 KB, and 15 KB of its own).
  const budgetFile = path.join(root, 'budgets.json');
  if (existsSync(budgetFile)) {
    const budgets = readJson(budgetFile);
    for (const entry of remote.exposes)
      if (entry.route && !budgets.pages[entry.route])
        budgets.pages[entry.route] = { totalKB: 215, remotesKB: { [remote.folder]: 15 } };
    writeJson(budgetFile, budgets);
  }
  const deploymentFile = path.join(root, 'deploy/remotes.json');
  const deployment = existsSync(deploymentFile) ? readJson(deploymentFile) : {};
  deployment[remote.name] = `http://localhost:${port}/mf-manifest.json`;
  writeJson(deploymentFile, deployment);
  return created;
};
