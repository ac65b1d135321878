import { MAX_MEETING_DAYS, REPORT_DATE_MESSAGES } from '../../../contracts';
import { HttpError, invalidInput, notFound } from '../../../http/errors';

/** The enrollments area's refusals besides the shared ones (400 `invalid_input`, 404 `not_found`). */
export const enrollmentErrorCodes = {
  /** 503: the school's grade book cannot answer for this enrollment (spec 2.7 and 8). */
  gradesUnavailable: 'grades_unavailable',
  /** 409: a clock-in while the enrollment has an open time-clock entry. */
  alreadyClockedIn: 'already_clocked_in',
  /** 409: a clock-out without an open time-clock entry. */
  notClockedIn: 'not_clocked_in',
  /** 409: clocking in or out of an enrollment that does not log attendance with the time clock. */
  timeClockUnavailable: 'time_clock_unavailable',
} as const;

export const ENROLLMENT_MESSAGES = {
  enrollmentNotFound: 'Enrollment not found',
  /** The spec's own words (section 8), which the enrollment view shows as they come. */
  gradesUnavailable: 'Grade Details are currently unavailable',
  alreadyClockedIn: 'You are already clocked in',
  notClockedIn: 'You are not clocked in',
  timeClockUnavailable: 'This class does not log attendance with the time clock',
  meetingsEndBeforeStart: REPORT_DATE_MESSAGES.endBeforeStart,
  meetingsRangeTooLong: `Choose at most ${MAX_MEETING_DAYS} days at a time`,
} as const;

/**
 * 404 for an enrollment that is not the acting student's (someone else's, dropped, unknown, or named
 * with another venue): the same reply whichever it is, so that no one learns whose ids exist.
 */
export const enrollmentNotFound = () => notFound(ENROLLMENT_MESSAGES.enrollmentNotFound);

export const gradesUnavailable = () =>
  new HttpError(503, enrollmentErrorCodes.gradesUnavailable, ENROLLMENT_MESSAGES.gradesUnavailable);

export const alreadyClockedIn = () =>
  new HttpError(409, enrollmentErrorCodes.alreadyClockedIn, ENROLLMENT_MESSAGES.alreadyClockedIn);

export const notClockedIn = () =>
  new HttpError(409, enrollmentErrorCodes.notClockedIn, ENROLLMENT_MESSAGES.notClockedIn);

export const timeClockUnavailable = () =>
  new HttpError(409, enrollmentErrorCodes.timeClockUnavailable, ENROLLMENT_MESSAGES.timeClockUnavailable);

/** 400 `invalid_input` for a meetings range the query schema let through (each date is valid alone). */
export const invalidMeetingsRange = (message: string) => invalidInput({ to: message });
