/**
 * The remotes each flow file loads (by its path under e2e/tests/), from the main stack's origins.
 * `pnpm test:remote <name>` runs the files that name that remote. Every run checks each test against
 * this list (the `remotesLoaded` fixture, fixtures/test.ts): a test that loads a remote its file does
 * not name fails, so the list cannot fall behind the flows. A file that serves a remote from an
 * origin of its own (a redeployed, failing or newer-contract copy) names that remote too.
 * @type {Record<string, readonly string[]>}
 */
export const FLOWS = {
  'alone/site-lock.spec.ts': ['browse'],
  'browse-actions.spec.ts': ['browse'],
  'browse-search.spec.ts': ['browse'],
  'browse-slide-out.spec.ts': ['browse'],
  'browse-visitor.spec.ts': ['browse'],
  'categories.spec.ts': ['browse'],
  'documents.spec.ts': ['profile', 'documents'],
  'early-start.spec.ts': ['browse', 'payments'],
  'enrollments.spec.ts': ['browse', 'enrollments'],
  // Its own browser contexts: every route.
  'every-route-accessible.spec.ts': ['browse', 'profile', 'payments', 'documents', 'enrollments'],
  'every-screen.spec.ts': ['browse', 'profile', 'payments', 'documents', 'enrollments'],
  'faults.spec.ts': ['browse', 'profile'],
  'first-load-budget.spec.ts': ['browse', 'profile', 'payments', 'documents', 'enrollments'],
  // Every route headed by its title, signed in.
  'first-paint.spec.ts': ['browse', 'profile', 'payments', 'documents', 'enrollments'],
  // A browse that needs a newer contract, on an origin of its own.
  'host-contract.spec.ts': ['browse', 'profile'],
  'keyboard-journeys.spec.ts': ['browse', 'profile', 'payments'],
  // A school without browse: its remote is never fetched.
  'module-flags.spec.ts': ['browse'],
  'payments-account.spec.ts': ['payments'],
  'payments-checkout.spec.ts': ['browse', 'payments'],
  'payments-settings.spec.ts': ['browse', 'profile', 'payments'],
  'production-run.spec.ts': [],
  // Requests only: nginx's headers and limits (E2E_PRODUCTION_STACK=1).
  'production-stack.spec.ts': [],
  'profile-contact-page.spec.ts': ['profile'],
  'profile-contacts-addresses.spec.ts': ['profile'],
  'profile-details.spec.ts': ['profile'],
  'profile-signature.spec.ts': ['profile'],
  // A redeployed copy of browse on an origin of its own.
  'redeploy.spec.ts': ['browse'],
  // Releases of payments on an origin of its own: build, preflight, refusals, rollback, a trial.
  'release-loop.spec.ts': ['browse', 'profile', 'payments'],
  'registration.spec.ts': ['browse', 'profile', 'registration', 'payments', 'enrollments'],
  // A failing browse on an origin of its own.
  'remote-failure.spec.ts': ['browse'],
  'school-html.spec.ts': ['browse'],
  'security-headers.spec.ts': [],
  'shell-account-emails.spec.ts': ['browse'],
  'shell-account-states.spec.ts': ['browse'],
  'shell-chrome.spec.ts': ['browse', 'profile'],
  'shell-session.spec.ts': ['browse', 'registration'],
  'shell-sign-in.spec.ts': ['browse', 'payments'],
  // The main journeys in Spanish.
  'spanish.spec.ts': ['browse', 'profile', 'registration', 'payments', 'documents', 'enrollments'],
  'singletons.spec.ts': ['browse'],
  'spec-only/core-journeys.spec.ts': [
    'browse',
    'profile',
    'registration',
    'payments',
    'documents',
    'enrollments',
  ],
  // Its own browser contexts: the catalog, the profile and its editors, the signature.
  'xss-corpus.spec.ts': ['browse', 'profile'],
};

/** The remotes a flow file names (none for a file that loads only the shell). */
export const remotesNamedBy = (file) => FLOWS[file] ?? [];

/** The flow files that name a remote. */
export const flowsTouching = (remote) => Object.keys(FLOWS).filter((file) => FLOWS[file].includes(remote));
