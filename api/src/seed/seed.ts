import { hashPassword } from '../auth/password';
import { seedBrowseDemo } from '../areas/browse/seed/browse-demo';
import { seedDocumentsDemo } from '../areas/documents/seed/documents-demo';
import { seedEnrollmentsDemo } from '../areas/enrollments/seed/enrollments-demo';
import { seedPaymentsDemo } from '../areas/payments/seed/payments-demo';
import { seedRegistrationDemo } from '../areas/registration/seed/registration-demo';
import { queryOne, type Db, type Queryable } from '../db';
import { categories, classes, courses, instructors, locations, pathways } from './catalog-data';
import { DEMO_PASSWORD, demoStudents, fullStudentExtras } from './students-data';

const SEED_LOCK_KEY = 7_204_927;

const media = (kind: string, slug: string) => `/api/media/${kind}/${slug}.svg`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function syllabusHtml(code: string, title: string, topics: string[]): string {
  const items = topics.map((t) => `<li>${escapeHtml(t)}</li>`).join('');
  return `<h4>${escapeHtml(title)} (${code})</h4><p>What you will learn:</p><ol>${items}</ol><p>Attendance of at least 80% is required to receive a certificate of completion.</p>`;
}

async function insertId(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const row = await queryOne<{ id: number }>(tx, `${sql} RETURNING id`, params);
  return row!.id;
}

/** Inserts a row per item, in order (`params` gives its values); the new ids by the items' keys. */
async function insertKeyed<T extends { key: string }>(
  tx: Queryable,
  items: readonly T[],
  sql: string,
  params: (item: T, index: number) => unknown[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, item] of items.entries())
    ids.set(item.key, await insertId(tx, sql, params(item, index)));
  return ids;
}

function lookup(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed data refers to an unknown ${what}: ${key}`);
  return id;
}

async function seedCatalog(tx: Queryable): Promise<void> {
  const locationIds = await insertKeyed(
    tx,
    locations,
    'INSERT INTO locations (name, street, city, state_code, zip, county, directions) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    (l) => [l.name, l.street, l.city, l.stateCode, l.zip, l.county, l.directions],
  );
  const instructorIds = await insertKeyed(
    tx,
    instructors,
    'INSERT INTO instructors (first_name, last_name, email, bio, image_url, address) VALUES ($1, $2, $3, $4, $5, $6)',
    (i) => [i.firstName, i.lastName, i.email, i.bio, i.image ? media('instructor', i.key) : null, i.address],
  );
  const categoryIds = await insertKeyed(
    tx,
    categories,
    'INSERT INTO course_categories (title, description, image_url, sort_order) VALUES ($1, $2, $3, $4)',
    (c, index) => [c.title, c.description, c.image ? media('category', c.key) : null, (index + 1) * 10],
  );
  const courseIds = new Map<string, number>();
  const courseTitles = new Map<string, string>();
  for (const c of courses) {
    const id = await insertId(
      tx,
      `INSERT INTO courses (code, title, description, syllabus_html, image_url, rating, trend_level)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        c.code,
        c.title,
        c.description,
        syllabusHtml(c.code, c.title, c.syllabus),
        media('course', c.slug),
        c.rating,
        c.trendLevel,
      ],
    );
    courseIds.set(c.code, id);
    courseTitles.set(c.code, c.title);
    for (const [order, key] of c.categories.entries()) {
      await tx.query(
        'INSERT INTO course_category_links (course_id, category_id, sort_order) VALUES ($1, $2, $3)',
        [id, lookup(categoryIds, key, 'category'), order],
      );
    }
  }
  const classIds = new Map<string, number>();
  for (const k of classes) {
    classIds.set(
      k.code,
      await insertId(
        tx,
        `INSERT INTO classes (course_id, code, title, start_date, end_date, week_days, start_time, end_time, location_id,
         instructor_id, total_price, total_hours, hide_cost, hide_hours, capacity, offline_enrolled, show_seats,
         waitlist_enabled, registration_type, registration_status, registration_opens_on, registration_form_id,
         application_form_id, info_html, image_url, is_featured)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)`,
        [
          lookup(courseIds, k.course, 'course'),
          k.code,
          k.title ?? courseTitles.get(k.course),
          k.start,
          k.end,
          k.days,
          k.time?.[0] ?? null,
          k.time?.[1] ?? null,
          k.location ? lookup(locationIds, k.location, 'location') : null,
          k.instructor ? lookup(instructorIds, k.instructor, 'instructor') : null,
          k.price,
          k.hours,
          k.hideCost ?? false,
          k.hideHours ?? false,
          k.capacity,
          k.offlineEnrolled ?? 0,
          k.showSeats ?? true,
          k.waitlist ?? true,
          k.registration ?? 'cart',
          k.status ?? 'open',
          k.opensOn ?? null,
          k.registrationFormId ?? null,
          k.applicationFormId ?? null,
          k.info ?? '',
          media('course', courses.find((c) => c.code === k.course)!.slug),
          k.featured ?? false,
        ],
      ),
    );
  }
  for (const p of pathways) {
    const id = await insertId(
      tx,
      `INSERT INTO pathways (code, title, description, image_url, rating, trend_level, total_price, hide_cost, hide_hours,
         capacity, offline_enrolled, registration_type, registration_status, registration_opens_on,
         registration_form_id, application_form_id, info_html, is_featured)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        p.code,
        p.title,
        p.description,
        media('pathway', p.slug),
        p.rating,
        p.trendLevel,
        p.price,
        p.hideCost ?? false,
        p.hideHours ?? false,
        p.capacity,
        p.offlineEnrolled ?? 0,
        p.registration ?? 'cart',
        p.status ?? 'open',
        p.opensOn ?? null,
        p.registrationFormId ?? null,
        p.applicationFormId ?? null,
        p.info ?? '',
        p.featured ?? false,
      ],
    );
    for (const [order, key] of p.categories.entries()) {
      await tx.query(
        'INSERT INTO pathway_category_links (pathway_id, category_id, sort_order) VALUES ($1, $2, $3)',
        [id, lookup(categoryIds, key, 'category'), order],
      );
    }
    for (const [position, code] of p.nodes.entries()) {
      await tx.query('INSERT INTO pathway_nodes (pathway_id, class_id, position) VALUES ($1, $2, $3)', [
        id,
        lookup(classIds, code, 'class'),
        position + 1,
      ]);
    }
  }
}

async function seedStudents(tx: Queryable, hashes: string[]): Promise<void> {
  const ids = new Map<string, number>();
  for (const [index, s] of demoStudents.entries()) {
    const id = await insertId(
      tx,
      `INSERT INTO students (email, password_hash, first_name, last_name, preferred_name, date_of_birth, is_verified,
         student_record_id, requires_personal_info, is_parent, email_verified, login_status, alternate_email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        s.email,
        hashes[index],
        s.firstName,
        s.lastName,
        s.preferredName ?? null,
        s.dateOfBirth,
        s.isVerified,
        s.recordId,
        s.requiresPersonalInfo ?? false,
        s.isParent ?? false,
        s.emailVerified ?? true,
        s.loginStatus ?? 'active',
        s.alternateEmail ?? null,
      ],
    );
    ids.set(s.key, id);
    const a = s.address;
    await tx.query(
      `INSERT INTO student_addresses (student_id, street, city, county, state_code, zip, is_primary)
       VALUES ($1, $2, $3, $4, $5, $6, true)`,
      [id, a.street, a.city, a.county, a.stateCode, a.zip],
    );
    if (s.phone) {
      await tx.query(
        'INSERT INTO student_phones (student_id, phone_number, is_primary, is_textable) VALUES ($1, $2, true, true)',
        [id, s.phone],
      );
    }
  }
  for (const s of demoStudents) {
    for (const key of s.related ?? []) {
      await tx.query('INSERT INTO student_relations (student_id, related_student_id) VALUES ($1, $2)', [
        ids.get(s.key),
        lookup(ids, key, 'student'),
      ]);
    }
  }
}

