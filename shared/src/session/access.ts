import type { Student } from '../contracts/student';

/**
 * Spec section 6: full access means signed out, or both verified and linked to a student record.
 * Only full-access users see class actions; the others see the restricted-access banner.
 */
export const hasFullAccess = (student: Student | null): boolean =>
  student === null || (student.isVerified && student.hasAxRecord);
