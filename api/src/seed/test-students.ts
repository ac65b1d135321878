import { hashPassword } from '../auth/password';
import type { Db } from '../db';
import { seedClockClassEnrollments } from '../areas/enrollments/seed/enrollments-demo';
import { seedStudentCharges } from '../areas/payments/seed/payments-demo';

/**
 * Students for the browser tests that change data: each such test takes one of its own (the e2e
 * fixture `freshStudent`), so no test reads what another one changed. Added only when TEST_STUDENTS
 * asks for them (the e2e stack does), never to the demo school. Each is a full-access student with a
 * primary address and the demo account charges and payments (areas/payments/seed/payments-demo.ts:
 * the same set as student@demo.school's, so that a test that pays has charges of its own), and an
 * enrollment of its own in the time-clock class HLT-140-E, Medical Billing Externship
 * (areas/enrollments/seed/enrollments-demo.ts: inactive, so browse never lists it; logged with the time
 * clock, no entries yet, so a test can clock in and out; with three follow-up forms: 'Externship Site
 * Preferences' not started, 'Background Check Authorization' started, 'Externship Agreement'
 * submitted; browse shows HLT-140-A as 'Enrolled in another section' to them). Nothing else: no phone
 * contacts, signature, cart, registration forms or document history. Like every student, each is asked
 * for the school's required documents (areas/documents: they are school-wide, nothing to seed per
 * student).
 */
export const TEST_STUDENT_PASSWORD = 'Tester#2026';
export const testStudentEmail = (index: number) => `student${index}@e2e.test`;
export const testStudentName = (index: number) => ({ firstName: 'Casey', lastName: `Tester${index}` });

/** How many TEST_STUDENTS asks for (0 when unset); anything but a whole number up to 1,000 is refused. */
export const requestedTestStudents = (value: string | undefined): number => {
  if (value === undefined || value === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 1000) {
    throw new Error(`TEST_STUDENTS must be a whole number from 0 to 1000, not "${value}"`);
  }
  return count;
};

export async function seedTestStudents(db: Db, count: number): Promise<void> {
  if (count === 0) return;
  // One hash for all: they share a password, and scrypt is slow on purpose.
  const hash = await hashPassword(TEST_STUDENT_PASSWORD);
  await db.transaction(async (tx) => {
    const added: number[] = [];
    for (let index = 1; index <= count; index += 1) {
      const { firstName, lastName } = testStudentName(index);
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO students (email, password_hash, first_name, last_name, date_of_birth, is_verified,
           student_record_id, email_verified, login_status)
         VALUES ($1, $2, $3, $4, '2000-01-15', true, $5, true, 'active')
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [testStudentEmail(index), hash, firstName, lastName, `TS-${String(index).padStart(5, '0')}`],
      );
      const id = rows[0]?.id;
      if (id === undefined) continue;
      added.push(id);
      await tx.query(
        `INSERT INTO student_addresses (student_id, street, city, county, state_code, zip, is_primary)
         VALUES ($1, '12 Test Lane', 'Riverbend', 'Franklin', 'OH', '43215', true)`,
        [id],
      );
    }
    await seedStudentCharges(tx, added);
    await seedClockClassEnrollments(tx, added);
  });
}
