import { queryOne, type Queryable } from '../../../db';

/**
 * Browse data of the demo school beyond the catalog: application forms, refund policies, and what
 * student@demo.school has done, so that every enroll and interest state of spec section 4 shows
 * somewhere for that student. (The cart item on ITS-120-A and the pending registration form on
 * HLT-110-A are seeded with the accounts, in seed.ts.) The table is in api/README.md.
 */

export const applicationForms = [
  { id: 501, name: 'Phlebotomy Program Application (spring)' },
  { id: 502, name: 'Phlebotomy Program Application (summer)' },
  { id: 503, name: 'Phlebotomy Program Application (fall)' },
];

export const refundPolicies = [
  {
    key: 'standard',
    title: 'Standard refund policy',
    html: '<p>Withdraw at least 7 days before the first class for a full refund. Within 7 days of the start, 50% of the tuition is refunded. No refunds after the second class meeting.</p>',
  },
  {
    key: 'program',
    title: 'Program refund policy',
    html: '<p>Pathway programs are refunded in full until 14 days before the first class. After that, classes not yet started are refunded at 75%.</p><p>Materials already issued are not refundable.</p>',
  },
];

export const browseDemo = {
  email: 'student@demo.school',
  /** Enrolled: 'enrolled'; the other section of the same course (LAN-101-B) shows 'other'. */
  enrolledClasses: ['LAN-101-A'],
  /** Filled by two other students, so the class is full; the student is on its wait list. */
  fullClass: { code: 'ART-130-A', filledBy: ['emma.parker@demo.school', 'liam.parker@demo.school'] },
  waitlistedClasses: ['ART-130-A'],
  /** PTH-CHEF is full; its node classes show 'waitlisted' (through the pathway). */
  waitlistedPathways: ['PTH-CHEF'],
  interestedClasses: ['TRD-110-A'],
  /** A submitted registration form: 'registered'. */
  submittedRegistrationClasses: ['ECE-120-A'],
  applicationForms: [
    { classCode: 'HLT-120-B', status: 'started' },
    { classCode: 'HLT-120-C', status: 'submitted' },
  ],
} as const;

async function idOf(tx: Queryable, sql: string, key: string): Promise<number> {
  const row = await queryOne<{ id: number }>(tx, sql, [key]);
  if (!row) throw new Error(`Browse seed refers to an unknown record: ${key}`);
  return row.id;
}

const classId = (tx: Queryable, code: string) => idOf(tx, 'SELECT id FROM classes WHERE code = $1', code);
const pathwayId = (tx: Queryable, code: string) => idOf(tx, 'SELECT id FROM pathways WHERE code = $1', code);
const studentId = (tx: Queryable, email: string) =>
  idOf(tx, 'SELECT id FROM students WHERE email = $1', email);

/** Runs after the catalog and the students are seeded, in the same transaction. */
export async function seedBrowseDemo(tx: Queryable): Promise<void> {
  for (const form of applicationForms) {
    await tx.query('INSERT INTO application_forms (id, name) VALUES ($1, $2)', [form.id, form.name]);
  }
  const policyIds = new Map<string, number>();
  for (const policy of refundPolicies) {
    const row = await queryOne<{ id: number }>(
      tx,
      'INSERT INTO refund_policies (title, text_html) VALUES ($1, $2) RETURNING id',
      [policy.title, policy.html],
    );
    policyIds.set(policy.key, row!.id);
  }
  await tx.query('UPDATE classes SET refund_policy_id = $1', [policyIds.get('standard')]);
  await tx.query('UPDATE pathways SET refund_policy_id = $1', [policyIds.get('program')]);

  const d = browseDemo;
  const me = await studentId(tx, d.email);
  for (const code of d.enrolledClasses) {
    const id = await classId(tx, code);
    await tx.query(
      `INSERT INTO enrollments (student_id, venue_type, venue_id, source, amount_paid)
       SELECT $1, 'CLASS', $2, 'checkout', total_price FROM classes WHERE id = $2`,
      [me, id],
    );
  }
  const full = await classId(tx, d.fullClass.code);
  for (const email of d.fullClass.filledBy) {
    await tx.query(
      `INSERT INTO enrollments (student_id, venue_type, venue_id, source, amount_paid)
       SELECT $1, 'CLASS', $2, 'office', total_price FROM classes WHERE id = $2`,
      [await studentId(tx, email), full],
    );
  }
  for (const code of d.waitlistedClasses) {
    await tx.query(`INSERT INTO waitlist (student_id, venue_type, venue_id) VALUES ($1, 'CLASS', $2)`, [
      me,
      await classId(tx, code),
    ]);
  }
  for (const code of d.waitlistedPathways) {
    await tx.query(`INSERT INTO waitlist (student_id, venue_type, venue_id) VALUES ($1, 'PATH', $2)`, [
      me,
      await pathwayId(tx, code),
    ]);
  }
  for (const code of d.interestedClasses) {
    await tx.query(`INSERT INTO interests (student_id, venue_type, venue_id) VALUES ($1, 'CLASS', $2)`, [
      me,
      await classId(tx, code),
    ]);
  }
  for (const code of d.submittedRegistrationClasses) {
    await tx.query(
      `INSERT INTO registration_infos (student_id, venue_type, venue_id, title, status)
       SELECT $1, 'CLASS', id, title, 'submitted' FROM classes WHERE id = $2`,
      [me, await classId(tx, code)],
    );
  }
  for (const form of d.applicationForms) {
    await tx.query(
      `INSERT INTO application_user_forms (student_id, form_id, venue_type, venue_id, status)
       SELECT $1, application_form_id, 'CLASS', id, $3 FROM classes WHERE id = $2`,
      [me, await classId(tx, form.classCode), form.status],
    );
  }
}
