/**
 * What antd's Select and Slider need and jsdom lacks: ResizeObserver (a no-op here) and a
 * MessageChannel (its macro-task scheduling; a timer is the same thing for a test).
 */
type Listener = ((event: { data: unknown }) => void) | null;

if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    readonly port1: { onmessage: Listener } = { onmessage: null };
    readonly port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  Object.defineProperty(globalThis, 'MessageChannel', { value: TimerMessageChannel, configurable: true });
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { value: NoopResizeObserver, configurable: true });
}

export {};
