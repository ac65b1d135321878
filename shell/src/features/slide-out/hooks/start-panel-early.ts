import {
  requestEarly,
  requestEarlyRead,
  useSessionStore,
  type School,
  type SlideOutId,
} from '@portal/shared';
import { preloadPaths } from '../../../lib/federation/early-route';
import type { Deployment } from '../../../lib/federation/deployment';
import { preloadRemoteModule } from '../../../lib/federation/remote-module';
import { isAvailable, slideOutOwners } from '../../../lib/modules/module-registry';
import type { OpenPanel } from './slide-out-store';

/** A panel's props as a path's params: `{ classId: 11 }` fills `class/:classId`. */
const paramsOf = (props: OpenPanel['props']): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(props).map(([name, value]) => [
      name,
      typeof value === 'number' || typeof value === 'string' ? String(value) : undefined,
    ]),
  );

/**
 * As a panel opens, starts what it will wait for, side by side: its remote's code and its declared
 * reads (portal.remotes.json's `preload`), while the slide-out's own code is still on its way. The
 * panel's own calls then take the replies (shared's early replies), as a page's do.
 */
export const startPanelEarly = (panel: OpenPanel, school: School, deployment: Deployment): void => {
  const owner = slideOutOwners[panel.id];
  if (!isAvailable(owner, school, deployment)) return;
  preloadRemoteModule(owner.remote, owner.expose);
  if (useSessionStore.getState().token === null && !owner.preload.visitors) return;
  for (const path of preloadPaths(owner.preload.paths, paramsOf(panel.props))) requestEarly(path);
  for (const read of owner.preload.posts) requestEarlyRead(read.post, postBodyOf(read.body, panel.props));
};

/** A declared POST read's body: each `:prop` the panel's prop of that name, null when it has none. */
export const postBodyOf = (
  declared: Readonly<Record<string, string>>,
  props: OpenPanel['props'],
): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(declared).map(([field, value]) => [
      field,
      value.startsWith(':') ? ((props as Record<string, unknown>)[value.slice(1)] ?? null) : value,
    ]),
  );

/** Runs `work` once the browser has nothing else to do (soon, where it cannot tell). */
const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
};

/**
 * A panel the student is likely to open next (`prepareSlideOut`): its remote's code, loaded while the
 * browser is idle. Its reads wait for the press: what they say may change until then.
 */
export const preparePanel = (id: SlideOutId, school: School, deployment: Deployment): void => {
  const owner = slideOutOwners[id];
  if (!isAvailable(owner, school, deployment)) return;
  whenIdle(() => preloadRemoteModule(owner.remote, owner.expose));
};
