import { callEndpoint, queryKeys, useHostServices } from '@portal/shared';
import type { VenueActionInput } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enrollmentsEndpoints, enrollmentsQueryKeys, venueListCalls } from '../../../contract';

export const useWaitlistAndInterests = () =>
  useQuery({
    queryKey: enrollmentsQueryKeys.waitlistAndInterests(),
    queryFn: ({ signal }) => callEndpoint(enrollmentsEndpoints.getWaitlistAndInterests, {}, { signal }),
  });

export type ListAction = 'leaveWaitlist' | 'removeInterest';

const DONE: Record<ListAction, string> = {
  leaveWaitlist: 'You left the wait list',
  removeInterest: 'Your interest was removed',
};

/**
 * Leaves a wait list or removes an interest, then reloads this list, the student (the header's counts)
 * and the catalog, so that browse shows the venue's new state.
 */
export const useListAction = () => {
  const queryClient = useQueryClient();
  const { notify } = useHostServices();
  return useMutation({
    mutationFn: ({ action, venue }: { action: ListAction; venue: VenueActionInput }) =>
      callEndpoint(venueListCalls[action], { body: venue }),
    onSuccess: (_reply, { action }) => notify.success(DONE[action]),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enrollmentsQueryKeys.waitlistAndInterests() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.student.logged() }),
      ]),
  });
};
