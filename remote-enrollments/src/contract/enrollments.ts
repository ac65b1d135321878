import * as z from '@portal/shared/zod';
import { idSchema, venueTypeSchema } from '@portal/shared/contracts';

/*
 * Spec 2.7, 3 and 7.4: the student's enrollments and what the enrollment view shows. Dates are ISO
 * (`YYYY-MM-DD`), instants ISO with an offset; the school's local dates and times are in its timezone.
 */

/** An ISO date in a request: `YYYY-MM-DD`, a real day of the calendar. */
export const isoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date'),
  z.refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, 'Invalid date'),
);

/** `registered`: a submitted registration form the school has yet to accept (remote-registration). */
export const ENROLLMENT_STATUSES = ['enrolled', 'completed', 'registered'] as const;

/** GET /enrollments: one of the student's classes or pathways (what POST /enrollment takes, and more). */
export const enrollmentSummarySchema = z.object({
  enrollmentId: z.int(),
  venueType: venueTypeSchema,
  venueId: z.int(),
  title: z.string(),
  code: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  /** Null when the school hides this enrollment's progress (`hideProgressData`). */
  percentCompleted: z.nullable(z.number()),
});
export type EnrollmentSummary = z.infer<typeof enrollmentSummarySchema>;
export const enrollmentsResponseSchema = z.object({ enrollments: z.array(enrollmentSummarySchema) });

/** One line of the general info or the attendance summary: a label and its value, as the school words it. */
export const infoLineSchema = z.object({ label: z.string(), value: z.string() });
export type InfoLine = z.infer<typeof infoLineSchema>;

/**
 * Spec 3 and 4.4, Follow-up form: an application the school asks for after enrolling. `userFormStatus`
 * is '' (none: can start), 'started' (can continue) or anything else (submitted).
 */
export const followUpFormSchema = z.object({
  id: z.int(),
  name: z.string(),
  userFormId: z.nullable(z.int()),
  userFormStatus: z.string(),
});
export type FollowUpForm = z.infer<typeof followUpFormSchema>;

/** POST /enrollment: what the enrollment view shows before any section opens (spec 3, Enrollment view). */
export const enrollmentViewSchema = z.object({
  enrollmentId: z.int(),
  venueType: venueTypeSchema,
  venueId: z.int(),
  title: z.string(),
  code: z.string(),
  /** 0 to 100. */
  percentCompleted: z.number(),
  percentExpected: z.number(),
  generalInfo: z.array(infoLineSchema),
  attendSummary: z.array(infoLineSchema),
  showAttendance: z.boolean(),
  showTimeClock: z.boolean(),
  showGradeBook: z.boolean(),
  hideProgressData: z.boolean(),
  /** How scores map to grades, as the school words it ('' when it gives none). */
  gradeScaleInfo: z.string(),
  followUpForms: z.array(followUpFormSchema),
});
export type EnrollmentView = z.infer<typeof enrollmentViewSchema>;

export const enrollmentViewInputSchema = z.object({
  venueType: venueTypeSchema,
  venueId: idSchema,
  enrollmentId: idSchema,
});
export type EnrollmentViewInput = z.infer<typeof enrollmentViewInputSchema>;

/** Spec 3, Attendance item: a day's entry and exit (instants), its type, hours and the reason given. */
export const attendanceItemSchema = z.object({
  entryDate: z.string(),
  exitDate: z.nullable(z.string()),
  type: z.string(),
  hours: z.number(),
  reason: z.string(),
});
export type AttendanceItem = z.infer<typeof attendanceItemSchema>;

/**
 * Spec 3, Time clock item: `date` is the school's local day, `timeIn`/`timeOut` instants (`timeOut` null
 * while clocked in), `seconds` the time worked (0 while open), `hours` the same in hours.
 */
export const timeClockItemSchema = z.object({
  date: z.string(),
  timeIn: z.string(),
  timeOut: z.nullable(z.string()),
  environment: z.string(),
  hours: z.number(),
  notes: z.string(),
  seconds: z.int(),
});
export type TimeClockItem = z.infer<typeof timeClockItemSchema>;

export const attendanceInputSchema = z.object({ venueType: venueTypeSchema, enrollmentId: idSchema });
export const attendanceResponseSchema = z.object({ items: z.array(attendanceItemSchema) });
export const timeClockResponseSchema = z.object({ items: z.array(timeClockItemSchema) });

/** Spec 3, Grade node: a grade book entry and its children (a module, its units, their tests). */
export type GradeNode = {
  title: string;
  type: string;
  score: number | null;
  maxPoints: number | null;
  comments: string;
  notes: string;
  dateGraded: string | null;
  adjustment: number | null;
  hours: number | null;
  childNodes: GradeNode[];
};
export const gradeNodeSchema: z.ZodMiniType<GradeNode> = z.object({
  title: z.string(),
  type: z.string(),
  score: z.nullable(z.number()),
  maxPoints: z.nullable(z.number()),
  comments: z.string(),
  notes: z.string(),
  dateGraded: z.nullable(z.string()),
  adjustment: z.nullable(z.number()),
  hours: z.nullable(z.number()),
  get childNodes() {
    return z.array(gradeNodeSchema);
  },
});
export const gradesInputSchema = z.object({ venueType: venueTypeSchema, venueId: idSchema });
export const gradesResponseSchema = z.object({ gradeNodes: z.array(gradeNodeSchema) });

