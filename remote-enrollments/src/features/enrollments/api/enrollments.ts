import { callEndpoint } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  enrollmentsEndpoints,
  enrollmentsQueryKeys,
  type EnrollmentView,
  type EnrollmentViewInput,
} from '../../../contract';

export const getEnrollments = (signal?: AbortSignal) =>
  callEndpoint(enrollmentsEndpoints.getEnrollments, {}, { signal });

export const getEnrollmentsQueryOptions = () =>
  queryOptions({
    queryKey: enrollmentsQueryKeys.list(),
    queryFn: ({ signal }) => getEnrollments(signal),
  });

export const useEnrollments = () => useQuery(getEnrollmentsQueryOptions());

export const getEnrollmentView = (
  input: EnrollmentViewInput,
  signal?: AbortSignal,
): Promise<EnrollmentView> =>
  callEndpoint(enrollmentsEndpoints.getEnrollmentView, { body: input }, { signal });

export const getEnrollmentViewQueryOptions = (input: EnrollmentViewInput) =>
  queryOptions({
    queryKey: enrollmentsQueryKeys.view(input.enrollmentId, input),
    queryFn: ({ signal }) => getEnrollmentView(input, signal),
  });

export const useEnrollmentView = (input: EnrollmentViewInput) =>
  useQuery(getEnrollmentViewQueryOptions(input));

/**
 * The enrollment view's sections load when opened (spec 4.5), once: a failure shows the section's
 * unavailable text rather than retrying behind the student's back.
 */
const sectionQuery = { retry: false, staleTime: 60_000 } as const;

export const getGrades = (input: EnrollmentViewInput, signal?: AbortSignal) =>
  callEndpoint(
    enrollmentsEndpoints.getGrades,
    { body: { venueType: input.venueType, venueId: input.venueId } },
    { signal },
  );

export const getGradesQueryOptions = (input: EnrollmentViewInput) =>
  queryOptions({
    queryKey: enrollmentsQueryKeys.grades(input.enrollmentId, input),
    queryFn: ({ signal }) => getGrades(input, signal),
    ...sectionQuery,
  });

export const useGrades = (input: EnrollmentViewInput) => useQuery(getGradesQueryOptions(input));

export const getAttendance = (input: EnrollmentViewInput, signal?: AbortSignal) =>
  callEndpoint(
    enrollmentsEndpoints.getAttendance,
    { body: { venueType: input.venueType, enrollmentId: input.enrollmentId } },
    { signal },
  );

export const getAttendanceQueryOptions = (input: EnrollmentViewInput) =>
  queryOptions({
    queryKey: enrollmentsQueryKeys.attendance(input.enrollmentId, input),
    queryFn: ({ signal }) => getAttendance(input, signal),
    ...sectionQuery,
  });

export const useAttendance = (input: EnrollmentViewInput) => useQuery(getAttendanceQueryOptions(input));

export const getTimeClock = (input: EnrollmentViewInput, signal?: AbortSignal) =>
  callEndpoint(
    enrollmentsEndpoints.getTimeClock,
    { body: { venueType: input.venueType, enrollmentId: input.enrollmentId } },
    { signal },
  );

export const getTimeClockQueryOptions = (input: EnrollmentViewInput) =>
  queryOptions({
    queryKey: enrollmentsQueryKeys.timeClock(input.enrollmentId, input),
    queryFn: ({ signal }) => getTimeClock(input, signal),
    ...sectionQuery,
  });

export const useTimeClock = (input: EnrollmentViewInput) => useQuery(getTimeClockQueryOptions(input));
