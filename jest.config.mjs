// One jest run for the whole workspace: browser code in jsdom, the API and the tooling in node.
import { createRequire } from 'node:module';
import { presentRemotes } from './tooling/remotes/portal-remotes.mjs';
import { REACT_ON_PREACT } from './tooling/webpack/react-on-preact.mjs';

// Components are tested on the renderer the builds ship: React's API on Preact's compatibility layer
// (docs/adr/020-react-api-on-preact.md), the same modules as the builds', with Preact's act for Testing Library.
const reactOnPreact = {
  ...Object.fromEntries(
    Object.entries(REACT_ON_PREACT).map(([request, file]) => [
      `^${request}$`,
      `<rootDir>/shared/src/react-on-preact/${file}`,
    ]),
  ),
  '^react-dom/test-utils$': createRequire(new URL('./shared/package.json', import.meta.url)).resolve(
    'preact/test-utils',
  ),
};

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  // PGlite's CommonJS build loads Node built-ins with import(), which jest runs only once transformed.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.[cm]js$': swc },
  // Some of msw's dependencies ship ES modules only.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@electric-sql|nanoid|rettime|until-async|@open-draft|intl-messageformat|@formatjs))',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Tests are TypeScript; scripts/test.mjs is `npm test` itself, not a test.
  testMatch: ['**/*.test.ts?(x)'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.jsdom-environment.cjs',
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/shell/src',
        // Every remote of portal.remotes.json: a new remote's tests run with no edit here.
        ...presentRemotes().map((remote) => `<rootDir>/${remote.folder}/src`),
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      moduleNameMapper: {
        '\\.(css|png|jpg|svg|woff2?)$': '<rootDir>/jest.asset-stub.cjs',
        '^antd$': '<rootDir>/jest.antd-lazy.cjs',
        ...reactOnPreact,
      },
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      // One seeded API database per run, which each test file's database copies (PGlite).
      globalSetup: '<rootDir>/api/test/support/jest-global-setup.ts',
      globalTeardown: '<rootDir>/api/test/support/jest-global-teardown.ts',
      roots: ['<rootDir>/api', '<rootDir>/tooling', '<rootDir>/scripts'],
    },
  ],
};
