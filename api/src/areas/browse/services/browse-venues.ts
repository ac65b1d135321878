import type { ApplicationFormEntry, Venue, VenueState, VenueType } from '../../../contracts';
import type { Queryable } from '../../../db';
import { computeVenueState, type ComputedState, type VenueFacts } from './browse-enroll-state';
import { formatDateRange, formatTimeRange, money } from '../../../lib/format';
import { classOrderSql } from './class-availability';

/**
 * Venues (classes and pathways) with their per-student enroll and interest states, read in one
 * statement per list. `studentId` null means a visitor: every per-student fact is false.
 */

const WEEK_ORDER = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface VenueRowBase {
  id: number;
  code: string;
  title: string;
  start_date: string | null;
  end_date: string | null;
  total_price: number;
  total_hours: number;
  hide_cost: boolean;
  hide_hours: boolean;
  show_seats: boolean;
  waitlist_enabled: boolean;
  registration_type: VenueFacts['registrationType'];
  registration_status: VenueFacts['registrationStatus'];
  registration_opens_on: string | null;
  registration_form_id: number | null;
  application_form_id: number | null;
  application_form_name: string | null;
  refund_policy_id: number | null;
  info_html: string;
  image_url: string | null;
  is_active: boolean;
  seats_available: number;
  enrolled: boolean;
  waitlisted: boolean;
  in_cart: boolean;
  interested: boolean;
  registered: boolean;
  registration_info_id: number | null;
  user_form_id: number | null;
  user_form_status: string | null;
  category_id: number | null;
}

interface ClassRow extends VenueRowBase {
  week_days: string[];
  start_time: string | null;
  end_time: string | null;
  location_id: number | null;
  location_name: string | null;
  instructor_id: number | null;
  instructor_name: string | null;
  course_id: number;
  course_title: string;
  enrolled_other_section: boolean;
  pathway_waitlisted: boolean;
}

/**
 * Per-student facts of a venue ($1 is the student id or null, $2 the venue type). A 'registered'
 * enrollment (a submitted registration form, not accepted yet) is not enrolled: the submitted form makes
 * the state 'Registered'. It still holds a seat, and another section of its course is 'other'.
 */
const studentFacts = (venue: string) => `
  EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = $1 AND e.venue_type = $2 AND e.venue_id = ${venue}.id
           AND e.status IN ('enrolled', 'completed')) AS enrolled,
  EXISTS (SELECT 1 FROM waitlist w WHERE w.student_id = $1 AND w.venue_type = $2 AND w.venue_id = ${venue}.id) AS waitlisted,
  EXISTS (SELECT 1 FROM cart_items ci WHERE ci.student_id = $1 AND ci.venue_type = $2 AND ci.venue_id = ${venue}.id) AS in_cart,
  EXISTS (SELECT 1 FROM interests it WHERE it.student_id = $1 AND it.venue_type = $2 AND it.venue_id = ${venue}.id) AS interested,
  EXISTS (SELECT 1 FROM registration_infos ri WHERE ri.student_id = $1 AND ri.venue_type = $2
           AND ri.venue_id = ${venue}.id AND ri.status = 'submitted') AS registered,
  (SELECT ri.id FROM registration_infos ri WHERE ri.student_id = $1 AND ri.venue_type = $2
     AND ri.venue_id = ${venue}.id AND ri.status = 'pending' ORDER BY ri.id DESC LIMIT 1) AS registration_info_id,
  uf.id AS user_form_id, uf.status AS user_form_status,
  af.name AS application_form_name,
  ${venue}.capacity - ${venue}.offline_enrolled - (SELECT count(*) FROM enrollments se
     WHERE se.venue_type = $2 AND se.venue_id = ${venue}.id AND se.status <> 'dropped')::int AS seats_available`;

