import { readDefinition } from '../remotes/portal-remotes.mjs';

/**
 * The network start of a route, from index.html's own inline script (docs/adr/014-every-route-fast-on-a-phone.md,
 * ninth pass). The shell's main.js used to start it (shell/src/lib/federation/early-route.ts), and the
 * page's reads waited for `@portal/shared` as well: on a phone, main.js arrives with the rest of the
 * first load (about 175 KB over one link), so the route's remote manifest was asked for a second or
 * more after the HTML, and the page's data after that. Here, as the HTML is parsed, the script matches the
 * address against the routes of portal.remotes.json, and just after the first paint:
 * - asks for the school's configuration and the deployment (the HTML's preloads answer both);
 * - once the school's flags say the page is present, asks for its remote's manifest, as the federation
 *   runtime asks for it, and, for a signed-in student or a page that shows its content signed out, the
 *   page's declared reads (`preload`), with the headers of `@portal/shared`'s client; for a student,
 *   the shell header's own reads too (`shellReads`);
 * - leaves every reply, unread, to main.js (`window.__portalEarlyStart`), which decides what is done
 *   with them: it still checks the manifest's host contract before any of the remote's code is fetched,
 *   and hands the reads to the page's client. The script itself decides nothing and shows nothing.
 *
 * It does nothing in a tab trying another build of a remote (remote-overrides.ts), where main.js
 * loads the page the slow way too. It runs before any of the portal's code, so it stays small and stands
 * alone: the shell's route matching and school flags are written again here, and
 * early-start-script.test.ts checks both agree on every route.
 */

/** The global main.js reads the early start from (shell/src/lib/federation/inline-start.ts). */
export const EARLY_START_GLOBAL = '__portalEarlyStart';

/**
 * The inline script's own code: runs in the browser as it is written here (no build step, no imports),
 * called with the table below and the page's `window`.
 * @param {ReturnType<typeof earlyStartTable>} table
 * @param {Window & typeof globalThis} window
 */
export function startRouteFromHtml(table, window) {
  const given = window.location.pathname.split('/').filter(Boolean);
  const paramsOf = (pattern) => {
    const wanted = pattern.split('/').filter(Boolean);
    if (wanted.length !== given.length) return null;
    const params = {};
    for (let index = 0; index < wanted.length; index++) {
      const part = wanted[index];
      if (!part.startsWith(':')) {
        if (part !== given[index]) return null;
        continue;
      }
      try {
        params[part.slice(1)] = decodeURIComponent(given[index]);
      } catch {
        return null;
      }
    }
    return params;
  };
  let route = null;
  let params = null;
  for (const candidate of table.routes) {
    params = paramsOf(candidate.path);
    if (params) {
      route = candidate;
      break;
    }
  }
  const stored = (storage, key) => {
    try {
      return window[storage].getItem(key);
    } catch {
      return null;
    }
  };
  if (
    !route ||
    new URLSearchParams(window.location.search).has(table.overrides.param) ||
    stored('sessionStorage', table.overrides.storageKey) !== null
  )
    return;

  const begin = () => {
    // Unused, a failed request must not surface as an unhandled rejection; its taker still sees the failure.
    const quiet = (promise) => {
      promise.catch(() => undefined);
      return promise;
    };
    const within = (ms) =>
      typeof window.AbortSignal?.timeout === 'function' ? { signal: window.AbortSignal.timeout(ms) } : {};
    const school = quiet(window.fetch(table.school));
    const deployment = quiet(window.fetch(table.deployment, within(table.timeouts.deployment)));
    // The school's configuration, or null.
    const config = school
      .then((reply) => (reply.ok ? reply.clone().json() : null))
      .then((body) => body?.data ?? null)
      .catch(() => null);
    const allOn = (data, when) =>
      data !== null &&
      when.every((flag) => {
        const [group, name] = flag.split('.');
        return data[group]?.[name] === true;
      });
    const present = config.then((data) => allOn(data, route.when));
    const manifest = Promise.all([deployment, present])
      .then(async ([reply, isPresent]) => {
        if (!isPresent || !reply.ok) return null;
        const url = (await reply.clone().json())?.[route.remote];
        if (typeof url !== 'string') return null;
        // As the runtime's own fetch (bounded-manifest-fetch.ts) asks for it.
        return {
          url,
          reply: quiet(window.fetch(url, { cache: 'no-cache', ...within(table.timeouts.manifest) })),
        };
      })
      .catch(() => null);

    let token = null;
    try {
      token = JSON.parse(stored('localStorage', table.session))?.state?.token ?? null;
    } catch {
      token = null;
    }
    // The portal's language as the first paint guesses it: the API words its refusals in it.
    const language =
      [stored('localStorage', table.locale.shown), stored('localStorage', table.locale.chosen)]
        .concat(Array.from(window.navigator.languages ?? [], (tag) => String(tag).slice(0, 2).toLowerCase()))
        .find((candidate) => table.locale.known.includes(candidate)) ?? table.locale.known[0];
    const reads = config
      .then((data) => {
        if (!allOn(data, route.when) || !(token || route.visitors)) return {};
        const headers = {
          Accept: 'application/json',
          'X-Endpoint-Version': table.endpointVersion,
          'X-Portal-Build': table.build,
          'Accept-Language': language,
        };
        if (token) headers.Authorization = `Bearer ${token}`;
        const paths = route.preload.map((declared) =>
          declared.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name] ?? '')),
        );
        // The shell's own, for a student: its header reads them once its first screen is up.
        if (token) for (const read of table.shellReads) if (allOn(data, read.when)) paths.push(read.path);
        const replies = {};
        for (const path of paths) replies[path] = quiet(window.fetch(`${table.api}${path}`, { headers }));
        return replies;
      })
      .catch(() => ({}));

    return { school, deployment, manifest, reads, token };
  };
  // Started once: just after the first paint, or by main.js when it takes it first (a hidden tab paints no
  // frame). Not before that paint: the page's frame and heading need none of it, and Lighthouse's phone
  // simulation counts every request begun before the first paint as part of it (ADR 014, ninth pass).
  let started = null;
  const start = () => (started ??= begin());
  window[table.global] = start;
  window.requestAnimationFrame(() => window.setTimeout(start, 0));
}

