import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { FEATURE_FOLDERS } from './tooling/remotes/remote-skeleton.mjs';
import tseslint from 'typescript-eslint';

const uiBarrelRule = {
  name: 'antd',
  message:
    'Import UI from @portal/shared/ui, /ui-forms or /ui-data: the barrels are shared once at run time, antd whole is not.',
};
/** One `no-restricted-imports` path rule per package name, all with the same reason. */
const packageRules = (names, message) => names.map((name) => ({ name, message }));
const routerRules = packageRules(
  ['react-router', 'react-router-dom'],
  'Import the router from @portal/shared/router: one tree-shaken copy is shared at run time, the package whole is not.',
);
const deepSharedRule = {
  group: ['@portal/shared/src/*', '**/shared/src/*'],
  message: "Use @portal/shared's entry points: its internals are not part of the host contract.",
};
const otherRemoteRule = {
  group: ['@portal/remote-*', '**/remote-*/src/*'],
  message:
    "A remote never imports another remote's source (nor the shell an area's): go through the host contract in @portal/shared, so that each releases on its own.",
};
const zodRules = packageRules(
  ['zod', 'zod/mini'],
  "Import zod from @portal/shared/zod: the shell shares that one tree-shaken copy at run time; zod itself would ship again in every remote's first load.",
);
const rawRequestRule = {
  name: '@portal/shared',
  importNames: ['apiRequest'],
  message:
    'Call the API with callEndpoint and the endpoint table: the one definition the API registers its route from, so the request cannot disagree with the server.',
};
const shellSourceRule = {
  group: ['@portal/shell', '@portal/shell/*', '**/shell/src/*'],
  message:
    "Only the shell imports shell/src: a remote reaches the shell through the host contract (useHostServices, the stores), which is versioned; the shell's source is not.",
};
const apiSourceRule = {
  group: ['@portal/api', '@portal/api/*', '**/api/src/*'],
  message:
    "Browser code never imports the API's source: it calls the API over HTTP through the endpoint tables.",
};
const appsFromSharedRule = {
  group: [
    '@portal/shell*',
    '@portal/remote-*',
    '@portal/api*',
    '**/shell/src/*',
    '**/remote-*/src/*',
    '**/api/src/*',
  ],
  message: 'shared never imports an app: the host contract must build and version on its own.',
};

const pagesFromFeaturesRule = {
  group: ['**/pages/*', '**/exposed/*', '**/bootstrap'],
  message:
    'Features and lib never import pages or exposed modules: pages compose features, so a feature can be tested and moved on its own.',
};
const exposedFromInsideRule = {
  group: ['**/exposed/*', '**/bootstrap'],
  message:
    'Nothing inside a remote imports its exposed modules: they are its public interface, for the shell only.',
};

/** The shape every read and write takes, so that a newcomer who knows one call knows them all. */
const apiCallShapeRules = [
  {
    // `useQuery({ ...getXQueryOptions(), enabled })` is allowed: per-use options on the one definition.
    selector:
      'CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression.arguments:not(:has(SpreadElement > CallExpression[callee.name=/QueryOptions$/]))',
    message:
      'Read through a get<Thing>QueryOptions() of the api folder: the options are the one definition a hook, a preload, a prefetch and a test share, so a key and its fetcher cannot drift apart.',
  },
  {
    selector:
      'CallExpression[callee.name=/^(queryOptions|infiniteQueryOptions|useMutation)$/] CallExpression[callee.name="callEndpoint"]',
    message:
      'Call the endpoint in a named fetcher (get<Thing>, or a verb for a write) and pass that here: the fetcher is what tests, preloads and other queries call, and it reads the reply once.',
  },
];

/** An app's import rules (a remote's or the shell's): the same packages barred, and `patterns`. */
const appImports = (patterns) => [
  'error',
  { paths: [uiBarrelRule, ...routerRules, ...zodRules, rawRequestRule], patterns },
];

/** A remote's import rules, with the layer rule of the folder the file is in. */
const remoteImports = (...layerRules) =>
  appImports([deepSharedRule, otherRemoteRule, shellSourceRule, apiSourceRule, ...layerRules]);

// The shell's layers: app -> pages -> features -> lib (shell/README.md), as a remote's.
const shellUpperLayersRule = {
  group: ['**/pages/*', '**/app/*', '**/bootstrap'],
  message:
    "Features and lib never import pages or the shell's app: the app composes pages and pages compose features, so a feature can be tested and moved on its own.",
};
const shellAppFromPagesRule = {
  group: ['**/app/*', '**/bootstrap'],
  message:
    "Pages never import the shell's app: the app (providers, routes, start-up) composes the pages, so a page renders on its own, in a test or under another route.",
};
const shellFeaturesFromLibRule = {
  group: ['**/features/*'],
  message:
    "The shell's lib never imports a feature: features build on lib, so what several features share must not bring one of them (and what it imports) along.",
};

/** The shell's import rules, with the layer rules of the folder the file is in. */
const shellImports = (...layerRules) =>
  appImports([deepSharedRule, otherRemoteRule, apiSourceRule, ...layerRules]);

