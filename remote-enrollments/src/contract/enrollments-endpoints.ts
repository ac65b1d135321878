import * as z from '@portal/shared/zod';
import { defineEndpoint, idParamSchema, venueActionInputSchema } from '@portal/shared/contracts';
import {
  applicationPassportInputSchema,
  applicationPassportSchema,
  attendanceInputSchema,
  attendanceReportInputSchema,
  attendanceResponseSchema,
  classesTranscriptInputSchema,
  clockClassesResponseSchema,
  clockInputSchema,
  enrollmentsResponseSchema,
  enrollmentViewInputSchema,
  enrollmentViewSchema,
  followUpFormStatusSchema,
  gradesInputSchema,
  gradesResponseSchema,
  infractionReportInputSchema,
  meetingsQuerySchema,
  meetingsResponseSchema,
  pathwayTranscriptInputSchema,
  reportLinkSchema,
  timeClockResponseSchema,
  waitlistAndInterestsResponseSchema,
} from './enrollments';

/** Log Attendance clocks the student in to, or out of, a time-clock class: one call each way. */
const clockCall = (path: string, way: 'in to' | 'out of') =>
  defineEndpoint({
    method: 'POST',
    path,
    body: clockInputSchema,
    response: clockClassesResponseSchema,
    ids: { enrollmentId: 'owned' },
    extension: {
      why: `Log Attendance clocks the student ${way} a time-clock class; section 7 names no call that does.`,
      whenMissing:
        "The class's card on /attendance says that the school's system does not offer attendance logging here.",
    },
  });

/** Spec 7.4 and the pages of this remote: the acting student's enrollments (sign-in needed for every call). */
export const enrollmentsEndpoints = {
  getEnrollments: defineEndpoint({ method: 'GET', path: 'enrollments', response: enrollmentsResponseSchema }),
  getEnrollmentView: defineEndpoint({
    method: 'POST',
    path: 'enrollment',
    keepsReplies: true,
    body: enrollmentViewInputSchema,
    response: enrollmentViewSchema,
    ids: { enrollmentId: 'owned', venueId: 'shared' },
  }),
  getGrades: defineEndpoint({
    method: 'POST',
    path: 'enrollment/grades',
    keepsReplies: true,
    body: gradesInputSchema,
    response: gradesResponseSchema,
    // The student's own enrollment in that venue; none is a 404.
    ids: { venueId: 'shared' },
  }),
  getAttendance: defineEndpoint({
    method: 'POST',
    path: 'enrollment/attendance',
    keepsReplies: true,
    body: attendanceInputSchema,
    response: attendanceResponseSchema,
    ids: { enrollmentId: 'owned' },
  }),
  getTimeClock: defineEndpoint({
    method: 'POST',
    path: 'enrollment/time_clock',
    keepsReplies: true,
    body: attendanceInputSchema,
    response: timeClockResponseSchema,
    ids: { enrollmentId: 'owned' },
  }),
  getAttendanceReportLink: defineEndpoint({
    method: 'POST',
    path: 'enrollments/attendance_report_link',
    body: attendanceReportInputSchema,
    response: reportLinkSchema,
    ids: { enrollmentId: 'owned' },
  }),
  getInfractionReportLink: defineEndpoint({
    method: 'POST',
    path: 'enrollments/infraction_report_link',
    body: infractionReportInputSchema,
    response: reportLinkSchema,
    ids: { enrollmentId: 'owned' },
    extraFields: {
      type: "The popover's daily or summary choice (spec 2.7), which 7.4's payload has no field for: a backend without it makes its one report, and this API the daily one.",
    },
  }),
  getPathwayTranscriptLink: defineEndpoint({
    method: 'POST',
    path: 'enrollments/pathway_transcript_link',
    body: pathwayTranscriptInputSchema,
    response: reportLinkSchema,
    // A pathway the student is enrolled in; any other is a 404.
    ids: { pathId: 'shared' },
  }),
  getClassesTranscriptLink: defineEndpoint({
    method: 'POST',
    path: 'enrollments/classes_transcript_link',
    body: classesTranscriptInputSchema,
    response: reportLinkSchema,
  }),
  getWaitlistAndInterests: defineEndpoint({
    method: 'GET',
    path: 'enrollments/waitlist_and_interests',
    response: waitlistAndInterestsResponseSchema,
  }),
  getMeetings: defineEndpoint({
    method: 'GET',
    path: 'enrollments/meetings',
    query: meetingsQuerySchema,
    response: meetingsResponseSchema,
    extension: {
      why: "The Schedule and Calendar pages (the schedule and calendar module flags, the shell spec's section 2) show the student's class meetings, and the calendar exports them as .ics; section 7 names no call that gives them.",
      whenMissing:
        "/schedule and /calendar say that the school's system does not offer the schedule, or the calendar, here; the enrollment view and the rest of the portal are unchanged.",
    },
  }),
  getClockClasses: defineEndpoint({
    method: 'GET',
    path: 'attendance/time_clock',
    response: clockClassesResponseSchema,
    extension: {
      why: "Log Attendance (/attendance, the shell spec's section 2) lists the classes the student clocks into today; section 7 has the time clock of one enrollment (POST /enrollment/time_clock) but no list to clock in from.",
      whenMissing:
        "/attendance says that the school's system does not offer attendance logging here; the enrollment view still shows each time clock.",
    },
  }),
  clockIn: clockCall('attendance/clock_in', 'in to'),
  clockOut: clockCall('attendance/clock_out', 'out of'),
} as const;

/** Takes a venue off one of the student's lists (wait list, interests): the input and an ok. */
const venueListCall = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    body: venueActionInputSchema,
    response: z.object({}),
    ids: { venueId: 'shared' },
  });

/**
 * Calls this remote makes to routes the browse area serves and defines (its table is the one the API
 * registers; api/src/endpoints.test.ts checks these still match it, and takes the same input).
 * - /interests leaves a wait list and removes an interest: only the input and an ok matter here, the
 *   reply's venue state is browse's to read.
 * - The follow-up forms (spec 4.4, 7.1; a venue's Apply button makes them too): the form's status now,
 *   and a passport of the acting student's for the application-form tool. Each reads only what the
 *   view needs of the reply; api/src/areas/enrollments/follow-up.test.ts parses the served replies with
 *   these schemas.
 */
export const enrollmentsBorrowedCalls = {
  leaveWaitlist: venueListCall('waitlist/remove'),
  removeInterest: venueListCall('interests/remove'),
  getApplicationForm: defineEndpoint({
    method: 'GET',
    path: 'rapidapp/form/:id',
    params: z.object({ id: idParamSchema() }),
    response: followUpFormStatusSchema,
    ids: { id: 'shared' },
  }),
  getApplicationPassport: defineEndpoint({
    method: 'POST',
    path: 'rapidapp/passport',
    body: applicationPassportInputSchema,
    response: applicationPassportSchema,
    ids: { student: 'owned' },
  }),
} as const;
