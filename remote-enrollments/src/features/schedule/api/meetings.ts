import { callEndpoint } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { enrollmentsEndpoints, enrollmentsQueryKeys } from '../../../contract';
import { useRetryUnlessNotOffered } from '../../../lib/not-offered';

/**
 * The student's class meetings from one day to another (school's local days, both included). An
 * extension of the portal's: a school's backend may not have it (`callNotOffered`).
 */
export const useMeetings = (from: string, to: string) =>
  useQuery({
    queryKey: enrollmentsQueryKeys.meetings(from, to),
    queryFn: ({ signal }) =>
      callEndpoint(enrollmentsEndpoints.getMeetings, { query: { from, to } }, { signal }),
    retry: useRetryUnlessNotOffered(),
  });

export const fetchMeetings = (from: string, to: string) =>
  callEndpoint(enrollmentsEndpoints.getMeetings, { query: { from, to } });
