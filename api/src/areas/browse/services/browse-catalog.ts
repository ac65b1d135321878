import type {
  ApplicationFormEntry,
  Category,
  CategoryRef,
  Course,
  CourseSummary,
  Instructor,
  Location,
  Pathway,
  PathwayNode,
  PathwaySummary,
  RefundPolicy,
  SearchResponse,
  StudentApplicationForm,
  Venue,
  VenueType,
} from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { getPathwayVenue, listClassVenues } from './browse-venues';
import { classOrderSql, noLongerTakenSql } from './class-availability';
import { formatDate, formatDateRange, money } from '../../../lib/format';

/** Catalog reads of the browse pages (spec section 7, GET). */

interface ListingRow {
  id: number;
  code: string;
  title: string;
  description: string;
  image_url: string | null;
  rating: number;
  trend_level: number;
}

const listing = (row: ListingRow, categories: CategoryRef[]) => ({
  id: row.id,
  code: row.code,
  title: row.title,
  description: row.description,
  imageUrl: row.image_url,
  rating: row.rating,
  trendLevel: row.trend_level,
  categories,
});

async function categoryRefs(
  db: Queryable,
  kind: 'course' | 'pathway',
  ids: number[],
): Promise<Map<number, CategoryRef[]>> {
  const map = new Map<number, CategoryRef[]>();
  if (ids.length === 0) return map;
  const table = kind === 'course' ? 'course_category_links' : 'pathway_category_links';
  const column = kind === 'course' ? 'course_id' : 'pathway_id';
  const rows = await db.query<{ owner: number; category_id: number; title: string }>(
    `SELECT l.${column} AS owner, l.category_id, cc.title
       FROM ${table} l JOIN course_categories cc ON cc.id = l.category_id AND cc.is_active
      WHERE l.${column} = ANY($1::int[])
      ORDER BY l.sort_order, l.category_id`,
    [ids],
  );
  for (const r of rows) {
    const list = map.get(r.owner) ?? [];
    list.push({ categoryId: r.category_id, categoryTitle: r.title });
    map.set(r.owner, list);
  }
  return map;
}

export async function getCategory(db: Queryable, id: number): Promise<Category | undefined> {
  const row = await queryOne<{ id: number; title: string; description: string; image_url: string | null }>(
    db,
    'SELECT id, title, description, image_url FROM course_categories WHERE id = $1 AND is_active',
    [id],
  );
  return row && { id: row.id, title: row.title, description: row.description, imageUrl: row.image_url };
}

/** The category refs of a course or pathway, as a JSON array built by the database. */
const categoriesJson = (
  table: 'course_category_links' | 'pathway_category_links',
  column: string,
  owner: string,
) => `
  coalesce((SELECT json_agg(json_build_object('categoryId', l2.category_id, 'categoryTitle', cc2.title)
                            ORDER BY l2.sort_order, l2.category_id)
              FROM ${table} l2 JOIN course_categories cc2 ON cc2.id = l2.category_id AND cc2.is_active
             WHERE l2.${column} = ${owner}), '[]'::json)`;

const COURSES_SQL = `
  SELECT row_number() OVER (ORDER BY l.sort_order, co.title, co.id) AS ord,
         co.id, co.code, co.title, co.description, co.image_url, co.rating, co.trend_level,
         cs.class_count, cs.next_start, cs.price_from,
         ${categoriesJson('course_category_links', 'course_id', 'co.id')} AS categories
    FROM course_category_links l
    JOIN courses co ON co.id = l.course_id AND co.is_active
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS class_count,
             min(c.start_date) FILTER (WHERE c.start_date >= current_date) AS next_start,
             min(c.total_price) FILTER (WHERE NOT c.hide_cost AND NOT ${noLongerTakenSql('c')}) AS price_from
        FROM classes c WHERE c.course_id = co.id AND c.is_active
    ) cs ON true
   WHERE l.category_id = $1`;