/** A report's short-lived link (only its owner's session gets one; served by /api/files/:token). */
export const reportLinkSchema = z.object({ url: z.string() });

export const attendanceReportInputSchema = z.object({
  enrollmentId: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** Totals only, no line per day. */
  summary: z.boolean(),
});
export const INFRACTION_REPORT_TYPES = ['daily', 'summary'] as const;
export const infractionReportInputSchema = z.object({
  enrollmentId: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /**
   * The popover's daily/summary choice (spec 2.7), beyond the payload of 7.4: a backend that does not
   * know it makes its one report, and without it this API makes the daily one, the popover's default.
   */
  type: z._default(z.enum(INFRACTION_REPORT_TYPES), 'daily'),
});
export const pathwayTranscriptInputSchema = z.object({ pathId: idSchema });
/** Every class the student took, or only the completed ones. */
export const CLASSES_TRANSCRIPT_TYPES = ['all', 'completed'] as const;
export const classesTranscriptInputSchema = z.object({ type: z.enum(CLASSES_TRANSCRIPT_TYPES) });

/**
 * A class or pathway on the wait list or of interest, with what browse needs to show it:
 * `/category/{categoryId}/course/{courseId}` for a class, `/category/{categoryId}/program/{venueId}`
 * for a pathway (categoryId null when it is in no category).
 */
export const listedVenueSchema = z.object({
  venueType: venueTypeSchema,
  venueId: z.int(),
  title: z.string(),
  code: z.string(),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  categoryId: z.nullable(z.int()),
  courseId: z.nullable(z.int()),
});
export type ListedVenue = z.infer<typeof listedVenueSchema>;
export const waitlistAndInterestsResponseSchema = z.object({
  waitlist: z.array(listedVenueSchema),
  interests: z.array(listedVenueSchema),
});
export type WaitlistAndInterests = z.infer<typeof waitlistAndInterestsResponseSchema>;

/**
 * One class meeting, in the school's local time: `date` `YYYY-MM-DD`, `startTime`/`endTime` `HH:MM`.
 * `uid` is stable across calls (the calendar export's UID): the same meeting always has the same one.
 */
export const meetingSchema = z.object({
  uid: z.string(),
  venueType: venueTypeSchema,
  venueId: z.int(),
  classId: z.int(),
  title: z.string(),
  code: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  locationName: z.nullable(z.string()),
  locationAddress: z.nullable(z.string()),
  instructorName: z.nullable(z.string()),
});
export type Meeting = z.infer<typeof meetingSchema>;
/** At most this many days per meetings call. */
export const MAX_MEETING_DAYS = 92;
export const meetingsQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export const meetingsResponseSchema = z.object({
  /** The school's IANA timezone: every date and time of the meetings is local to it. */
  timezone: z.string(),
  /** The school's today, `YYYY-MM-DD`. */
  today: z.string(),
  meetings: z.array(meetingSchema),
});
export type MeetingsResponse = z.infer<typeof meetingsResponseSchema>;

/** A time-clock class the student can clock into or out of today (Log Attendance). */
export const clockClassSchema = z.object({
  enrollmentId: z.int(),
  venueType: venueTypeSchema,
  venueId: z.int(),
  title: z.string(),
  code: z.string(),
  /** Clocked in since then (an instant), or null. */
  clockedInAt: z.nullable(z.string()),
  /** Today's entries, the open one included. */
  today: z.array(timeClockItemSchema),
});
export type ClockClass = z.infer<typeof clockClassSchema>;
export const clockClassesResponseSchema = z.object({
  /** The school's today, `YYYY-MM-DD`, and its timezone. */
  today: z.string(),
  timezone: z.string(),
  classes: z.array(clockClassSchema),
});
export type ClockClassesResponse = z.infer<typeof clockClassesResponseSchema>;
export const clockInputSchema = z.object({ enrollmentId: idSchema });

/**
 * Spec 4.4 and 7.1: a follow-up form opens in the application-form tool with the view start_application
 * (no status) or continue_application ('started'), given with the form's id and the passport of
 * POST /rapidapp/passport; the passport travels in a form post, never in a URL.
 */
export const FOLLOW_UP_VIEWS = ['start_application', 'continue_application'] as const;
export type FollowUpView = (typeof FOLLOW_UP_VIEWS)[number];

/**
 * GET /rapidapp/form/{id} as the enrollment view reads it (browse serves and defines it): the form's
 * status now, which may have changed since the view loaded (spec 3, application form entry).
 */
export const followUpFormStatusSchema = z.object({
  form: z.object({ id: z.int(), userFormId: z.nullable(z.int()), userFormStatus: z.string() }),
});
export type FollowUpFormStatus = z.infer<typeof followUpFormStatusSchema>['form'];

/** POST /rapidapp/passport as the spec writes it (7.1): `student`, the acting student, and a passport back. */
export const applicationPassportInputSchema = z.object({ student: idSchema });
export const applicationPassportSchema = z.object({ passport: z.string() });
