import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { HOST_CONTRACT_VERSION } from '@portal/shared';
import type { ComponentType } from 'react';
import type { RemoteName } from '../modules/module-registry';
import type { Deployment } from './deployment';
import { findContractMismatch, type HostContractMismatch } from './host-contract';
import { boundedManifestFetch } from './runtime-plugins/bounded-manifest-fetch';
import { scriptTimeout } from './runtime-plugins/script-timeout';
import { sharedInTasks } from './runtime-plugins/shared-in-tasks';

/** Every exposed module of every remote exports its React component as `Component`. */
export type ExposedModule = { Component: ComponentType<Record<string, unknown>> };

let deployment: Deployment = {};
const registered = new Set<RemoteName>();
/** Remotes whose last manifest asked for a host contract this shell does not provide. */
const contractMismatches = new Map<RemoteName, HostContractMismatch>();
/** Each remote's build version, as its manifest says (`0.1.0+abc1234`: version and commit). */
const buildVersions = new Map<RemoteName, string>();

const checkHostContract = (url: string, manifest: unknown): void => {
  const name = Object.keys(deployment).find((candidate) => deployment[candidate] === url);
  if (!name) return;
  const buildVersion = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)
    ?.metaData?.buildInfo?.buildVersion;
  if (typeof buildVersion === 'string') buildVersions.set(name, buildVersion);
  const mismatch = findContractMismatch(name, manifest, HOST_CONTRACT_VERSION);
  if (mismatch) {
    contractMismatches.set(name, mismatch);
    throw mismatch;
  }
  contractMismatches.delete(name);
};

/**
 * Registers the given remotes with the federation runtime the build plugin created. Called once the
 * school's flags are known, so a disabled module's remote is never registered and never fetched.
 */
export const registerDeployedRemotes = (names: RemoteName[], deployed: Deployment): void => {
  if (registered.size === 0)
    registerPlugins([boundedManifestFetch(checkHostContract), scriptTimeout(), sharedInTasks()]);
  deployment = deployed;
  const fresh = names.filter((name) => !registered.has(name) && deployed[name]);
  registerRemotes(fresh.map((name) => ({ name, entry: deployed[name] as string })));
  for (const name of fresh) registered.add(name);
};

export const isRegistered = (name: RemoteName): boolean => registered.has(name);

/**
 * Which build of a remote runs: its manifest's version once read, else the release its address names
 * (`.../releases/<release>/mf-manifest.json`), else `unknown` (it never loaded).
 */
export const remoteVersion = (name: RemoteName): string =>
  buildVersions.get(name) ?? /\/releases\/([^/]+)\//.exec(deployment[name] ?? '')?.[1] ?? 'unknown';

/** Errors of loading a remote (manifest, entry, contract, exports), as against errors of rendering it. */
const loadFailures = new WeakSet<object>();
export const isLoadFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && loadFailures.has(error);
const loadFailure = <T>(error: T): T => {
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
  return error;
};

/** Forgets what the runtime cached about a remote (a failed manifest or entry), so the next load refetches it. */
export const resetRemote = (name: RemoteName): void => {
  const entry = deployment[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
};

export const loadExposedModule = async (name: RemoteName, expose: string): Promise<ExposedModule> => {
  let module: Partial<ExposedModule> | null;
  try {
    module = await loadRemote<Partial<ExposedModule>>(`${name}/${expose.replace(/^\.\//, '')}`);
  } catch (error) {
    // The runtime rewraps what a plugin throws as text; the mismatch itself carries the reason.
    throw loadFailure(contractMismatches.get(name) ?? error);
  }
  if (!module || typeof module.Component !== 'function') {
    throw loadFailure(new Error(`${name} did not provide ${expose}`));
  }
  return module as ExposedModule;
};
