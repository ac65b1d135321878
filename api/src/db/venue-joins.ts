/*
 * SQL for a row that names its venue by (venue_type, venue_id): a cart item, an enrollment, a wait-list
 * entry or an interest. One way to read such a venue, whichever area's table the row is in.
 */

/**
 * Joins the row's class `c` or pathway `p` (a vanished venue: neither), and `pd`, a pathway's dates
 * from its classes. `row` is the alias of the row's table.
 */
export const venueJoins = (row: string) => `
    LEFT JOIN classes c ON ${row}.venue_type = 'CLASS' AND c.id = ${row}.venue_id
    LEFT JOIN pathways p ON ${row}.venue_type = 'PATH' AND p.id = ${row}.venue_id
    LEFT JOIN LATERAL (
      SELECT min(k.start_date) AS start_date, max(k.end_date) AS end_date
        FROM pathway_nodes n JOIN classes k ON k.id = n.class_id
       WHERE n.pathway_id = p.id
    ) pd ON ${row}.venue_type = 'PATH'`;

/** The venue's title, code, start_date and end_date (a pathway's from its classes), after venueJoins. */
export const VENUE_COLUMNS = `COALESCE(c.title, p.title) AS title, COALESCE(c.code, p.code) AS code,
         COALESCE(c.start_date, pd.start_date) AS start_date, COALESCE(c.end_date, pd.end_date) AS end_date`;
