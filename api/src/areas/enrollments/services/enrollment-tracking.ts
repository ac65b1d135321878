/**
 * What the school tracks of an enrollment (migration 008, enrollment_tracking): its progress and which
 * sections the enrollment view shows. An enrollment without a row has the table's defaults, repeated
 * here so that a missing row reads the same as a new one.
 */
export interface EnrollmentTracking {
  /** 0 to 100. */
  percentCompleted: number;
  percentExpected: number;
  showAttendance: boolean;
  showTimeClock: boolean;
  showGradeBook: boolean;
  hideProgressData: boolean;
  gradeScaleInfo: string;
  /** The school's grade book cannot answer for this enrollment. */
  gradesUnavailable: boolean;
}

export const DEFAULT_TRACKING: EnrollmentTracking = {
  percentCompleted: 0,
  percentExpected: 0,
  showAttendance: true,
  showTimeClock: false,
  showGradeBook: false,
  hideProgressData: false,
  gradeScaleInfo: '',
  gradesUnavailable: false,
};

/** The columns to select (aliased `t`), NULL throughout when the enrollment has no row. */
export const TRACKING_COLUMNS = `t.percent_completed, t.percent_expected, t.show_attendance, t.show_time_clock,
  t.show_grade_book, t.hide_progress_data, t.grade_scale_info, t.grades_unavailable`;

export interface TrackingRow {
  percent_completed: number | null;
  percent_expected: number | null;
  show_attendance: boolean | null;
  show_time_clock: boolean | null;
  show_grade_book: boolean | null;
  hide_progress_data: boolean | null;
  grade_scale_info: string | null;
  grades_unavailable: boolean | null;
}

export const toTracking = (row: TrackingRow): EnrollmentTracking => ({
  percentCompleted: row.percent_completed ?? DEFAULT_TRACKING.percentCompleted,
  percentExpected: row.percent_expected ?? DEFAULT_TRACKING.percentExpected,
  showAttendance: row.show_attendance ?? DEFAULT_TRACKING.showAttendance,
  showTimeClock: row.show_time_clock ?? DEFAULT_TRACKING.showTimeClock,
  showGradeBook: row.show_grade_book ?? DEFAULT_TRACKING.showGradeBook,
  hideProgressData: row.hide_progress_data ?? DEFAULT_TRACKING.hideProgressData,
  gradeScaleInfo: row.grade_scale_info ?? DEFAULT_TRACKING.gradeScaleInfo,
  gradesUnavailable: row.grades_unavailable ?? DEFAULT_TRACKING.gradesUnavailable,
});
