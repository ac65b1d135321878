// One jest run for the whole workspace: browser code in jsdom, the API in node.
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
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@electric-sql|nanoid))'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
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
        '<rootDir>/remote-browse/src',
        '<rootDir>/remote-profile/src',
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      moduleNameMapper: { '\\.(css|png|jpg|svg|woff2?)$': '<rootDir>/jest.asset-stub.cjs' },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
    },
  ],
};