const PATHWAYS_SQL = `
  SELECT row_number() OVER (ORDER BY l.sort_order, p.title, p.id) AS ord,
         p.id, p.code, p.title, p.description, p.image_url, p.rating, p.trend_level, p.total_price, p.hide_cost,
         span.node_count, span.start_date, span.end_date,
         ${categoriesJson('pathway_category_links', 'pathway_id', 'p.id')} AS categories
    FROM pathway_category_links l
    JOIN pathways p ON p.id = l.pathway_id AND p.is_active
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS node_count, min(nc.start_date) AS start_date, max(nc.end_date) AS end_date
        FROM pathway_nodes n JOIN classes nc ON nc.id = n.class_id WHERE n.pathway_id = p.id
    ) span ON true
   WHERE l.category_id = $1`;

type CourseRow = ListingRow & {
  class_count: number;
  next_start: string | null;
  price_from: number | null;
  categories: CategoryRef[];
};
type PathwayRow = ListingRow & {
  node_count: number;
  start_date: string | null;
  end_date: string | null;
  total_price: number;
  hide_cost: boolean;
  categories: CategoryRef[];
};

const courseSummary = (r: CourseRow): CourseSummary => ({
  ...listing(r, r.categories),
  classCount: r.class_count,
  nextStart: r.next_start ? formatDate(r.next_start) : '',
  priceFrom: r.price_from === null ? null : money(r.price_from),
});

const pathwaySummary = (r: PathwayRow): PathwaySummary => ({
  ...listing(r, r.categories),
  nodeCount: r.node_count,
  dateRange: formatDateRange(r.start_date, r.end_date),
  totalPrice: money(r.total_price),
  hideCost: r.hide_cost,
});

/**
 * A category's courses and pathways, each with its categories, in one statement (undefined for an
 * unknown category): under concurrent load every statement waits its turn, so fewer is faster.
 */
export async function listCategoryItems(
  db: Queryable,
  categoryId: number,
): Promise<{ courses: CourseSummary[]; pathways: PathwaySummary[] } | undefined> {
  const row = await queryOne<{ courses: CourseRow[] | null; pathways: PathwayRow[] | null }>(
    db,
    `SELECT (SELECT json_agg(t ORDER BY t.ord) FROM (${COURSES_SQL}) t) AS courses,
            (SELECT json_agg(t ORDER BY t.ord) FROM (${PATHWAYS_SQL}) t) AS pathways
       FROM course_categories WHERE id = $1 AND is_active`,
    [categoryId],
  );
  if (!row) return undefined;
  return {
    courses: (row.courses ?? []).map(courseSummary),
    pathways: (row.pathways ?? []).map(pathwaySummary),
  };
}

export async function getCourse(db: Queryable, id: number): Promise<Course | undefined> {
  const row = await queryOne<ListingRow & { syllabus_html: string }>(
    db,
    `SELECT id, code, title, description, image_url, rating, trend_level, syllabus_html
       FROM courses WHERE id = $1 AND is_active`,
    [id],
  );
  if (!row) return undefined;
  const refs = await categoryRefs(db, 'course', [row.id]);
  return { ...listing(row, refs.get(row.id) ?? []), syllabus: row.syllabus_html };
}

export function listCourseClasses(
  db: Queryable,
  studentId: number | null,
  courseId: number,
): Promise<Venue[]> {
  return listClassVenues(db, studentId, 'c.course_id = $3', [courseId]);
}

export async function getPathway(
  db: Queryable,
  studentId: number | null,
  id: number,
): Promise<Pathway | undefined> {
  const row = await queryOne<ListingRow>(
    db,
    'SELECT id, code, title, description, image_url, rating, trend_level FROM pathways WHERE id = $1 AND is_active',
    [id],
  );
  if (!row) return undefined;
  const venue = await getPathwayVenue(db, studentId, id);
  if (!venue) return undefined;
  const refs = await categoryRefs(db, 'pathway', [row.id]);
  return { ...listing(row, refs.get(row.id) ?? []), venue };
}

