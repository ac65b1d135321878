import { callEndpoint } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { enrollmentsEndpoints, enrollmentsQueryKeys } from '../../../contract';

/** The student's class meetings from one day to another (school's local days, both included). */
export const useMeetings = (from: string, to: string) =>
  useQuery({
    queryKey: enrollmentsQueryKeys.meetings(from, to),
    queryFn: ({ signal }) =>
      callEndpoint(enrollmentsEndpoints.getMeetings, { query: { from, to } }, { signal }),
  });

export const fetchMeetings = (from: string, to: string) =>
  callEndpoint(enrollmentsEndpoints.getMeetings, { query: { from, to } });
