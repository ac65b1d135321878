import { callEndpoint, refreshAcrossAreas, useHostServices } from '@portal/shared';
import type { VenueActionInput } from '@portal/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  enrollmentsEndpoints,
  enrollmentsQueryKeys,
  enrollmentsBorrowedCalls,
  type WaitlistAndInterests,
} from '../../../contract';

export const getWaitlistAndInterests = (signal?: AbortSignal): Promise<WaitlistAndInterests> =>
  callEndpoint(enrollmentsEndpoints.getWaitlistAndInterests, {}, { signal });

export const getWaitlistAndInterestsQueryOptions = () =>
  queryOptions({
    queryKey: enrollmentsQueryKeys.waitlistAndInterests(),
    queryFn: ({ signal }) => getWaitlistAndInterests(signal),
  });

export const useWaitlistAndInterests = () => useQuery(getWaitlistAndInterestsQueryOptions());

export type ListAction = 'leaveWaitlist' | 'removeInterest';

/** Leaves a venue's wait list or removes the interest shown in it (browse's calls). */
export const runListAction = ({ action, venue }: { action: ListAction; venue: VenueActionInput }) =>
  callEndpoint(enrollmentsBorrowedCalls[action], { body: venue });

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
    mutationFn: runListAction,
    onSuccess: (_reply, { action }) => notify.success(DONE[action]),
    // This list is among the enrollment lists the shared refresh reloads.
    onSettled: () => refreshAcrossAreas(queryClient, 'enrollment'),
  });
};
