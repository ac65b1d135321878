import { hashPassword, verifyPassword } from '../src/auth/password';
import { migrate, readMigrations, type Db } from '../src/db';
import { seed } from '../src/seed/seed';
import { DEMO_PASSWORD, demoStudents } from '../src/seed/students-data';
import { MIGRATIONS_DIR, openTestDb } from './support/context';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => db.close());

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

const TABLES = [
  'students',
  'student_relations',
  'student_signatures',
  'sessions',
  'locations',
  'instructors',
  'course_categories',
  'courses',
  'course_category_links',
  'classes',
  'pathways',
  'pathway_category_links',
  'pathway_nodes',
  'cart_items',
  'waitlist',
  'interests',
  'enrollments',
];

describe('migrations', () => {
  it('applies every numbered file once, then is a no-op', async () => {
    const files = readMigrations(MIGRATIONS_DIR).map((m) => m.name);
    expect(files[0]).toBe('001_initial_schema.sql');
    expect(await migrate(db, MIGRATIONS_DIR)).toEqual(files);
    const before = await db.query(
      'SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(before).toHaveLength(files.length);

    expect(await migrate(db, MIGRATIONS_DIR)).toEqual([]);
    const after = await db.query(
      'SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(after).toEqual(before);
  });

  it('creates the tables the portal needs', async () => {
    const rows = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const names = rows.map((r) => r.table_name);
    for (const table of [...TABLES, 'schema_migrations']) expect(names).toContain(table);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO locations (name, street, city, state_code, zip) VALUES ('Tmp', 'x', 'y', 'OH', '1')",
        );
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await count('locations')).toBe(0);
  });
});

describe('seed', () => {
  it('fills an empty database once; a second run changes nothing', async () => {
    expect(await seed(db)).toBe(true);
    const counts = Object.fromEntries(
      await Promise.all(TABLES.map(async (t) => [t, await count(t)] as const)),
    );
    expect(counts.course_categories).toBeGreaterThanOrEqual(8);
    expect(counts.courses).toBeGreaterThanOrEqual(16);
    expect(counts.classes).toBeGreaterThanOrEqual(counts.courses!);
    expect(counts.pathways).toBeGreaterThanOrEqual(3);
    expect(counts.students).toBe(demoStudents.length);
    expect(counts.student_relations).toBe(2);

    expect(await seed(db)).toBe(false);
    for (const t of TABLES) expect(await count(t)).toBe(counts[t]);
  });

  it('stores scrypt hashes, never the password, each with its own salt', async () => {
    const rows = await db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM students',
    );
    const salts = new Set<string>();
    for (const row of rows) {
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
      salts.add(row.password_hash.split('$')[4]!);
      expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
    }
    expect(salts.size).toBe(rows.length);
  });

  it('seeds the five demo access states', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT email, is_verified, student_record_id IS NOT NULL AS has_record, requires_personal_info, is_parent
         FROM students ORDER BY email`,
    );
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail['student@demo.school']).toMatchObject({
      is_verified: true,
      has_record: true,
      requires_personal_info: false,
    });
    expect(byEmail['unverified@demo.school']).toMatchObject({ is_verified: false });
    expect(byEmail['norecord@demo.school']).toMatchObject({ is_verified: true, has_record: false });
    expect(byEmail['newuser@demo.school']).toMatchObject({ requires_personal_info: true });
    expect(byEmail['guardian@demo.school']).toMatchObject({ is_parent: true });
  });

  it('seeds classes with the fields enroll states are computed from', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT code, start_date, end_date, week_days, total_price, capacity, offline_enrolled, registration_type,
              registration_status, waitlist_enabled FROM classes`,
    );
    for (const r of rows) {
      expect(r.code).toMatch(/^[A-Z]{3}-\d{3}-[A-Z]$/);
      expect(String(r.start_date)).toMatch(/^202[67]-\d\d-\d\d$/);
      expect(String(r.end_date)).toMatch(/^202[67]-\d\d-\d\d$/);
      expect(Array.isArray(r.week_days)).toBe(true);
      expect(typeof r.total_price).toBe('number');
    }
    // The demo covers full classes (wait list), each registration type and each status.
    expect(rows.some((r) => r.offline_enrolled === r.capacity && r.waitlist_enabled)).toBe(true);
    expect(new Set(rows.map((r) => r.registration_type))).toEqual(
      new Set(['cart', 'form', 'nocost', 'rapidapp']),
    );
    expect(new Set(rows.map((r) => r.registration_status))).toEqual(new Set(['open', 'closed', 'soon']));
    const nodes = await db.query<{ pathway_id: number; n: number }>(
      'SELECT pathway_id, count(*)::int AS n FROM pathway_nodes GROUP BY pathway_id',
    );
    expect(nodes.every((n) => n.n >= 2)).toBe(true);
  });
});

describe('passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
    expect(await verifyPassword('correct horse', 'scrypt$0$8$1$AA$AA')).toBe(false);
  });
});