const CLASS_SELECT = `
SELECT c.id, c.code, c.title, c.start_date, c.end_date, c.week_days, c.start_time, c.end_time,
       c.location_id, loc.name AS location_name, c.instructor_id,
       CASE WHEN i.id IS NULL THEN NULL ELSE i.first_name || ' ' || i.last_name END AS instructor_name,
       c.total_price, c.total_hours, c.hide_cost, c.hide_hours, c.show_seats, c.waitlist_enabled,
       c.registration_type, c.registration_status, c.registration_opens_on, c.registration_form_id,
       c.application_form_id, c.refund_policy_id, c.info_html, c.image_url, c.is_active,
       c.course_id, co.title AS course_title,
       (SELECT l.category_id FROM course_category_links l WHERE l.course_id = c.course_id
         ORDER BY l.sort_order, l.category_id LIMIT 1) AS category_id,
       ${studentFacts('c')},
       EXISTS (SELECT 1 FROM enrollments e JOIN classes o ON o.id = e.venue_id
                WHERE e.student_id = $1 AND e.venue_type = 'CLASS' AND e.status <> 'dropped'
                  AND o.course_id = c.course_id AND o.id <> c.id) AS enrolled_other_section,
       EXISTS (SELECT 1 FROM waitlist w JOIN pathway_nodes n ON n.pathway_id = w.venue_id
                WHERE w.student_id = $1 AND w.venue_type = 'PATH' AND n.class_id = c.id) AS pathway_waitlisted
  FROM classes c
  JOIN courses co ON co.id = c.course_id
  LEFT JOIN locations loc ON loc.id = c.location_id
  LEFT JOIN instructors i ON i.id = c.instructor_id
  LEFT JOIN application_forms af ON af.id = c.application_form_id
  LEFT JOIN application_user_forms uf ON uf.student_id = $1 AND uf.form_id = c.application_form_id`;

const PATHWAY_SELECT = `
SELECT p.id, p.code, p.title, span.start_date, span.end_date, span.total_hours,
       p.total_price, p.hide_cost, p.hide_hours, p.show_seats, p.waitlist_enabled,
       p.registration_type, p.registration_status, p.registration_opens_on, p.registration_form_id,
       p.application_form_id, p.refund_policy_id, p.info_html, p.image_url, p.is_active,
       (SELECT l.category_id FROM pathway_category_links l WHERE l.pathway_id = p.id
         ORDER BY l.sort_order, l.category_id LIMIT 1) AS category_id,
       ${studentFacts('p')}
  FROM pathways p
  LEFT JOIN LATERAL (
    SELECT min(nc.start_date) AS start_date, max(nc.end_date) AS end_date,
           coalesce(sum(nc.total_hours), 0) AS total_hours
      FROM pathway_nodes n JOIN classes nc ON nc.id = n.class_id
     WHERE n.pathway_id = p.id
  ) span ON true
  LEFT JOIN application_forms af ON af.id = p.application_form_id
  LEFT JOIN application_user_forms uf ON uf.student_id = $1 AND uf.form_id = p.application_form_id`;

function rapidappForms(row: VenueRowBase): ApplicationFormEntry[] {
  if (row.registration_type !== 'rapidapp' || row.application_form_id === null) return [];
  return [
    {
      id: row.application_form_id,
      name: row.application_form_name ?? 'Application form',
      userFormId: row.user_form_id,
      userFormStatus: row.user_form_status ?? '',
    },
  ];
}

function facts(
  row: VenueRowBase,
  venueType: VenueType,
  studentId: number | null,
  extra: { enrolledInOtherSection: boolean; waitlistedThroughPathway: boolean },
): VenueFacts {
  return {
    venueType,
    registrationType: row.registration_type,
    registrationStatus: row.registration_status,
    registrationOpensOn: row.registration_opens_on,
    isActive: row.is_active,
    seatsAvailable: row.seats_available,
    waitlistEnabled: row.waitlist_enabled,
    userFormStatus: row.user_form_status ?? '',
    student:
      studentId === null
        ? null
        : {
            enrolled: row.enrolled,
            waitlisted: row.waitlisted,
            inCart: row.in_cart,
            interested: row.interested,
            registered: row.registered,
            ...extra,
          },
  };
}

/** The fields that differ between a class and a pathway; the rest come from the row the same way. */
type VenueOwnFields = Pick<
  Venue,
  | 'venueType'
  | 'weekDays'
  | 'classTime'
  | 'locationName'
  | 'locationId'
  | 'hasLocation'
  | 'instructorName'
  | 'instructorId'
  | 'hasInstructor'
  | 'courseId'
  | 'courseTitle'
>;

