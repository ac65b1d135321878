/**
 * The enrollments area's contracts: its schemas, its endpoint table, the rules its reports share with
 * the view, and its query keys. Compiled into this remote and the API
 * (`@portal/remote-enrollments/contract`); never a shared run-time module.
 */
export * from './enrollments';
export * from './enrollments-endpoints';
export * from './enrollment-rules';

/** Student-scoped (under 'student'): wiped on logout and on an account switch. */
export const enrollmentsQueryKeys = {
  all: () => ['student', 'enrollments'] as const,
  list: () => ['student', 'enrollments', 'list'] as const,
  view: (enrollmentId: number) => ['student', 'enrollments', 'view', enrollmentId] as const,
  grades: (enrollmentId: number) => ['student', 'enrollments', 'grades', enrollmentId] as const,
  attendance: (enrollmentId: number) => ['student', 'enrollments', 'attendance', enrollmentId] as const,
  timeClock: (enrollmentId: number) => ['student', 'enrollments', 'time-clock', enrollmentId] as const,
  waitlistAndInterests: () => ['student', 'enrollments', 'waitlist-and-interests'] as const,
  meetings: (from: string, to: string) => ['student', 'enrollments', 'meetings', from, to] as const,
  clockClasses: () => ['student', 'enrollments', 'clock-classes'] as const,
};
