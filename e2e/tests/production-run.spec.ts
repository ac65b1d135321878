import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { expect, test } from '../fixtures/test';
import { extraPorts } from '../support/ports';

/** The API exactly as `npm start` runs it: built, in production mode, with no test routes asked for. */
test.describe('the API as npm start runs it', () => {
  const origin = `http://127.0.0.1:${extraPorts.productionApi}`;
  let stop: () => Promise<void>;
  let pid: number | undefined;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-production-'));
    ({ stop, pid } = await startApi({ port: extraPorts.productionApi, dataDir, quiet: true }));
  });
  test.afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('has no test routes, keeps the demo mailbox, and runs no TypeScript transpiler', async ({
    request,
  }) => {
    const testRoutes = [
      ['GET', '/api/dev/mailbox'],
      ['DELETE', '/api/dev/mailbox'],
      ['POST', '/api/dev/site_lock'],
      ['POST', '/api/dev/site_lock/clear'],
      ['POST', '/api/dev/passport'],
    ] as const;
    for (const [method, route] of testRoutes) {
      const reply = await request.fetch(`${origin}${route}`, {
        method,
        data:
          method === 'POST'
            ? { email: 'student@demo.school', allowedAction: 'login', message: 'x' }
            : undefined,
      });
      expect(reply.status(), `${method} ${route}`).toBe(404);
    }
    expect((await request.get(`${origin}/api/demo/mailbox`)).status()).toBe(200);

    const command = execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
    expect(command).toMatch(/api\/dist\/main\.mjs/);
    expect(command).not.toMatch(/tsx/);
  });
});
