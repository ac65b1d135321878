import { callEndpoint } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { enrollmentsEndpoints, enrollmentsQueryKeys, type EnrollmentViewInput } from '../../../contract';

export const useEnrollments = () =>
  useQuery({
    queryKey: enrollmentsQueryKeys.list(),
    queryFn: ({ signal }) => callEndpoint(enrollmentsEndpoints.getEnrollments, {}, { signal }),
  });

export const useEnrollmentView = (input: EnrollmentViewInput) =>
  useQuery({
    queryKey: enrollmentsQueryKeys.view(input.enrollmentId, input),
    queryFn: ({ signal }) =>
      callEndpoint(enrollmentsEndpoints.getEnrollmentView, { body: input }, { signal }),
  });

/**
 * The enrollment view's sections load when opened (spec 4.5), once: a failure shows the section's
 * unavailable text rather than retrying behind the student's back.
 */
const sectionQuery = { retry: false, staleTime: 60_000 } as const;

export const useGrades = (input: EnrollmentViewInput) =>
  useQuery({
    queryKey: enrollmentsQueryKeys.grades(input.enrollmentId, input),
    queryFn: ({ signal }) =>
      callEndpoint(
        enrollmentsEndpoints.getGrades,
        { body: { venueType: input.venueType, venueId: input.venueId } },
        { signal },
      ),
    ...sectionQuery,
  });

export const useAttendance = (input: EnrollmentViewInput) =>
  useQuery({
    queryKey: enrollmentsQueryKeys.attendance(input.enrollmentId, input),
    queryFn: ({ signal }) =>
      callEndpoint(
        enrollmentsEndpoints.getAttendance,
        { body: { venueType: input.venueType, enrollmentId: input.enrollmentId } },
        { signal },
      ),
    ...sectionQuery,
  });

export const useTimeClock = (input: EnrollmentViewInput) =>
  useQuery({
    queryKey: enrollmentsQueryKeys.timeClock(input.enrollmentId, input),
    queryFn: ({ signal }) =>
      callEndpoint(
        enrollmentsEndpoints.getTimeClock,
        { body: { venueType: input.venueType, enrollmentId: input.enrollmentId } },
        { signal },
      ),
    ...sectionQuery,
  });
