import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openPgliteDb, openPostgresDb, type Db } from '../../src/db';
import { seed } from '../../src/seed/seed';
import {
  createTestDatabase,
  dropTestDatabase,
  openPostgresTestDb,
  testDatabaseServerUrl,
} from './postgres-test-db';

/** Where the run's seeded PGlite snapshot is (set by the node project's jest global setup). */
const SNAPSHOT_VAR = 'PORTAL_TEST_SEEDED_SNAPSHOT';
/** The seeded template database on TEST_DATABASE_URL's server (set by the same global setup). */
const TEMPLATE_VAR = 'PORTAL_TEST_SEEDED_TEMPLATE';
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

const migrateAndSeed = async (db: Db) => {
  await migrate(db, MIGRATIONS_DIR);
  await seed(db);
};

/**
 * Jest global setup of the API's tests: one database migrated and seeded, which every test file's
 * database starts as a copy of. On PGlite, a tarball: opening a PGlite runs initdb (about 3 s of CPU),
 * then the migrations and the seed (1 to 2 s); a copy of the snapshot opens in well under a second. On
 * PostgreSQL (TEST_DATABASE_URL), a template database, which CREATE DATABASE copies in a fraction of
 * the migrations' and the seed's time.
 */
export async function writeSeededSnapshot(): Promise<void> {
  const serverUrl = testDatabaseServerUrl();
  if (serverUrl) {
    const template = await createTestDatabase(serverUrl);
    const db = await openPostgresDb(template.url);
    try {
      await migrateAndSeed(db);
      // The copies inherit the planner's statistics but not autovacuum's count of the rows written,
      // so no copy would ever be analyzed: without this, the access matrix took three times as long.
      await db.query('ANALYZE');
    } finally {
      await db.close();
    }
    process.env[TEMPLATE_VAR] = template.name;
    return;
  }
  const db = await openPgliteDb();
  try {
    await migrateAndSeed(db);
    const file = path.join(tmpdir(), `portal-api-seeded-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await (await db.snapshot()).arrayBuffer()));
    process.env[SNAPSHOT_VAR] = file;
  } finally {
    await db.close();
  }
}

export async function removeSeededSnapshot(): Promise<void> {
  const file = process.env[SNAPSHOT_VAR];
  if (file) rmSync(file, { force: true });
  const template = process.env[TEMPLATE_VAR];
  const serverUrl = testDatabaseServerUrl();
  if (template && serverUrl) await dropTestDatabase(serverUrl, template);
}

/**
 * A new database, migrated and seeded, of this test file's own: a copy of the run's snapshot or
 * template, or (when no global setup made one) `open()`'s database migrated and seeded here.
 */
export async function openSeededDb(open: () => Promise<Db>): Promise<Db> {
  const serverUrl = testDatabaseServerUrl();
  const template = process.env[TEMPLATE_VAR];
  if (serverUrl && template) return openPostgresTestDb(serverUrl, template);
  const file = process.env[SNAPSHOT_VAR];
  if (!serverUrl && file && existsSync(file))
    return openPgliteDb({ snapshot: new Blob([readFileSync(file)]) });
  const db = await open();
  await migrateAndSeed(db);
  return db;
}
