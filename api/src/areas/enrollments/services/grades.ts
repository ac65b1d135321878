import type { GradeNode } from '../../../contracts';
import type { Queryable } from '../../../db';
import { gradesUnavailable } from './errors';
import type { StudentEnrollment } from './student-enrollments';

interface GradeRow {
  id: number;
  parent_id: number | null;
  title: string;
  type: string;
  score: number | null;
  max_points: number | null;
  comments: string;
  notes: string;
  date_graded: string | null;
  adjustment: number | null;
  hours: number | null;
}

/**
 * POST /enrollment/grades: the enrollment's grade book as a tree, siblings by position (spec 3, Grade
 * node). A 503 'Grade Details are currently unavailable' when the school's grade book cannot answer.
 */
export async function gradeTree(db: Queryable, enrollment: StudentEnrollment): Promise<GradeNode[]> {
  if (enrollment.tracking.gradesUnavailable) throw gradesUnavailable();
  const rows = await db.query<GradeRow>(
    `SELECT id, parent_id, title, type, score, max_points, comments, notes, date_graded, adjustment, hours
       FROM grade_nodes WHERE enrollment_id = $1 ORDER BY position, id`,
    [enrollment.enrollmentId],
  );
  const nodes = new Map<number, GradeNode>();
  for (const r of rows)
    nodes.set(r.id, {
      title: r.title,
      type: r.type,
      score: r.score,
      maxPoints: r.max_points,
      comments: r.comments,
      notes: r.notes,
      dateGraded: r.date_graded,
      adjustment: r.adjustment,
      hours: r.hours,
      childNodes: [],
    });
  // Rows come in position order, so each parent's children are pushed in order too.
  const roots: GradeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (r.parent_id === null) roots.push(node);
    else parent?.childNodes.push(node);
  }
  return roots;
}
