import { remoteNames, type RemoteName } from '../modules/module-registry';
import type { Deployment } from './deployment';

/**
 * Trying a release in the live portal, in one browser only: `?remoteOverride=payments@<manifest URL>`
 * points this tab's shell at another build of one remote while everyone else keeps the live one. The
 * deployment file must allow the build's origin (`"$overrides": { "origins": [...] }`; without it,
 * none is allowed). An override lasts for the tab's session, is shown on screen while active, and
 * ends at sign-out or with "Stop trying" (`?remoteOverride=off` ends them all,
 * `?remoteOverride=payments@` one).
 */
export const OVERRIDE_PARAM = 'remoteOverride';
export const OVERRIDES_STORAGE_KEY = 'portal-remote-overrides';

export type RemoteOverride = { name: RemoteName; url: string };
/**
 * Why an override was refused, as a message of the notice's catalog and its values: the notice says
 * it in the page's language. (This module runs before the start-up loads the messages: it names them
 * only. The notice and its catalog, features/remote-overrides, load only when there is a notice, and
 * lib never imports a feature: the notice's type check holds each id to its catalog.)
 */
export type OverrideRefusal = {
  id:
    | 'overrides.noSuchPart'
    | 'overrides.notDeployed'
    | 'overrides.notAddress'
    | 'overrides.noneAllowed'
    | 'overrides.originRefused';
  values: Record<string, string>;
};
/** `reason` is the English, for the console and the tests. */
export type RefusedOverride = { name: string; url: string; reason: string; refusal?: OverrideRefusal };
export type OverrideStatus = { active: RemoteOverride[]; refused: RefusedOverride[] };

/** What was asked for, by remote name: a manifest URL, or '' to end that remote's override. */
type Requested = Record<string, string>;

export const NO_OVERRIDES: OverrideStatus = { active: [], refused: [] };

/**
 * The overrides asked for, applied to the live deployment where the deployment allows them: the
 * remotes to register, and what is active and what was refused (with why) to show on screen.
 */
export const resolveOverrides = (
  live: Deployment,
  allowedOrigins: readonly string[],
  requested: Requested,
): { remotes: Deployment; status: OverrideStatus } => {
  const remotes: Deployment = { ...live };
  const status: OverrideStatus = { active: [], refused: [] };
  for (const [name, url] of Object.entries(requested)) {
    if (!url) continue;
    const refuse = (reason: string, refusal: OverrideRefusal) =>
      status.refused.push({ name, url, reason, refusal });
    if (!remoteNames.includes(name as RemoteName)) {
      refuse(`this portal has no part named ${name}`, { id: 'overrides.noSuchPart', values: { name } });
      continue;
    }
    if (!live[name as RemoteName]) {
      refuse(`${name} is not deployed here`, { id: 'overrides.notDeployed', values: { name } });
      continue;
    }
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      refuse(`${url} is not a web address`, { id: 'overrides.notAddress', values: { url } });
      continue;
    }
    if (allowedOrigins.length === 0) {
      refuse('this portal allows no overrides', { id: 'overrides.noneAllowed', values: {} });
      continue;
    }
    if (!allowedOrigins.includes(origin)) {
      refuse(`this portal does not allow overrides from ${origin}`, {
        id: 'overrides.originRefused',
        values: { origin },
      });
      continue;
    }
    remotes[name as RemoteName] = url;
    status.active.push({ name: name as RemoteName, url });
  }
  return { remotes, status };
};

/**
 * Reads `?remoteOverride=` values into changes to what is asked for: `name@url` asks, `name@` ends one,
 * `off` ends all. Values that are none of these are ignored.
 */
export const applyOverrideParams = (values: readonly string[], requested: Requested): Requested => {
  let next = { ...requested };
  for (const value of values) {
    if (value === 'off') {
      next = {};
      continue;
    }
    const at = value.indexOf('@');
    if (at <= 0) continue;
    const name = value.slice(0, at);
    const url = value.slice(at + 1);
    if (url) next[name] = url;
    else delete next[name];
  }
  return next;
};

const readRequested = (storage: Storage): Requested => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
};

const writeRequested = (storage: Storage, requested: Requested): void => {
  if (Object.keys(requested).length === 0) storage.removeItem(OVERRIDES_STORAGE_KEY);
  else storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(requested));
};

/**
 * At start-up, before the deployment is read: moves `?remoteOverride=` from the address into this
 * tab's session storage, and takes it off the address (a shared link must not carry it further).
 */
export const takeOverridesFromAddress = (
  location: Location = window.location,
  history: History = window.history,
  storage: Storage = window.sessionStorage,
): void => {
  const url = new URL(location.href);
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return;
  writeRequested(storage, applyOverrideParams(values, readRequested(storage)));
  url.searchParams.delete(OVERRIDE_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

/** Whether this tab asks for any override, in its address or from earlier in its session. */
export const overridesAsked = (
  location: Location = window.location,
  storage: Storage = window.sessionStorage,
): boolean =>
  new URL(location.href).searchParams.has(OVERRIDE_PARAM) || storage.getItem(OVERRIDES_STORAGE_KEY) !== null;

/** The live deployment with this tab's overrides applied; only the active ones are kept asked for. */
export const overriddenDeployment = (
  live: Deployment,
  allowedOrigins: readonly string[],
  storage: Storage = window.sessionStorage,
) => {
  const resolved = resolveOverrides(live, allowedOrigins, readRequested(storage));
  writeRequested(storage, Object.fromEntries(resolved.status.active.map(({ name, url }) => [name, url])));
  return resolved;
};

/** Ends every override of this tab (the page must be loaded again for the live remotes to run). */
export const clearOverrides = (storage: Storage = window.sessionStorage): void => {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
};
