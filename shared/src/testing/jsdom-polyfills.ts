/**
 * What antd and the components need and jsdom lacks, installed once by the jest setup: media queries
 * (none match), ResizeObserver (a no-op), a MessageChannel (antd's macro-task scheduling; a timer is the
 * same thing for a test) and scrolling.
 */
type Listener = ((event: { data: unknown }) => void) | null;

export const installJsdomPolyfills = (): void => {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
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
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
};
