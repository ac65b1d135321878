import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const uiBarrelRule = {
  name: 'antd',
  message:
    'Import UI from @portal/shared/ui, /ui-forms or /ui-data: the barrels are shared once at run time, antd whole is not.',
};
const routerRules = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message:
    'Import the router from @portal/shared/router: one tree-shaken copy is shared at run time, the package whole is not.',
}));
const deepSharedRule = {
  group: ['@portal/shared/src/*', '**/shared/src/*'],
  message: "Use @portal/shared's entry points: its internals are not part of the host contract.",
};
const otherRemoteRule = {
  group: ['@portal/remote-*', '**/remote-*/src/*'],
  message: "A remote never imports another remote's source: go through the host contract in @portal/shared.",
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
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [uiBarrelRule, ...routerRules], patterns: [deepSharedRule, otherRemoteRule] },
      ],
    },
  },
  {
    files: ['remote-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Feature code calls the API through apiRequest in @portal/shared.' },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/**', 'shared/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [uiBarrelRule],
          patterns: [
            {
              group: ['@portal/shell*', '@portal/remote-*', '**/shell/src/*', '**/remote-*/src/*'],
              message: 'shared never imports an app: this package must stay independent.',
            },
          ],
        },
      ],
    },
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
              message: 'The API uses only the contracts of @portal/shared.',
            },
          ],
        },
      ],
    },
  },
);
