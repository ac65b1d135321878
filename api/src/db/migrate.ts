import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

const FILE_PATTERN = /^(\d+)_[A-Za-z0-9_-]+\.sql$/;
/** Serialises concurrent migrators on a shared PostgreSQL (any constant works). */
const LOCK_KEY = 7_204_926;

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string): MigrationFile[] {
  const files = fs.readdirSync(dir).filter((f) => FILE_PATTERN.test(f));
  const migrations = files.map((name) => {
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    return {
      version: Number(FILE_PATTERN.exec(name)![1]),
      name,
      sql,
      checksum: crypto.createHash('sha256').update(sql).digest('hex'),
    };
  });
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(
        `Two migrations share version ${migrations[i]!.version}: ${migrations[i - 1]!.name}, ${migrations[i]!.name}`,
      );
    }
  }
  return migrations;
}

/**
 * Applies the numbered SQL files of `dir` that are not yet in schema_migrations, in order, all in
 * one transaction. Returns the names applied (empty when up to date). A file that changed after it
 * was applied is an error: add a new numbered file instead.
 */
export async function migrate(db: Db, dir: string): Promise<string[]> {
  const migrations = readMigrations(dir);
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const done = await tx.query<{ version: number; name: string; checksum: string }>(
      'SELECT version, name, checksum FROM schema_migrations',
    );
    const byVersion = new Map(done.map((m) => [m.version, m]));
    const applied: string[] = [];
    for (const m of migrations) {
      const previous = byVersion.get(m.version);
      if (previous) {
        if (previous.checksum !== m.checksum) {
          throw new Error(
            `Migration ${m.name} changed after it was applied; add a new numbered migration instead`,
          );
        }
        continue;
      }
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        m.checksum,
      ]);
      applied.push(m.name);
    }
    return applied;
  });
}
