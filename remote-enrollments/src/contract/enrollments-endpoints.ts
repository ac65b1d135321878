import * as z from '@portal/shared/zod';
import { defineEndpoint, venueActionInputSchema } from '@portal/shared/contracts';
import {
  attendanceInputSchema,
  attendanceReportInputSchema,
  attendanceResponseSchema,
  classesTranscriptInputSchema,
  clockClassesResponseSchema,
  clockInputSchema,
  enrollmentsResponseSchema,
  enrollmentViewInputSchema,
  enrollmentViewSchema,
  followUpPassportInputSchema,
  followUpPassportResponseSchema,
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

/** Spec 7.4 and the pages of this remote: the acting student's enrollments (sign-in needed for every call). */
export const enrollmentsEndpoints = {
  getEnrollments: defineEndpoint({ method: 'GET', path: 'enrollments', response: enrollmentsResponseSchema }),
  getEnrollmentView: defineEndpoint({
    method: 'POST',
    path: 'enrollment',
    body: enrollmentViewInputSchema,
    response: enrollmentViewSchema,
    ids: { enrollmentId: 'owned', venueId: 'shared' },
  }),
  getGrades: defineEndpoint({
    method: 'POST',
    path: 'enrollment/grades',
    body: gradesInputSchema,
    response: gradesResponseSchema,
    // The student's own enrollment in that venue; none is a 404.
    ids: { venueId: 'shared' },
  }),
  getAttendance: defineEndpoint({
    method: 'POST',
    path: 'enrollment/attendance',
    body: attendanceInputSchema,
    response: attendanceResponseSchema,
    ids: { enrollmentId: 'owned' },
  }),
  getTimeClock: defineEndpoint({
    method: 'POST',
    path: 'enrollment/time_clock',
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
  }),
  getClockClasses: defineEndpoint({
    method: 'GET',
    path: 'attendance/time_clock',
    response: clockClassesResponseSchema,
  }),
  clockIn: defineEndpoint({
    method: 'POST',
    path: 'attendance/clock_in',
    body: clockInputSchema,
    response: clockClassesResponseSchema,
    ids: { enrollmentId: 'owned' },
  }),
  clockOut: defineEndpoint({
    method: 'POST',
    path: 'attendance/clock_out',
    body: clockInputSchema,
    response: clockClassesResponseSchema,
    ids: { enrollmentId: 'owned' },
  }),
  getFollowUpPassport: defineEndpoint({
    method: 'POST',
    path: 'enrollments/follow_up_passport',
    body: followUpPassportInputSchema,
    response: followUpPassportResponseSchema,
    // A form the enrollment asks for; any other is a 404.
    ids: { enrollmentId: 'owned', formId: 'shared' },
  }),
} as const;

/**
 * Calls /interests makes to routes the browse area serves and defines (its table is the one the API
 * registers; api/src/endpoints.test.ts checks these still match it). Only the input and an ok matter
 * here: the reply's venue state is browse's to read.
 */
export const venueListCalls = {
  leaveWaitlist: defineEndpoint({
    method: 'POST',
    path: 'waitlist/remove',
    body: venueActionInputSchema,
    response: z.object({}),
    ids: { venueId: 'shared' },
  }),
  removeInterest: defineEndpoint({
    method: 'POST',
    path: 'interests/remove',
    body: venueActionInputSchema,
    response: z.object({}),
    ids: { venueId: 'shared' },
  }),
} as const;