export async function listPathwayNodes(
  db: Queryable,
  studentId: number | null,
  pathwayId: number,
): Promise<PathwayNode[] | undefined> {
  const exists = await queryOne(db, 'SELECT 1 FROM pathways WHERE id = $1 AND is_active', [pathwayId]);
  if (!exists) return undefined;
  const nodes = await db.query<{ id: number; position: number; title: string | null; class_id: number }>(
    'SELECT id, position, title, class_id FROM pathway_nodes WHERE pathway_id = $1 ORDER BY position',
    [pathwayId],
  );
  const venues = await listClassVenues(db, studentId, 'c.id = ANY($3::int[])', [
    nodes.map((n) => n.class_id),
  ]);
  const byId = new Map(venues.map((v) => [v.id, v]));
  return nodes.flatMap((n) => {
    const venue = byId.get(n.class_id);
    return venue ? [{ nodeId: n.id, position: n.position, title: n.title ?? venue.title, venue }] : [];
  });
}

export const FEATURED_LIMIT = 12;

export function listFeaturedClasses(db: Queryable, studentId: number | null): Promise<Venue[]> {
  return listClassVenues(
    db,
    studentId,
    'c.is_featured',
    [],
    `ORDER BY c.start_date, c.code LIMIT ${FEATURED_LIMIT}`,
  );
}

export const SEARCH_LIMIT = 25;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The active courses or pathways whose title, code or description contains the search text ($1, a
 * likePattern), at most SEARCH_LIMIT by title, each with its first category: a JSON array, or null.
 */
const matchingListingsSql = (
  table: 'courses' | 'pathways',
  links: 'course_category_links' | 'pathway_category_links',
  column: 'course_id' | 'pathway_id',
) => `(SELECT json_agg(t ORDER BY t.title, t.id) FROM (
          SELECT x.id, x.code, x.title,
                 (SELECT l.category_id FROM ${links} l WHERE l.${column} = x.id
                   ORDER BY l.sort_order, l.category_id LIMIT 1) AS category_id
            FROM ${table} x
           WHERE x.is_active AND (x.title ILIKE $1 OR x.code ILIKE $1 OR x.description ILIKE $1)
           ORDER BY x.title, x.id LIMIT ${SEARCH_LIMIT}) t)`;

/**
 * Spec section 5: courses, classes and pathways whose title or code (or description, for courses
 * and pathways) contains the text, at most SEARCH_LIMIT of each, in one statement. Classes by start
 * date, those that can no longer be taken last (so they are the ones the limit drops).
 */
export async function search(db: Queryable, text: string): Promise<SearchResponse> {
  const row = await queryOne<{
    courses: { id: number; code: string; title: string; category_id: number | null }[] | null;
    classes:
      | {
          id: number;
          code: string;
          title: string;
          start_date: string;
          end_date: string;
          course_title: string;
        }[]
      | null;
    pathways: { id: number; code: string; title: string; category_id: number | null }[] | null;
  }>(
    db,
    `SELECT
       ${matchingListingsSql('courses', 'course_category_links', 'course_id')} AS courses,
       (SELECT json_agg(t ORDER BY t.ord) FROM (
          SELECT row_number() OVER (ORDER BY ${classOrderSql('c')}) AS ord,
                 c.id, c.code, c.title, c.start_date, c.end_date, co.title AS course_title
            FROM classes c JOIN courses co ON co.id = c.course_id
           WHERE c.is_active AND (c.title ILIKE $1 OR c.code ILIKE $1)
           ORDER BY ${classOrderSql('c')} LIMIT ${SEARCH_LIMIT}) t) AS classes,
       ${matchingListingsSql('pathways', 'pathway_category_links', 'pathway_id')} AS pathways`,
    [likePattern(text.trim())],
  );
  return {
    courses: (row?.courses ?? []).map((r) => ({
      id: r.id,
      code: r.code,
      title: r.title,
      categoryId: r.category_id,
    })),
    classes: (row?.classes ?? []).map((r) => ({
      id: r.id,
      code: r.code,
      title: r.title,
      dateRange: formatDateRange(r.start_date, r.end_date),
      courseTitle: r.course_title,
    })),
    pathways: (row?.pathways ?? []).map((r) => ({
      id: r.id,
      code: r.code,
      title: r.title,
      categoryId: r.category_id,
    })),
  };
}

export const INSTRUCTOR_CLASS_LIMIT = 50;