/** A pending registration form and a cart item for student@demo.school. */
async function seedFullStudentExtras(tx: Queryable): Promise<void> {
  const x = fullStudentExtras;
  const student = await queryOne<{ id: number }>(tx, 'SELECT id FROM students WHERE email = $1', [x.email]);
  const classByCode = (code: string) =>
    queryOne<{ id: number; title: string; total_price: number }>(
      tx,
      'SELECT id, title, total_price FROM classes WHERE code = $1',
      [code],
    );
  const formClass = await classByCode(x.pendingFormClass);
  const cartClass = await classByCode(x.cartClass);
  if (!student || !formClass || !cartClass)
    throw new Error('Seed data for student@demo.school is inconsistent');
  await tx.query(
    `INSERT INTO registration_infos (student_id, venue_type, venue_id, title) VALUES ($1, 'CLASS', $2, $3)`,
    [student.id, formClass.id, formClass.title],
  );
  await tx.query(
    `INSERT INTO cart_items (student_id, venue_type, venue_id, price) VALUES ($1, 'CLASS', $2, $3)`,
    [student.id, cartClass.id, cartClass.total_price],
  );
}

/**
 * Fills an empty database with the demo school. Does nothing (returns false) when any student or
 * category already exists, so it is safe to run at every start.
 */
export async function seed(db: Db): Promise<boolean> {
  const isEmpty = async (q: Queryable) => {
    const row = await queryOne<{ n: number }>(
      q,
      'SELECT (SELECT count(*) FROM students) + (SELECT count(*) FROM course_categories) AS n',
    );
    return row!.n === 0;
  };
  if (!(await isEmpty(db))) return false;
  // Hashing is slow on purpose; do it before taking the transaction.
  const hashes = await Promise.all(demoStudents.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL must not both seed.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (!(await isEmpty(tx))) return false;
    await seedCatalog(tx);
    await seedStudents(tx, hashes);
    await seedFullStudentExtras(tx);
    await seedBrowseDemo(tx);
    await seedEnrollmentsDemo(tx);
    await seedPaymentsDemo(tx);
    await seedDocumentsDemo(tx);
    await seedRegistrationDemo(tx);
    return true;
  });
}