function venue(row: VenueRowBase, state: ComputedState, own: VenueOwnFields): Venue {
  return {
    id: row.id,
    venueType: own.venueType,
    code: row.code,
    title: row.title,
    dateRange: formatDateRange(row.start_date, row.end_date),
    startDate: row.start_date,
    weekDays: own.weekDays,
    classTime: own.classTime,
    locationName: own.locationName,
    locationId: own.locationId,
    hasLocation: own.hasLocation,
    hideCost: row.hide_cost,
    hideHours: row.hide_hours,
    totalPrice: money(row.total_price),
    totalHours: row.total_hours,
    instructorName: own.instructorName,
    instructorId: own.instructorId,
    hasInstructor: own.hasInstructor,
    showSeats: row.show_seats,
    seatsAvailable: Math.max(0, row.seats_available),
    ...state,
    registration: row.registration_type,
    rapidappForms: rapidappForms(row),
    registrationFormId: row.registration_form_id,
    registrationInfoId: row.registration_info_id,
    refundPolicyId: row.refund_policy_id,
    info: row.info_html,
    imageUrl: row.image_url,
    courseId: own.courseId,
    courseTitle: own.courseTitle,
    categoryId: row.category_id,
  };
}

function classVenue(row: ClassRow, studentId: number | null): Venue {
  const state = computeVenueState(
    facts(row, 'CLASS', studentId, {
      enrolledInOtherSection: row.enrolled_other_section,
      waitlistedThroughPathway: row.pathway_waitlisted,
    }),
  );
  const days = [...row.week_days].sort((a, b) => WEEK_ORDER.indexOf(a) - WEEK_ORDER.indexOf(b));
  return venue(row, state, {
    venueType: 'CLASS',
    weekDays: days.join(', '),
    classTime: formatTimeRange(row.start_time, row.end_time),
    locationName: row.location_name ?? '',
    locationId: row.location_id,
    hasLocation: row.location_id !== null,
    instructorName: row.instructor_name ?? '',
    instructorId: row.instructor_id,
    hasInstructor: row.instructor_id !== null,
    courseId: row.course_id,
    courseTitle: row.course_title,
  });
}

function pathwayVenue(row: VenueRowBase, studentId: number | null): Venue {
  const state = computeVenueState(
    facts(row, 'PATH', studentId, { enrolledInOtherSection: false, waitlistedThroughPathway: false }),
  );
  return venue(row, state, {
    venueType: 'PATH',
    weekDays: '',
    classTime: '',
    locationName: '',
    locationId: null,
    hasLocation: false,
    instructorName: '',
    instructorId: null,
    hasInstructor: false,
    courseId: null,
    courseTitle: '',
  });
}

/**
 * Classes matching `where` (on alias c, parameters from $3), ordered by start date then code, those
 * that can no longer be taken last (class-availability.ts).
 */
export async function listClassVenues(
  db: Queryable,
  studentId: number | null,
  where: string,
  params: readonly unknown[] = [],
  tail = `ORDER BY ${classOrderSql('c')}`,
): Promise<Venue[]> {
  const rows = await db.query<ClassRow>(`${CLASS_SELECT} WHERE c.is_active AND (${where}) ${tail}`, [
    studentId,
    'CLASS',
    ...params,
  ]);
  return rows.map((row) => classVenue(row, studentId));
}

export async function getClassVenue(
  db: Queryable,
  studentId: number | null,
  classId: number,
): Promise<Venue | undefined> {
  return (await listClassVenues(db, studentId, 'c.id = $3', [classId]))[0];
}

export async function getPathwayVenue(
  db: Queryable,
  studentId: number | null,
  pathwayId: number,
): Promise<Venue | undefined> {
  const rows = await db.query<VenueRowBase>(`${PATHWAY_SELECT} WHERE p.is_active AND p.id = $3`, [
    studentId,
    'PATH',
    pathwayId,
  ]);
  return rows[0] ? pathwayVenue(rows[0], studentId) : undefined;
}

export async function getVenue(
  db: Queryable,
  studentId: number | null,
  venueType: VenueType,
  venueId: number,
): Promise<Venue | undefined> {
  return venueType === 'CLASS'
    ? getClassVenue(db, studentId, venueId)
    : getPathwayVenue(db, studentId, venueId);
}

export function venueState(venue: Venue): VenueState {
  return {
    venueType: venue.venueType,
    venueId: venue.id,
    enrollState: venue.enrollState,
    enrollStateTitle: venue.enrollStateTitle,
    interestState: venue.interestState,
    interestStateTitle: venue.interestStateTitle,
  };
}
