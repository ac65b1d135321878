import type { ListedVenue, VenueType, WaitlistAndInterests } from '../../../contracts';
import type { Queryable } from '../../../db';
import { VENUE_COLUMNS, venueJoins } from '../../../db/venue-joins';

/*
 * GET /enrollments/waitlist_and_interests (shell spec 4: the wait list and interests page): the
 * student's venues on each list, with what browse needs to link to them. categoryId is the venue's
 * first active category by the link's sort order (browse's category pages show active ones only);
 * courseId is a class's course. The lists themselves are changed through browse's routes.
 */

interface ListedRow {
  venue_type: VenueType;
  venue_id: number;
  title: string;
  code: string;
  start_date: string | null;
  end_date: string | null;
  category_id: number | null;
  course_id: number | null;
}

/** The venues of one list (`waitlist` or `interests`), in the order the student added them. */
const listedVenuesSql = (table: 'waitlist' | 'interests') => `
  SELECT w.venue_type, w.venue_id, ${VENUE_COLUMNS},
         CASE WHEN w.venue_type = 'CLASS'
           THEN (SELECT l.category_id FROM course_category_links l
                   JOIN course_categories cc ON cc.id = l.category_id AND cc.is_active
                  WHERE l.course_id = c.course_id ORDER BY l.sort_order, cc.sort_order, l.category_id LIMIT 1)
           ELSE (SELECT l.category_id FROM pathway_category_links l
                   JOIN course_categories cc ON cc.id = l.category_id AND cc.is_active
                  WHERE l.pathway_id = p.id ORDER BY l.sort_order, cc.sort_order, l.category_id LIMIT 1)
         END AS category_id,
         c.course_id
    FROM ${table} w ${venueJoins('w')}
   WHERE w.student_id = $1 AND (c.id IS NOT NULL OR p.id IS NOT NULL)
   ORDER BY w.created_at, w.id`;

const toListedVenue = (r: ListedRow): ListedVenue => ({
  venueType: r.venue_type,
  venueId: r.venue_id,
  title: r.title,
  code: r.code,
  startDate: r.start_date,
  endDate: r.end_date,
  categoryId: r.category_id,
  courseId: r.venue_type === 'CLASS' ? r.course_id : null,
});

export async function waitlistAndInterests(db: Queryable, studentId: number): Promise<WaitlistAndInterests> {
  const [waitlist, interests] = await Promise.all([
    db.query<ListedRow>(listedVenuesSql('waitlist'), [studentId]),
    db.query<ListedRow>(listedVenuesSql('interests'), [studentId]),
  ]);
  return { waitlist: waitlist.map(toListedVenue), interests: interests.map(toListedVenue) };
}
