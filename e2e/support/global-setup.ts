import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortalStack } from '../../scripts/lib/portal-stack.mjs';
import { startProductionStack } from '../../scripts/lib/production-stack.mjs';
import { TEST_STUDENT_COUNT } from '../fixtures/fresh-student';
import { mainStack } from './ports';

/**
 * Serves the production builds as `npm start` does, on the main stack's ports, with a fresh database
 * that also holds the students tests that change data take one each of.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-db-'));
  const apiEnv = {
    PORTAL_TEST_ROUTES: '1',
    TEST_STUDENTS: String(TEST_STUDENT_COUNT),
    // Every browser of the run is 127.0.0.1, so the shell's vitals of all of them count as one
    // address's: at the default 60 a minute, a fast walk over the routes is refused (429).
    CLIENT_REPORTS_PER_MINUTE: '100000',
    // The API as a school's backend with the spec's calls only (every extension 404): tests/spec-only/.
    ...(process.env.E2E_API_SPEC_ONLY === '1' ? { API_SPEC_ONLY: '1' } : {}),
  };
  // npm test's run as a school runs the portal (E2E_PRODUCTION_STACK=1): nginx in front of two API
  // processes on PostgreSQL (E2E_DATABASE_URL); else the stack `npm start` serves.
  const stack =
    process.env.E2E_PRODUCTION_STACK === '1'
      ? await startProductionStack({
          instances: 2,
          databaseUrl: process.env.E2E_DATABASE_URL,
          ports: { apiBase: mainStack.api, shell: mainStack.shell },
          quiet: true,
          apiEnv,
        })
      : await startPortalStack({
          ports: { api: mainStack.api, shell: mainStack.shell },
          dataDir,
          quiet: true,
          apiEnv: {
            ...apiEnv,
            ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
          },
        });
  // The API processes behind nginx, for tests/alone/production-stack.spec.ts; workers inherit it.
  if ('instances' in stack) {
    process.env.E2E_API_PROCESSES = JSON.stringify(
      stack.instances.map(({ origin, pid }) => ({ origin, pid })),
    );
  }
  // Where the workers claim their fresh students (fixtures/fresh-student.ts); workers inherit it.
  process.env.E2E_STUDENT_CLAIMS = path.join(dataDir, 'student-claims');
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
