import { callEndpoint } from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enrollmentsEndpoints, enrollmentsQueryKeys, type ClockClassesResponse } from '../../../contract';
import { useRetryUnlessNotOffered } from '../../../lib/not-offered';

/** Today's time-clock classes: an extension of the portal's, which a school's backend may not have. */
export const getClockClasses = (signal?: AbortSignal): Promise<ClockClassesResponse> =>
  callEndpoint(enrollmentsEndpoints.getClockClasses, {}, { signal });

/** `retry`: the client's own rule but for a call the backend does not have (useRetryUnlessNotOffered). */
export const getClockClassesQueryOptions = (retry: ReturnType<typeof useRetryUnlessNotOffered>) =>
  queryOptions({
    queryKey: enrollmentsQueryKeys.clockClasses(),
    queryFn: ({ signal }) => getClockClasses(signal),
    retry,
  });

export const useClockClasses = () => {
  const retry = useRetryUnlessNotOffered();
  return useQuery(getClockClassesQueryOptions(retry));
};

/** Clocks in or out of one class; the reply is today's list. */
export const clockInOrOut = ({
  direction,
  enrollmentId,
}: {
  direction: 'in' | 'out';
  enrollmentId: number;
}) =>
  callEndpoint(direction === 'in' ? enrollmentsEndpoints.clockIn : enrollmentsEndpoints.clockOut, {
    body: { enrollmentId },
  });

/**
 * Clocks in or out of one class. The reply is the new list, shown at once; that enrollment's time
 * clock reloads the next time its view opens it. A refusal reloads the list.
 */
export const useClock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockInOrOut,
    onSuccess: (reply: ClockClassesResponse, { enrollmentId }) => {
      queryClient.setQueryData(enrollmentsQueryKeys.clockClasses(), reply);
      void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKeys.timeClock(enrollmentId) });
      void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKeys.view(enrollmentId) });
    },
    // A refusal means the card was out of date (clocked in or out elsewhere): show what is true now.
    onError: () => void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKeys.clockClasses() }),
  });
};
