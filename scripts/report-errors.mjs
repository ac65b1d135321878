// `pnpm report:errors [--remote <name>] [--since <ISO date>] [--portal <url>]`: what the browsers
// reported about the remotes (load and render failures, failed calls, web vitals), from the running
// portal's API (GET /api/operator/reports through the shell's /api proxy).
//
//   --portal <url>   the portal (or the API itself); env PORTAL_URL, else http://localhost:4100
//   --since <ISO>    the report's start; default the last 24 hours
//   --remote <name>  that remote's rows only, since its live release was made (the release store's
//                    history, RELEASES_DIR or releases/) unless --since says otherwise
//
// The operator key is env PORTAL_OPERATOR_KEY, else api/.data/operator-key (written by `npm start`).
// Exits 0 with the report, 1 when the API cannot be reached or refuses the key, 2 on a wrong argument.
import { parseArgs } from 'node:util';
import { chooseSince, formatReport, summaryUrl } from './lib/error-report.mjs';
import { defaultOperatorKeyFile, OPERATOR_KEY_VAR, operatorKey } from './lib/operator-key.mjs';
import { defaultReleasesDir, readHistory } from './lib/releases.mjs';

const DEFAULT_PORTAL = 'http://localhost:4100';
const TIMEOUT_MS = 15_000;

const fail = (message, code = 1) => {
  console.error(`✗ ${message}`);
  process.exit(code);
};

const howToSetKey = () =>
  `Set ${OPERATOR_KEY_VAR} to the key the API was started with, or run this next to the \`npm start\` ` +
  `that wrote ${defaultOperatorKeyFile()} (it gives the API that key).`;

let values;
try {
  ({ values } = parseArgs({
    options: { remote: { type: 'string' }, since: { type: 'string' }, portal: { type: 'string' } },
  }));
} catch (error) {
  fail(
    `${error.message}\nUsage: pnpm report:errors [--remote <name>] [--since <ISO date>] [--portal <url>]`,
    2,
  );
}
if (values.since !== undefined && Number.isNaN(Date.parse(values.since)))
  fail(`--since ${values.since} is not an ISO date (2026-03-01 or 2026-03-01T09:00:00Z)`, 2);
const portal = values.portal ?? process.env.PORTAL_URL ?? DEFAULT_PORTAL;
try {
  new URL(portal);
} catch {
  fail(`--portal ${portal} is not a URL`, 2);
}

const key = operatorKey();
if (!key) fail(`No operator key. ${howToSetKey()}`);

const history = values.remote && !values.since ? readHistory(defaultReleasesDir()) : [];
const { since, note } = chooseSince({ since: values.since, remote: values.remote, history });
const url = summaryUrl(portal, since);

let response;
try {
  response = await fetch(url, {
    headers: { 'x-operator-key': key, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
} catch (error) {
  fail(
    `Could not reach the portal's API at ${url} (${error.cause?.code ?? error.message}). ` +
      `Is the portal running (npm start)? Name another with --portal <url> or PORTAL_URL.`,
  );
}
if (response.status === 401) fail(`The API refused the operator key (401). ${howToSetKey()}`);
if (response.status === 404)
  fail(
    `The API at ${portal} has no operator summary (404): it was started without ${OPERATOR_KEY_VAR}. ${howToSetKey()}`,
  );
const body = await response.json().catch(() => null);
if (!response.ok || body?.result !== 'ok')
  fail(`The API answered ${response.status}${body?.errorMessage ? `: ${body.errorMessage}` : ''} (${url})`);

console.log(formatReport(body.data, { remote: values.remote, note }));
