import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Spec section 9: script loading times out after 120 s (the runtime's own default is 20 s). */
export const SCRIPT_TIMEOUT_MS = 120_000;

export const scriptTimeout = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-script-timeout',
  createScript({ url }) {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    return { script, timeout: SCRIPT_TIMEOUT_MS };
  },
});
