/**
 * A remote running alone, for its own development: `mountStandalone` in its bootstrap. Not a run-time
 * shared module (the portal's shell never loads it), so it does not count in the host contract's
 * shared scope.
 */
export { mountStandalone, type StandaloneRoute } from './mount-standalone';
export { SIGN_IN_THROUGH_PORTAL, StandaloneHost, type StandaloneSlideOuts } from './standalone-host';
