import type { NavigationRecord } from '@portal/shared';
import {
  enqueueNavigation,
  flushNavigation,
  NAVIGATION_QUEUE_KEY,
  pageViewRecord,
  queuedNavigation,
} from './navigation-log-queue';

const record = (target: string): NavigationRecord => ({
  type: 'class',
  action: 'visit',
  target,
  targetId: 1,
  targetPath: `/x/${target}`,
  targetType: 'CLASS',
});

beforeEach(() => sessionStorage.clear());

describe('navigation log queue', () => {
  it('queues records in session storage, in order', () => {
    enqueueNavigation(record('a'));
    enqueueNavigation(record('b'));
    expect(queuedNavigation().map((r) => r.target)).toEqual(['a', 'b']);
    expect(sessionStorage.getItem(NAVIGATION_QUEUE_KEY)).toContain('"target":"a"');
  });

  it('sends every queued record once, in order, and empties the queue', async () => {
    enqueueNavigation(record('a'));
    enqueueNavigation(record('b'));
    const send = jest.fn().mockResolvedValue(undefined);
    await expect(flushNavigation(send)).resolves.toBe(2);
    expect(send.mock.calls.map(([r]) => r.target)).toEqual(['a', 'b']);
    expect(queuedNavigation()).toEqual([]);
    expect(sessionStorage.getItem(NAVIGATION_QUEUE_KEY)).toBeNull();
  });

  it('keeps the failed record and those after it for the next round', async () => {
    ['a', 'b', 'c'].forEach((t) => enqueueNavigation(record(t)));
    const send = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('offline'));
    await expect(flushNavigation(send)).resolves.toBe(1);
    expect(queuedNavigation().map((r) => r.target)).toEqual(['b', 'c']);
  });

  it('keeps records queued while a round is sending', async () => {
    enqueueNavigation(record('a'));
    const send = jest.fn(async () => {
      enqueueNavigation(record('late'));
    });
    await flushNavigation(send);
    expect(queuedNavigation().map((r) => r.target)).toEqual(['late']);
  });

  it('sends nothing when the queue is empty', async () => {
    const send = jest.fn();
    await expect(flushNavigation(send)).resolves.toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('survives a corrupted queue', () => {
    sessionStorage.setItem(NAVIGATION_QUEUE_KEY, '{not json');
    expect(queuedNavigation()).toEqual([]);
    enqueueNavigation(record('a'));
    expect(queuedNavigation()).toHaveLength(1);
  });

  it('describes a page view', () => {
    expect(pageViewRecord('/categories')).toEqual({
      type: 'page',
      action: 'view',
      target: '/categories',
      targetId: null,
      targetPath: '/categories',
      targetType: 'page',
    });
  });
});
