import { studentDisplayName, type Locale, type Student } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import type { Auth } from '../../../auth/sessions';

interface StudentRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  photo_url: string | null;
  is_verified: boolean;
  has_record: boolean;
  requires_personal_info: boolean;
  is_parent: boolean;
  has_signature: boolean;
  preferred_locale: Locale | null;
}

interface NameRow {
  id: number;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
}

/** The shared rule (`studentDisplayName`), so that the portal and the API name a student alike. */
export function displayName(s: NameRow): string {
  return studentDisplayName({
    firstName: s.first_name,
    lastName: s.last_name,
    preferredName: s.preferred_name,
  });
}

async function nameOf(db: Queryable, id: number): Promise<{ id: number; name: string } | null> {
  const row = await queryOne<NameRow>(
    db,
    'SELECT id, first_name, last_name, preferred_name FROM students WHERE id = $1',
    [id],
  );
  return row ? { id: row.id, name: displayName(row) } : null;
}

/** The student JSON of the contract (studentSchema), or undefined when the id is unknown. */
export async function getStudent(
  db: Queryable,
  studentId: number,
  originalStudentId: number | null = null,
): Promise<Student | undefined> {
  const row = await queryOne<StudentRow>(
    db,
    `SELECT s.id, s.email, s.first_name, s.last_name, s.preferred_name, s.photo_url, s.is_verified,
            s.student_record_id IS NOT NULL AS has_record, s.requires_personal_info, s.is_parent,
            EXISTS (SELECT 1 FROM student_signatures sig WHERE sig.student_id = s.id) AS has_signature,
            (SELECT p.preferred_locale FROM students p WHERE p.id = COALESCE($2, s.id)) AS preferred_locale
       FROM students s WHERE s.id = $1`,
    [studentId, originalStudentId],
  );
  if (!row) return undefined;
  const impersonating = originalStudentId !== null && originalStudentId !== studentId;
  // The accounts the session may switch into are the signed-in account's related students, also
  // while it acts as one of them: so the switcher lists every one of them, the acted one included.
  const related = await db.query<NameRow>(
    `SELECT r.id, r.first_name, r.last_name, r.preferred_name
       FROM student_relations sr JOIN students r ON r.id = sr.related_student_id
      WHERE sr.student_id = $1`,
    [impersonating ? originalStudentId : studentId],
  );
  const relatedStudents = related
    .map((r) => ({ id: r.id, name: displayName(r) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredName: row.preferred_name,
    email: row.email,
    photoUrl: row.photo_url,
    isVerified: row.is_verified,
    hasAxRecord: row.has_record,
    requiresPersonalInfo: row.requires_personal_info,
    isParent: row.is_parent,
    relatedStudents,
    originalStudent: impersonating ? await nameOf(db, originalStudentId) : null,
    // The signature image is served by a later endpoint; only its presence is reported for now.
    info: { hasSignature: row.has_signature, signatureUrl: null },
    preferredLocale: row.preferred_locale,
  };
}

/** The student a request acts on, with originalStudent filled while impersonating. */
export async function getStudentForAuth(db: Queryable, auth: Auth): Promise<Student | undefined> {
  return getStudent(db, auth.studentId, auth.impersonating ? auth.originalStudentId : null);
}
