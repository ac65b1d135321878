/** Waiting callers, oldest first: one message each on the channel below. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Resolves in a later task, so that the browser can paint and answer input before the work after it
 * runs. A message, not `setTimeout(0)`: chained timeouts are clamped to 4 ms each after the fifth,
 * and start-up chains more than that. One channel serves every caller.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()?.();
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
