import type { Queryable } from '../../../db';

/**
 * What the enrollment view says about the venue of an enrollment beyond its title and code: a class's
 * schedule, place and teacher, a pathway's classes. Read only for a venue the student is enrolled in.
 */
export interface ClassDetails {
  venueType: 'CLASS';
  title: string;
  courseTitle: string;
  weekDays: string[];
  /** 'HH:MM:SS', the school's local time; null for a class without set times. */
  startTime: string | null;
  endTime: string | null;
  totalHours: number;
  hideHours: boolean;
  locationName: string | null;
  instructorName: string | null;
}

export interface PathwayDetails {
  venueType: 'PATH';
  classCount: number;
  /** The hours of its classes. */
  totalHours: number;
  hideHours: boolean;
}

export type VenueDetails = ClassDetails | PathwayDetails;

export async function classDetails(db: Queryable, classId: number): Promise<ClassDetails> {
  const [row] = await db.query<{
    title: string;
    course_title: string;
    week_days: string[];
    start_time: string | null;
    end_time: string | null;
    total_hours: number;
    hide_hours: boolean;
    location_name: string | null;
    instructor_name: string | null;
  }>(
    `SELECT c.title, co.title AS course_title, c.week_days, c.start_time, c.end_time, c.total_hours,
            c.hide_hours, l.name AS location_name,
            NULLIF(btrim(concat_ws(' ', i.first_name, i.last_name)), '') AS instructor_name
       FROM classes c
       JOIN courses co ON co.id = c.course_id
       LEFT JOIN locations l ON l.id = c.location_id
       LEFT JOIN instructors i ON i.id = c.instructor_id
      WHERE c.id = $1`,
    [classId],
  );
  if (!row) throw new Error(`class ${classId} of an enrollment is missing`);
  return {
    venueType: 'CLASS',
    title: row.title,
    courseTitle: row.course_title,
    weekDays: row.week_days,
    startTime: row.start_time,
    endTime: row.end_time,
    totalHours: row.total_hours,
    hideHours: row.hide_hours,
    locationName: row.location_name,
    instructorName: row.instructor_name,
  };
}

export async function pathwayDetails(db: Queryable, pathwayId: number): Promise<PathwayDetails> {
  const [row] = await db.query<{ class_count: number; total_hours: number | null; hide_hours: boolean }>(
    `SELECT (SELECT count(*)::int FROM pathway_nodes n WHERE n.pathway_id = p.id) AS class_count,
            (SELECT sum(k.total_hours) FROM pathway_nodes n JOIN classes k ON k.id = n.class_id
              WHERE n.pathway_id = p.id) AS total_hours,
            p.hide_hours
       FROM pathways p WHERE p.id = $1`,
    [pathwayId],
  );
  if (!row) throw new Error(`pathway ${pathwayId} of an enrollment is missing`);
  return {
    venueType: 'PATH',
    classCount: row.class_count,
    totalHours: row.total_hours ?? 0,
    hideHours: row.hide_hours,
  };
}

export const venueDetails = (db: Queryable, venueType: 'CLASS' | 'PATH', venueId: number) =>
  venueType === 'CLASS' ? classDetails(db, venueId) : pathwayDetails(db, venueId);