export async function getInstructor(db: Queryable, id: number): Promise<Instructor | undefined> {
  const row = await queryOne<{
    id: number;
    first_name: string;
    last_name: string;
    bio: string;
    image_url: string | null;
    address: string;
  }>(db, 'SELECT id, first_name, last_name, bio, image_url, address FROM instructors WHERE id = $1', [id]);
  if (!row) return undefined;
  const classes = await db.query<{
    id: number;
    course_title: string;
    code: string;
    start_date: string;
    total_price: number;
    hide_cost: boolean;
  }>(
    `SELECT c.id, co.title AS course_title, c.code, c.start_date, c.total_price, c.hide_cost
       FROM classes c JOIN courses co ON co.id = c.course_id
      WHERE c.instructor_id = $1 AND c.is_active
      ORDER BY c.start_date, c.code LIMIT ${INSTRUCTOR_CLASS_LIMIT}`,
    [id],
  );
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    image: row.image_url,
    bio: row.bio,
    address: row.address,
    classes: classes.map((c) => ({
      id: c.id,
      courseTitle: c.course_title,
      sectionCode: c.code,
      startDate: formatDate(c.start_date),
      totalPrice: money(c.total_price),
      hideCost: c.hide_cost,
    })),
  };
}

export async function getLocation(db: Queryable, id: number): Promise<Location | undefined> {
  const row = await queryOne<{
    id: number;
    name: string;
    street: string;
    city: string;
    state_code: string;
    zip: string;
  }>(db, 'SELECT id, name, street, city, state_code, zip FROM locations WHERE id = $1', [id]);
  return (
    row && { id: row.id, name: row.name, address: `${row.street}, ${row.city}, ${row.state_code} ${row.zip}` }
  );
}

export async function getRefundPolicy(db: Queryable, id: number): Promise<RefundPolicy | undefined> {
  const row = await queryOne<{ id: number; title: string; text_html: string }>(
    db,
    'SELECT id, title, text_html FROM refund_policies WHERE id = $1',
    [id],
  );
  return row && { id: row.id, title: row.title, text: row.text_html };
}

/**
 * The student's application forms (the categories reply's rapidappForms, which My Applications
 * lists), each with the class or pathway it was started from; none for a visitor.
 */
export async function listStudentApplicationForms(
  db: Queryable,
  studentId: number | null,
): Promise<StudentApplicationForm[]> {
  if (studentId === null) return [];
  const rows = await db.query<{
    id: number;
    name: string;
    user_form_id: number;
    status: string;
    venue_type: VenueType;
    venue_id: number;
  }>(
    `SELECT f.id, f.name, uf.id AS user_form_id, uf.status, uf.venue_type, uf.venue_id
       FROM application_user_forms uf JOIN application_forms f ON f.id = uf.form_id
      WHERE uf.student_id = $1
        -- An enrollment's follow-up forms are continued from its enrollment view (remote-enrollments),
        -- not from a venue's Apply button: My Applications lists the venues' forms only.
        AND NOT EXISTS (SELECT 1 FROM enrollment_follow_up_forms ef WHERE ef.form_id = uf.form_id)
      ORDER BY f.name, f.id`,
    [studentId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    userFormId: r.user_form_id,
    userFormStatus: r.status,
    venueType: r.venue_type,
    venueId: r.venue_id,
  }));
}

/** One application form with the student's status (GET /rapidapp/form/{id}). */
export async function getStudentApplicationForm(
  db: Queryable,
  studentId: number,
  formId: number,
): Promise<ApplicationFormEntry | undefined> {
  const row = await queryOne<{
    id: number;
    name: string;
    user_form_id: number | null;
    status: string | null;
  }>(
    db,
    `SELECT f.id, f.name, uf.id AS user_form_id, uf.status
       FROM application_forms f
       LEFT JOIN application_user_forms uf ON uf.form_id = f.id AND uf.student_id = $1
      WHERE f.id = $2`,
    [studentId, formId],
  );
  return (
    row && { id: row.id, name: row.name, userFormId: row.user_form_id, userFormStatus: row.status ?? '' }
  );
}
