import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openPgliteDb, type Db } from '../../src/db';
import { seed } from '../../src/seed/seed';
import { testDatabaseServerUrl } from './postgres-test-db';

/** Where the run's seeded PGlite snapshot is (set by the node project's jest global setup). */
const SNAPSHOT_VAR = 'PORTAL_TEST_SEEDED_SNAPSHOT';
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/**
 * Jest global setup of the API's tests: one PGlite database migrated and seeded, written as a tarball
 * that every test file's database starts from. Opening a PGlite runs initdb (about 3 s of CPU), then the
 * migrations and the seed (1 to 2 s); a copy of the snapshot opens in well under a second. On
 * PostgreSQL (TEST_DATABASE_URL) each file still migrates and seeds a database of its own.
 */
export async function writeSeededSnapshot(): Promise<void> {
  if (testDatabaseServerUrl()) return;
  const db = await openPgliteDb();
  try {
    await migrate(db, MIGRATIONS_DIR);
    await seed(db);
    const file = path.join(tmpdir(), `portal-api-seeded-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await (await db.snapshot()).arrayBuffer()));
    process.env[SNAPSHOT_VAR] = file;
  } finally {
    await db.close();
  }
}

export function removeSeededSnapshot(): void {
  const file = process.env[SNAPSHOT_VAR];
  if (file) rmSync(file, { force: true });
}

/**
 * A new database, migrated and seeded, of this test file's own: a copy of the run's snapshot, or (on
 * PostgreSQL, or when no global setup made one) `open()`'s database migrated and seeded here.
 */
export async function openSeededDb(open: () => Promise<Db>): Promise<Db> {
  const file = process.env[SNAPSHOT_VAR];
  if (!testDatabaseServerUrl() && file && existsSync(file))
    return openPgliteDb({ snapshot: new Blob([readFileSync(file)]) });
  const db = await open();
  await migrate(db, MIGRATIONS_DIR);
  await seed(db);
  return db;
}
