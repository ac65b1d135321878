import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { post } from './support/accounts';
import {
  API_DIR,
  closeTestContext,
  createTestContext,
  DEMO_PASSWORD,
  request,
  type TestContext,
} from './support/context';

const STATIC_ORIGIN = path.resolve(API_DIR, '..', 'scripts', 'lib', 'static-origin.mjs');

const WRONG = 'Wrong#0000';

async function throttledAddresses(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.db.query<{ address: string }>(
    "SELECT DISTINCT address FROM login_throttles WHERE address <> '' ORDER BY address",
  );
  return rows.map((r) => r.address);
}

describe('X-Forwarded-For from a peer that is not the proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The test connects from 127.0.0.1, which this API does not take for its proxy.
    ctx = await createTestContext({ trustedProxies: '192.0.2.254' });
  }, 60_000);
  afterAll(() => closeTestContext(ctx));

  const signIn = (password: string, forged: string) =>
    post(ctx, '/api/student/auth', { email: 'student@demo.school', password }, { 'x-forwarded-for': forged });

  it('neither dodges nor resets a count: the connecting address is the one counted', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(WRONG, `10.0.0.${i}`)).statusCode).toBe(401);
    // A new forged address each time: still the same pair, which now waits.
    expect((await signIn(WRONG, '10.9.9.9')).statusCode).toBe(429);
    expect((await signIn(DEMO_PASSWORD, '10.9.9.10')).statusCode).toBe(429);
    expect((await signIn(DEMO_PASSWORD, '10.9.9.10, 203.0.113.50')).statusCode).toBe(429);
    expect(await throttledAddresses(ctx)).toEqual(['127.0.0.1']);
    const [row] = await ctx.db.query<{ failures: number }>(
      "SELECT failures FROM login_throttles WHERE account = 'student@demo.school' AND address = '127.0.0.1'",
    );
    expect(row!.failures).toBe(5);
  });
});

/**
 * The shell's origin as `npm start` runs it, in a node process of its own: its static-file plugin
 * loads ES modules only, which this jest setup does not transform.
 */
async function startShellOrigin(
  root: string,
  apiOrigin: string,
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const script = `
    const { startStaticOrigin } = await import(process.env.STATIC_ORIGIN);
    await startStaticOrigin({ name: 'shell', root: process.env.ROOT, port: Number(process.env.PORT), apiOrigin: process.env.API_ORIGIN });
    console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, STATIC_ORIGIN, ROOT: root, PORT: String(port), API_ORIGIN: apiOrigin },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`the shell origin exited (${code}): ${errors}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

describe("through the shell's /api proxy (scripts/lib/static-origin.mjs)", () => {
  let ctx: TestContext;
  let root: string;
  let shell: { origin: string; child: ChildProcess } | undefined;
  beforeAll(async () => {
    // The API trusts its loopback proxy (the default).
    ctx = await createTestContext();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-origin-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    shell = await startShellOrigin(root, ctx.baseUrl);
  }, 60_000);
  afterAll(async () => {
    shell?.child.kill();
    await closeTestContext(ctx);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("counts the browser's own address, whatever X-Forwarded-For the browser sends", async () => {
    const viaShell = (password: string, forged: string) =>
      request(shell!.origin, {
        method: 'POST',
        url: '/api/student/auth',
        payload: { email: 'emma.parker@demo.school', password },
        headers: { 'x-forwarded-for': forged },
      });
    for (let i = 0; i < 5; i++) expect((await viaShell(WRONG, `10.0.1.${i}`)).statusCode).toBe(401);
    expect((await viaShell(DEMO_PASSWORD, '10.0.1.99')).statusCode).toBe(429);
    expect(await throttledAddresses(ctx)).toEqual(['127.0.0.1']);
    // The API itself believes its proxy: another browser behind it is another address.
    const other = await post(
      ctx,
      '/api/student/auth',
      { email: 'emma.parker@demo.school', password: DEMO_PASSWORD },
      { 'x-forwarded-for': '203.0.113.60' },
    );
    expect(other.statusCode).toBe(200);
  });
});
