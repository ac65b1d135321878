import { createRequire } from 'node:module';

/**
 * The shared singletons the shell's first screen runs: all of them but the form library and
 * `react-dom` (its portals and `flushSync`: `react-dom/client` renders without it on Preact).
 */
const FIRST_PAINT_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom/client',
  '@tanstack/react-query',
  'zustand',
];

/**
 * The libraries every app shares as federation singletons (architecture §3). One list for the shell
 * and every remote, so that they can never disagree on what is shared.
 */
export const SHARED_SINGLETONS = [...FIRST_PAINT_SINGLETONS, 'react-dom', 'react-hook-form'];

/**
 * Entry points of `@portal/shared` that are not run-time modules: the test kit, the standalone
 * development host, and package.json.
 */
const BUILD_TIME_ENTRIES = new Set(['./testing', './standalone', './package.json']);

/**
 * `@portal/shared` entry points the shell provides at run time, from the package's exports: the host
 * contract and the curated UI barrels.
 */
export const hostContractEntries = (contractPackage) =>
  Object.keys(contractPackage.exports)
    .filter((entry) => !BUILD_TIME_ENTRIES.has(entry))
    .map((entry) => (entry === '.' ? '@portal/shared' : `@portal/shared${entry.slice(1)}`));

/** The shared modules the shell's first screen runs: preloaded from its index.html. */
export const FIRST_PAINT_SHARED = [
  ...FIRST_PAINT_SINGLETONS,
  '@portal/shared',
  '@portal/shared/zod',
  '@portal/shared/router',
  '@portal/shared/ui-base',
  '@portal/shared/i18n',
];

const packageNameOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/**
 * Builds the `shared` option from the app's own package.json. The declared range becomes the
 * requiredVersion; the installed version is what the shell provides. The host contract is strict: a
 * remote built against a newer contract than the shell provides is shown unavailable and never runs.
 *
 * `consumeOnly` (a remote's production build) ships no copy of any of them: the shell provides every
 * one, so antd's context, the session store and React exist once. A remote's own copy of equal
 * version would otherwise compete with the shell's for the same slot in the share scope.
 */
export const createSharedConfig = (appDir, { consumeOnly = false } = {}) => {
  const require = createRequire(`${appDir}/package.json`);
  const appPackage = require('./package.json');
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    const name = packageNameOf(request);
    const range = appPackage.dependencies?.[name];
    if (!range) throw new Error(`${appPackage.name} must depend on ${name}: it is a shared singleton`);
    const installed = require(`${name}/package.json`).version;
    shared[request] = {
      singleton: true,
      requiredVersion: `^${range.replace(/^[~^]/, '')}`,
      version: installed,
      ...(consumeOnly ? { import: false } : {}),
    };
  }
  // A remote needs the contract it was built against or a later compatible one (`^1.4.0`): built
  // against 1.4, it must not run on a shell that provides 1.3 (shell/src/lib/federation/host-contract.ts
  // says why in the page; the runtime's strictVersion refuses it too).
  const contractPackage = require('@portal/shared/package.json');
  const contractVersion = contractPackage.version;
  for (const request of hostContractEntries(contractPackage)) {
    shared[request] = {
      singleton: true,
      strictVersion: true,
      version: contractVersion,
      requiredVersion: `^${contractVersion}`,
      ...(consumeOnly ? { import: false } : {}),
    };
  }
  return shared;
};