/**
 * What the script needs to know, from portal.remotes.json and the client's constants (each named where
 * it is defined; early-start-script.test.ts checks they agree).
 * @param {{ build: string, locales: string[], definition?: ReturnType<typeof readDefinition> }} options
 */
export const earlyStartTable = ({ build, locales, definition = readDefinition() }) => ({
  routes: definition.remotes.flatMap((remote) =>
    remote.exposes
      .filter((expose) => expose.route)
      .map((expose) => ({
        path: expose.route,
        remote: remote.name,
        when: expose.when,
        visitors: expose.visitors === true,
        preload: expose.preload ?? [],
      })),
  ),
  /**
   * What the shell's header reads for a signed-in student on every page: the student
   * (`accountEndpoints.getLoggedStudent`) and, with the cart on, the mini-cart's cart. They used to
   * leave only once the page was up, after everything else.
   */
  shellReads: [
    { path: 'student/get', when: [] },
    { path: 'cart', when: ['modules.cart'] },
  ],
  global: EARLY_START_GLOBAL,
  // shell/src/lib/federation/early-route.ts: DEPLOYMENT_URL, DEPLOYMENT_TIMEOUT_MS; MANIFEST_TIMEOUT_MS.
  school: '/api/school',
  deployment: '/remotes.json',
  timeouts: { deployment: 10_000, manifest: 15_000 },
  // shell/src/lib/federation/remote-overrides.ts
  overrides: { param: 'remoteOverride', storageKey: 'portal-remote-overrides' },
  // shared/src/session/session-store.ts and shared/src/api/api-client.ts
  session: 'portal-session',
  api: '/api/',
  endpointVersion: '2',
  build,
  // shell/src/lib/first-paint.ts and shared/src/i18n/locale-store.ts
  locale: { shown: 'portal.locale.shown', chosen: 'portal.locale', known: locales },
});

/**
 * The inline script's text. JSON in a script element: `<` is escaped, so that no value can close it.
 * @param {ReturnType<typeof earlyStartTable>} table
 */
export const earlyStartScript = (table) =>
  `(${startRouteFromHtml.toString()})(${JSON.stringify(table).replace(/</g, '\\u003c')}, window);`;
