import type { FollowUpView } from './enrollments';

/*
 * Rules the enrollment view and the API's reports share: clock totals, report dates, progress labels and
 * the follow-up form's status (spec 4.4, 5.6 and 9).
 */

/** Seconds as hours:minutes (spec 9): minutes rounded to the nearest, hours past 24 kept ('27:05'). */
export const formatClockTotal = (seconds: number): string => {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The time worked over some time-clock entries (open ones count 0). */
export const totalClockSeconds = (items: readonly { seconds: number }[]): number =>
  items.reduce((sum, item) => sum + item.seconds, 0);

export const REPORT_DATE_MESSAGES = {
  startMissing: 'Choose a start date',
  endMissing: 'Choose an end date',
  endBeforeStart: 'End date must not precede start date',
} as const;

/**
 * Spec 5.6: why a report's dates cannot be used, or null when they can. ISO dates (`YYYY-MM-DD`)
 * compare as text; the same day for both is allowed.
 */
export const reportDatesError = (startDate: string | null, endDate: string | null): string | null => {
  if (!startDate) return REPORT_DATE_MESSAGES.startMissing;
  if (!endDate) return REPORT_DATE_MESSAGES.endMissing;
  return endDate < startDate ? REPORT_DATE_MESSAGES.endBeforeStart : null;
};

/** Spec 9: a progress bar's label sits inside the bar from 25% on, beside it below that. */
export const PROGRESS_LABEL_INSIDE_FROM = 25;
export const progressLabelInside = (percent: number): boolean => percent >= PROGRESS_LABEL_INSIDE_FROM;

/** A percentage as the bars show it: 0 to 100, whole. */
export const clampPercent = (percent: number): number =>
  Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;

export type FollowUpState = 'start' | 'continue' | 'submitted';

/** Spec 4.4: no status (or 'none') can start, 'started' can continue, anything else was submitted. */
export const followUpState = (userFormStatus: string | null | undefined): FollowUpState => {
  const status = (userFormStatus ?? '').trim().toLowerCase();
  if (status === '' || status === 'none') return 'start';
  return status === 'started' ? 'continue' : 'submitted';
};

/** Spec 4.4: the tool's view that opens a form in this state; null for a submitted one (it opens no more). */
export const followUpView = (state: FollowUpState): FollowUpView | null => {
  if (state === 'start') return 'start_application';
  return state === 'continue' ? 'continue_application' : null;
};