/** Tells why a rule exists in its message, for rules whose own message says only what. */
const withReason = (rule, reason) => ({
  ...rule,
  create(context) {
    const report = (descriptor) => {
      const template = descriptor.message ?? rule.meta.messages[descriptor.messageId];
      const text = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key) => String(descriptor.data?.[key] ?? ''));
      const { messageId: _id, data: _data, ...rest } = descriptor;
      context.report({ ...rest, message: `${text.replace(/[.:]?$/, ':')} ${reason}` });
    };
    return rule.create(Object.create(context, { report: { value: report } }));
  },
});

const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|mjs|cjs|js)$/;

/** The project's own rules. */
const portalPlugin = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [] },
      create: (context) => ({
        Program(node) {
          const name = context.filename.split(/[\\/]/).pop();
          if (!FILE_NAME.test(name)) {
            context.report({
              node,
              message: `${name}: file names are kebab-case (category-card.tsx, use-session.ts), so that imports read the same on every system and a file is found by its words.`,
            });
          }
        },
      }),
    },
    'feature-folders': {
      meta: { type: 'suggestion', schema: [] },
      create: (context) => ({
        Program(node) {
          const file = context.filename.split(/[\\/]/).join('/');
          const inFeature = /\/(?:shell|remote-[a-z0-9-]+)\/src\/features\/([^/]+)\/(.+)$/.exec(file);
          if (!inFeature) return;
          const [, feature, rest] = inFeature;
          const folder = rest.includes('/') ? rest.split('/')[0] : null;
          if (folder && FEATURE_FOLDERS.includes(folder)) return;
          context.report({
            node,
            message: `features/${feature}/${rest}: a feature's files live in ${FEATURE_FOLDERS.map((name) => `${name}/`).join(', ')} (calls, rendering, hooks, pure logic), so that every feature of every app reads the same and a rule is found where the others are (tooling/remotes/remote-skeleton.mjs).`,
          });
        },
      }),
    },
    'no-cycle': withReason(
      importX.rules['no-cycle'],
      'Modules in a cycle cannot be understood, tested or split apart one at a time: move what both need into a third module.',
    ),
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.cache/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.work/**',
      'api/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Measurement scripts pass functions to page.evaluate, which run in the browser.
    files: ['scripts/measure-*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': shellImports() },
  },
  {
    // The shell's layers: app -> pages -> features -> lib (shell/README.md).
    files: ['shell/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': shellImports(shellUpperLayersRule) },
  },
  {
    files: ['shell/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': shellImports(shellUpperLayersRule, shellFeaturesFromLibRule) },
  },
  {
    files: ['shell/src/pages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': shellImports(shellAppFromPagesRule) },
  },
  {
    files: ['remote-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': remoteImports() },
  },
  {
    // A remote's layers: exposed -> pages -> features -> lib and contract (README of any remote).
    files: ['remote-*/src/features/**/*.{ts,tsx}', 'remote-*/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': remoteImports(pagesFromFeaturesRule) },
  },
  {
    files: ['remote-*/src/pages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': remoteImports(exposedFromInsideRule) },
  },
  {
    // One way to call the API: endpoint table -> fetcher -> queryOptions -> hook (any remote's README).
    files: ['remote-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...apiCallShapeRules] },
  },
  {
    files: ['remote-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Feature code calls the API through callEndpoint in @portal/shared: one client sends the headers and reads the envelope the spec asks for.',
        },
      ],
    },
  },
  {
    // Every folder of the host contract, its UI barrels and test kit included.
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [uiBarrelRule, ...routerRules, ...zodRules], patterns: [appsFromSharedRule] },
      ],
    },
  },
  {
    // The barrels are where antd, the router and zod come in.
    files: ['shared/src/ui/**/*.{ts,tsx}', 'shared/src/router/**/*.{ts,tsx}', 'shared/src/zod/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appsFromSharedRule] }] },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@portal/shared(?!/contracts$)',
              message:
                "The API uses only the contracts of @portal/shared: the rest is browser code, and the server must not depend on the shell's run-time pieces.",
            },
            {
              regex: '^@portal/remote-[a-z0-9]+(?!/contract$)(/.*)?$',
              message:
                "The API uses only an area's contract (@portal/remote-<area>/contract): a remote's pages are browser code.",
            },
            shellSourceRule,
            { ...otherRemoteRule, group: ['**/remote-*/src/*'] },
            {
              // From an area into another: ../<area>/… (its root files) or ../../<area>/… (its folders). Its
              // own ./services/x and ../services/x pass; api/test's ../src/seed/ is the shared demo seed.
              regex: '^(\\.\\./){1,2}(?!src/)[a-z-]+/(services|routes|seed)/',
              message:
                'Import another API area only through its public module (../<area>, its index.ts), never its services/, routes/ or seed/: so an area can change its internals without breaking another, and what others may use is what its index.ts exports. What several areas need lives outside src/areas (src/students, src/lib, src/db, src/seed).',
            },
            {
              // From outside src/areas (app, dev, main, tests). An area's seed/ stays open to these: src/seed
              // assembles the demo school from every area's demo data, and tests name the records they use.
              regex: '(^|/)areas/[a-z-]+/(services|routes)/',
              message:
                'Import an API area only through its public module (areas/<area>, its index.ts), never its services/ or routes/: so an area can change its internals without breaking the rest of the API, and what others may use is what its index.ts exports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{shell,shared,api,scripts,tooling,e2e,remote-*}/**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { portal: portalPlugin },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'portal/file-name': 'error',
      'portal/feature-folders': 'error',
      'portal/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
