import { inlineScriptHashes, WALLET_ORIGINS } from '../../scripts/lib/security-headers.mjs';
import { expect, test } from '../fixtures/test';
import { mainStack, remoteOrigin } from '../support/ports';

/** The headers of item 5 of the trust work, on the shell, each remote and the API. */
const expectBaseHeaders = (headers: Record<string, string>, where: string) => {
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBeTruthy();
  expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
};

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

test("the shell's policy runs scripts only from itself, the deployed remotes, the wallet's SDK and its page's own inline scripts", async ({
  request,
}) => {
  const page = await request.get('/categories');
  const headers = page.headers();
  expectBaseHeaders(headers, 'shell');
  const policy = headers['content-security-policy']!;
  const deployment = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const origins = Object.values(deployment).map((url) => new URL(url).origin);
  expect(origins.length).toBeGreaterThan(0);
  // The inline scripts that draw the route's heading and start its reads (ADR 014, seventh and ninth
  // passes), allowed by the hashes of the page served.
  const inlineScripts = inlineScriptHashes(await page.text());
  expect(inlineScripts).toHaveLength(2);
  for (const [name, inline] of [
    ['script-src', inlineScripts],
    ['connect-src', []],
  ] as const) {
    const sources = directive(policy, name);
    expect(sources, name).not.toContain('unsafe-inline');
    expect(sources, name).not.toContain('unsafe-eval');
    // The digital wallet's origins (docs/adr/008, addendum): PayPal's SDK on the wallet tab.
    expect(sources.split(' ').sort()).toEqual(
      [name, "'self'", ...inline, ...origins, ...WALLET_ORIGINS.split(' ')].sort(),
    );
  }
  // The follow-up forms' application tool is framed from the shell's own origin (docs/adr/008).
  expect(directive(policy, 'frame-src').split(' ')).toContain("'self'");
  expect(headers['x-frame-options']).toBe('DENY');
});

test("the application tool's pages may be framed by the shell's origin only, through its /api proxy", async ({
  request,
}) => {
  const page = await request.post('/api/rapidapp/tool/start_application', { form: { passport: 'unknown' } });
  expect(page.status()).toBe(401);
  const headers = page.headers();
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  const policy = headers['content-security-policy']!;
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  expect(directive(policy, 'form-action')).toBe("form-action 'self'");
  expect(directive(policy, 'default-src')).toBe("default-src 'none'");
  expect(await page.text()).not.toContain('<script');
});

test('every remote origin and the API send the headers too', async ({ request }) => {
  const manifest = await request.get(`${remoteOrigin('browse')}/mf-manifest.json`);
  expectBaseHeaders(manifest.headers(), 'remote-browse');
  const api = await request.get(`http://127.0.0.1:${mainStack.api}/api/school`);
  expectBaseHeaders(api.headers(), 'API');
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  // Through the shell's /api proxy, the API's own policy is kept.
  const proxied = await request.get('/api/school');
  expect(proxied.headers()['content-security-policy']).toContain("default-src 'none'");
});
