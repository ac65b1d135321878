/** A venue in a key: an enrollment's sections are asked by venue too, and keyed by all they are asked with. */
type VenuePart = { venueType: string; venueId: number };
const venueKey = (venue?: VenuePart) => (venue ? [venue.venueType, venue.venueId] : []);

/**
 * Student-scoped (under 'student'): wiped on logout and on an account switch. An enrollment's keys
 * start with its id, so that the id alone (no venue) reaches all of its queries.
 */
export const enrollmentsQueryKeys = {
  all: () => ['student', 'enrollments'] as const,
  list: () => ['student', 'enrollments', 'list'] as const,
  view: (enrollmentId: number, venue?: VenuePart) =>
    ['student', 'enrollments', 'view', enrollmentId, ...venueKey(venue)] as const,
  grades: (enrollmentId: number, venue?: VenuePart) =>
    ['student', 'enrollments', 'grades', enrollmentId, ...venueKey(venue)] as const,
  attendance: (enrollmentId: number, venue?: VenuePart) =>
    ['student', 'enrollments', 'attendance', enrollmentId, ...venueKey(venue)] as const,
  timeClock: (enrollmentId: number, venue?: VenuePart) =>
    ['student', 'enrollments', 'time-clock', enrollmentId, ...venueKey(venue)] as const,
  waitlistAndInterests: () => ['student', 'enrollments', 'waitlist-and-interests'] as const,
  meetings: (from: string, to: string) => ['student', 'enrollments', 'meetings', from, to] as const,
  clockClasses: () => ['student', 'enrollments', 'clock-classes'] as const,
};
