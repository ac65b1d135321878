import { createRequire } from 'node:module';

/**
 * The libraries every app shares as federation singletons (architecture §3). One list for the shell
 * and every remote, so that they can never disagree on what is shared.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'zustand',
  'react-hook-form',
  'zod',
];

/** `@portal/shared` entry points: the host contract and the curated UI barrels. */
export const HOST_CONTRACT_ENTRIES = [
  '@portal/shared',
  '@portal/shared/contracts',
  '@portal/shared/router',
  '@portal/shared/ui-base',
  '@portal/shared/ui',
  '@portal/shared/ui-forms',
  '@portal/shared/ui-data',
  '@portal/shared/ui-table',
];

/** The shared modules the shell's first screen runs: preloaded from its index.html. */
export const FIRST_PAINT_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'zustand',
  '@portal/shared',
  '@portal/shared/router',
  '@portal/shared/ui-base',
];

const packageNameOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/**
 * Builds the `shared` option from the app's own package.json. The declared range becomes the
 * requiredVersion; the installed version is what the shell provides. The host contract is strict: a
 * remote needing a newer contract than the shell provides fails to load and shows as unavailable.
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
  const contractVersion = require('@portal/shared/package.json').version;
  for (const request of HOST_CONTRACT_ENTRIES) {
    const [major, minor] = contractVersion.split('.');
    shared[request] = {
      singleton: true,
      strictVersion: true,
      version: contractVersion,
      requiredVersion: major === '0' ? `^0.${minor}.0` : `^${major}.0.0`,
      ...(consumeOnly ? { import: false } : {}),
    };
  }
  return shared;
};
