import type { NavigationRecord } from '@portal/shared';

export const NAVIGATION_QUEUE_KEY = 'portal-navigation-queue';
/** Spec section 9: the queue is sent every second; a page view is logged after 10 s on the page. */
export const NAVIGATION_SEND_INTERVAL_MS = 1_000;
export const PAGE_VIEW_DELAY_MS = 10_000;

const read = (storage: Storage): NavigationRecord[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(NAVIGATION_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as NavigationRecord[]) : [];
  } catch {
    return [];
  }
};

const write = (storage: Storage, records: NavigationRecord[]) => {
  if (records.length === 0) storage.removeItem(NAVIGATION_QUEUE_KEY);
  else storage.setItem(NAVIGATION_QUEUE_KEY, JSON.stringify(records));
};

/** Records wait in session storage, so a reload in the same tab loses none. */
export const enqueueNavigation = (record: NavigationRecord, storage: Storage = sessionStorage): void => {
  write(storage, [...read(storage), record]);
};

export const queuedNavigation = (storage: Storage = sessionStorage): NavigationRecord[] => read(storage);

/**
 * Sends the queued records in order, one call each; stops at the first failure and keeps that record
 * and the ones after it for the next round. Records queued while sending are kept too.
 */
export const flushNavigation = async (
  send: (record: NavigationRecord) => Promise<unknown>,
  storage: Storage = sessionStorage,
): Promise<number> => {
  const batch = read(storage);
  let sent = 0;
  for (const record of batch) {
    try {
      await send(record);
      sent += 1;
    } catch {
      break;
    }
  }
  write(storage, read(storage).slice(sent));
  return sent;
};

export const pageViewRecord = (path: string): NavigationRecord => ({
  type: 'page',
  action: 'view',
  target: path,
  targetId: null,
  targetPath: path,
  targetType: 'page',
});
