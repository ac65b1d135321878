import type { EnrollmentView, EnrollmentViewInput, School } from '../../../contracts';
import type { Queryable } from '../../../db';
import { attendSummary } from './attend-summary';
import { listEnrollmentForms } from './enrollment-forms';
import { generalInfo } from './general-info';
import { requireStudentEnrollment } from './student-enrollments';
import { venueDetails } from './venue-details';

/**
 * POST /enrollment: what the enrollment view shows before a section opens (spec 2.7 and 3). The
 * enrollment must be the acting student's and in the venue named (404 otherwise). Progress the school
 * hides (`hideProgressData`) is sent as 0: the view shows none, and the reply need not carry it.
 */
export async function enrollmentView(
  db: Queryable,
  school: School,
  studentId: number,
  input: EnrollmentViewInput,
): Promise<EnrollmentView> {
  const e = await requireStudentEnrollment(db, studentId, input.enrollmentId, input);
  const details = await venueDetails(db, e.venueType, e.venueId);
  const t = e.tracking;
  return {
    enrollmentId: e.enrollmentId,
    venueType: e.venueType,
    venueId: e.venueId,
    title: e.title,
    code: e.code,
    percentCompleted: t.hideProgressData ? 0 : t.percentCompleted,
    percentExpected: t.hideProgressData ? 0 : t.percentExpected,
    generalInfo: generalInfo(school, e, details),
    attendSummary: await attendSummary(db, e, details),
    showAttendance: t.showAttendance,
    showTimeClock: t.showTimeClock,
    showGradeBook: t.showGradeBook,
    hideProgressData: t.hideProgressData,
    gradeScaleInfo: t.gradeScaleInfo,
    followUpForms: await listEnrollmentForms(db, studentId, e.enrollmentId),
  };
}
