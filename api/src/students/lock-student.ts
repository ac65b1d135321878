import type { Queryable } from '../db';

/**
 * Serialises the writes of one student inside a transaction (a row lock on the student): two tabs
 * adding a phone number at once cannot pass the limit, and a checkout, a charge payment or a
 * registration's submission checks the state it then writes. Every area that writes per student
 * takes this one lock first, so that they also wait for each other.
 */
export async function lockStudent(tx: Queryable, studentId: number): Promise<void> {
  await tx.query('SELECT id FROM students WHERE id = $1 FOR UPDATE', [studentId]);
}
