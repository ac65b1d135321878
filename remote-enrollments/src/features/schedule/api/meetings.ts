import { callEndpoint } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { enrollmentsEndpoints, enrollmentsQueryKeys, type MeetingsResponse } from '../../../contract';
import { useRetryUnlessNotOffered } from '../../../lib/not-offered';

/**
 * The student's class meetings from one day to another (school's local days, both included). An
 * extension of the portal's: a school's backend may not have it (`callNotOffered`).
 */
export const getMeetings = (from: string, to: string, signal?: AbortSignal): Promise<MeetingsResponse> =>
  callEndpoint(enrollmentsEndpoints.getMeetings, { query: { from, to } }, { signal });

/** `retry`: the client's own rule but for a call the backend does not have (useRetryUnlessNotOffered). */
export const getMeetingsQueryOptions = (
  from: string,
  to: string,
  retry: ReturnType<typeof useRetryUnlessNotOffered>,
) =>
  queryOptions({
    queryKey: enrollmentsQueryKeys.meetings(from, to),
    queryFn: ({ signal }) => getMeetings(from, to, signal),
    retry,
  });

export const useMeetings = (from: string, to: string) => {
  const retry = useRetryUnlessNotOffered();
  return useQuery(getMeetingsQueryOptions(from, to, retry));
};
