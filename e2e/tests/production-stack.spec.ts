import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { remoteOrigin } from '../support/ports';

/**
 * The production-shaped stack (E2E_PRODUCTION_STACK=1, deploy/nginx/): what nginx itself must do, as
 * a CDN edge and in front of the API processes. That a process killed mid-stream loses nothing and
 * is taken out of rotation is measure:rush's check (scripts/measure-rush.mjs --kill-one).
 */
test.skip(process.env.E2E_PRODUCTION_STACK !== '1', 'only behind nginx (E2E_PRODUCTION_STACK=1)');

/** The API processes behind nginx, as the global setup started them. */
const apiProcesses = (): { origin: string; pid: number }[] =>
  JSON.parse(process.env.E2E_API_PROCESSES ?? '[]') as { origin: string; pid: number }[];

/** A hashed chunk of a build, by reading the names its manifest gives. */
const hashedChunk = async (request: APIRequestContext, origin: string): Promise<string> => {
  const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes
    .flatMap((expose) => expose.assets.js.sync)
    .find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
  if (!chunk) throw new Error(`no hashed chunk in ${origin}/mf-manifest.json`);
  return `${origin}/${chunk}`;
};

test('the builds are served as a CDN edge would: precompressed, hashed chunks immutable, the rest revalidated', async ({
  request,
}) => {
  const chunk = await hashedChunk(request, remoteOrigin('payments'));
  const brotli = await request.get(chunk, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzip = await request.get(chunk, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.text()).toBe(await brotli.text());

  for (const url of [`${remoteOrigin('payments')}/mf-manifest.json`, '/remotes.json', '/categories']) {
    const reply = await request.get(url);
    expect(reply.status(), url).toBe(200);
    expect(reply.headers()['cache-control'], url).toBe('no-cache');
  }
  expect((await request.get('/categories')).headers()['content-type']).toContain('text/html');
  // A file that is not there is not the app's page.
  expect((await request.get('/missing.0badc0de.js')).status()).toBe(404);
});

test('every API process refuses bad input with a clear 4xx, directly and through nginx', async ({
  request,
}) => {
  const processes = apiProcesses();
  expect(processes).toHaveLength(2);
  for (const base of [...processes.map((api) => `${api.origin}/api`), '/api']) {
    const reply = await request.post(`${base}/student/auth`, { data: { email: 'not an address' } });
    expect(reply.status(), base).toBe(400);
    const body = (await reply.json()) as { result: string; errorMessage: string };
    expect(body.result, base).toBe('error');
    expect(body.errorMessage, base).toBeTruthy();
  }
});

test('sign-in limits are one count across the processes, kept by the address nginx saw, not the one a client claims', async ({
  request,
}) => {
  // An account no one has: only its own pair (this address, this account) is throttled.
  const attempt = { email: 'throttle-check@e2e.test', password: 'not the password' };
  for (let failure = 0; failure < 8; failure++) {
    // Round robin: these failures land on both processes.
    const reply = await request.post('/api/student/auth', {
      data: attempt,
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    expect([401, 429], `attempt ${failure + 1}`).toContain(reply.status());
  }
  // Each process, asked directly from this machine's address, counts the failures made through nginx.
  for (const { origin } of apiProcesses()) {
    const reply = await request.post(`${origin}/api/student/auth`, { data: attempt });
    expect(reply.status(), origin).toBe(429);
    expect(((await reply.json()) as { errorCode: string }).errorCode).toBe('too_many_attempts');
  }
});
