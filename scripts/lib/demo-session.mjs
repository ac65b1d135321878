// Signing a demo student in from a script, and the session the portal keeps in localStorage
// (shared/src/session/session-store.ts: zustand's persist, key `portal-session`).

export const DEMO_PASSWORD = 'Student#2026';
export const SESSION_STORAGE_KEY = 'portal-session';

/**
 * Signs a demo student in through the API (`POST /api/student/auth`, via the shell's /api proxy).
 * @param {string} shellUrl the portal's origin, e.g. http://localhost:4100
 * @param {string} email
 * @returns {Promise<{ student: unknown, token: string }>}
 */
export const signInThroughApi = async (shellUrl, email, password = DEMO_PASSWORD) => {
  const reply = await fetch(new URL('/api/student/auth', shellUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await reply.json();
  if (body.result !== 'ok') throw new Error(`could not sign in ${email}: ${body.errorMessage}`);
  return { student: body.data.student, token: body.data.token };
};

/** The localStorage value the session store reads at start-up, for a signed-in student. */
export const storedSession = ({ student, token }) =>
  JSON.stringify({ state: { student, token, photoVersion: 0 }, version: 0 });

/**
 * Runs in the page (Playwright's addInitScript or evaluate): stores a session as the portal does.
 * @param {{ key: string, value: string }} entry
 */
export const putInLocalStorage = ({ key, value }) => globalThis.localStorage.setItem(key, value);

/**
 * A new browser context (Playwright's) in which the portal starts signed in with `session`.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ student: unknown, token: string }} session
 * @param {import('@playwright/test').BrowserContextOptions} [options]
 */
export const signedInContext = async (browser, session, options) => {
  const context = await browser.newContext(options);
  await context.addInitScript(putInLocalStorage, { key: SESSION_STORAGE_KEY, value: storedSession(session) });
  return context;
};
