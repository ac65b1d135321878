import { callEndpoint, refreshAcrossAreas, useHostServices } from '@portal/shared';
import type { VenueActionInput } from '@portal/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  enrollmentsEndpoints,
  enrollmentsQueryKeys,
  enrollmentsBorrowedCalls,
  type WaitlistAndInterests,
} from '../../../contract';
import { useInterestsMessages, type InterestsMessageId } from '../messages/catalog';

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

const DONE = {
  leaveWaitlist: 'interests.leftWaitlist',
  removeInterest: 'interests.interestRemoved',
} as const satisfies Record<ListAction, InterestsMessageId>;

/**
 * Leaves a wait list or removes an interest, then reloads this list, the student (the header's counts)
 * and the catalog, so that browse shows the venue's new state.
 */
export const useListAction = () => {
  const m = useInterestsMessages();
  const queryClient = useQueryClient();
  const { notify } = useHostServices();
  return useMutation({
    mutationFn: runListAction,
    onSuccess: (_reply, { action }) => notify.success(m(DONE[action])),
    // This list is among the enrollment lists the shared refresh reloads.
    onSettled: () => refreshAcrossAreas(queryClient, 'enrollment'),
  });
};
