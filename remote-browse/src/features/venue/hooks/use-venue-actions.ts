import { hasFullAccess, useHostServices, useSessionStore } from '@portal/shared';
import { ACTION_NO_LONGER_VALID, RESTRICTED_MESSAGE, type Venue } from '../../../contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { getClassQueryOptions } from '../api/get-class';
import { getPathwayQueryOptions } from '../api/get-pathway';
import {
  addToCart,
  invalidateAfterVenueAction,
  joinWaitlist,
  leaveWaitlist,
  removeInterest,
  showInterest,
  startApplicationForm,
} from '../api/venue-actions';
import { venueMessagesNow, type VenueMessageId } from '../messages/catalog';
import { confirmationMessages, isActionCurrent, type VenueAction } from '../rules/enroll-action';

type ServerAction = 'add' | 'waitlist' | 'leaveWaitlist' | 'showInterest' | 'removeInterest' | 'rapidapp';

/** The toast of each action once done, the venue's title in it. */
const successMessages: Record<ServerAction, VenueMessageId> = {
  add: 'venue.toast.added',
  waitlist: 'venue.toast.joinedWaitlist',
  leaveWaitlist: 'venue.toast.leftWaitlist',
  showInterest: 'venue.toast.interestRecorded',
  removeInterest: 'venue.toast.interestRemoved',
  rapidapp: 'venue.toast.applicationOpen',
};

/** The venue as the server sees it now (after a visitor signed in, for instance). */
const fetchCurrentVenue = async (queryClient: QueryClient, venue: Venue): Promise<Venue> => {
  if (venue.venueType === 'CLASS')
    return queryClient.fetchQuery({ ...getClassQueryOptions(venue.id), staleTime: 0 });
  return (await queryClient.fetchQuery({ ...getPathwayQueryOptions(venue.id), staleTime: 0 })).venue;
};

const callServer = async (action: ServerAction, venue: Venue): Promise<void> => {
  const input = { venueType: venue.venueType, venueId: venue.id };
  switch (action) {
    case 'add':
      await addToCart(input);
      return;
    case 'waitlist':
      await joinWaitlist(input);
      return;
    case 'leaveWaitlist':
      await leaveWaitlist(input);
      return;
    case 'showInterest':
      await showInterest(input);
      return;
    case 'removeInterest':
      await removeInterest(input);
      return;
    case 'rapidapp': {
      const student = useSessionStore.getState().student;
      if (!student) throw new Error(RESTRICTED_MESSAGE);
      const reply = await startApplicationForm({ ...input, student: student.id });
      // The external form tool takes over where the school has one.
      if (reply.url) window.open(reply.url, '_blank', 'noopener,noreferrer');
      return;
    }
  }
};

/**
 * The enroll and interest actions of one venue (spec section 4). A visitor's press goes through
 * the shell's requireLogin: after sign-in the venue is read again and the action runs only if its
 * state still offers it, else 'Action no longer valid'. A student's press runs at once; the server
 * applies the same rule. Errors show beside the buttons.
 */
export const useVenueActions = (venue: Venue) => {
  const host = useHostServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: ({ action, target }: { action: ServerAction; target: Venue }) => callServer(action, target),
    onSuccess: (_data, { action, target }) => {
      host.notify.success(venueMessagesNow()(successMessages[action], { title: target.title }));
    },
    onError: (failure) => setError(failure.message),
    onSettled: () => invalidateAfterVenueAction(queryClient),
  });
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (action: VenueAction, target: Venue) => {
      const server = (serverAction: ServerAction) =>
        mutateAsync({ action: serverAction, target }).catch(() => undefined);
      switch (action) {
        case 'cart':
          navigate(paths.checkout);
          return;
        case 'register':
          host.openSlideOut('registration', {
            venueType: target.venueType,
            venueId: target.id,
            ...(target.registrationFormId === null ? {} : { registrationId: target.registrationFormId }),
            ...(target.registrationInfoId === null ? {} : { registrationInfoId: target.registrationInfoId }),
          });
          return;
        case 'nocost':
          host.openSlideOut('noCostForm', { classId: target.id });
          return;
        case 'leaveWaitlist':
        case 'removeInterest': {
          // antd's dialog loads with the first press that needs it: the pages draw from the base kit
          // (ADR 014). Static confirm: no antd provider sits above the portal (shared/src/ui/antd-setup.tsx).
          const { Modal } = await import('@portal/shared/ui');
          const m = venueMessagesNow();
          Modal.confirm({
            title: m(confirmationMessages[action].title),
            content: m(confirmationMessages[action].content),
            okText: m('venue.confirm.yes'),
            cancelText: m('venue.confirm.cancel'),
            onOk: () => server(action),
          });
          return;
        }
        case 'add':
        case 'waitlist':
        case 'showInterest':
        case 'rapidapp':
          await server(action);
          return;
      }
    },
    [host, mutateAsync, navigate],
  );

  const press = useCallback(
    (action: VenueAction) => {
      setError(null);
      if (useSessionStore.getState().student) {
        void run(action, venue);
        return;
      }
      host.requireLogin(async () => {
        if (!hasFullAccess(useSessionStore.getState().student)) {
          setError(RESTRICTED_MESSAGE);
          return;
        }
        let current: Venue;
        try {
          current = await fetchCurrentVenue(queryClient, venue);
        } catch (failure) {
          setError(failure instanceof Error ? failure.message : ACTION_NO_LONGER_VALID);
          return;
        }
        if (!isActionCurrent(action, current)) {
          setError(ACTION_NO_LONGER_VALID);
          return;
        }
        await run(action, current);
      });
    },
    [host, queryClient, run, venue],
  );

  return {
    press,
    error,
    pendingAction: mutation.isPending ? mutation.variables.action : null,
  };
};
