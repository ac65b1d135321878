import { callEndpoint, queryKeys, type SlideOutProps } from '@portal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { registrationBorrowedCalls, registrationEndpoints, registrationQueryKeys } from '../../../contract';

export type RegistrationTarget = SlideOutProps['registration'];

/** POST /registration: the venue's form, with the student's saved values (spec 7.1). */
export const useRegistrationForm = ({
  venueType,
  venueId,
  registrationId,
  registrationInfoId,
}: RegistrationTarget) =>
  useQuery({
    queryKey: registrationQueryKeys.form(
      venueType,
      venueId,
      registrationInfoId ?? null,
      registrationId ?? null,
    ),
    queryFn: () =>
      callEndpoint(registrationEndpoints.getRegistration, {
        body: {
          venueType,
          venueId,
          registrationId: registrationId ?? null,
          studentRegistrationId: registrationInfoId ?? null,
        },
      }).then((reply) => reply.registration),
    // The form holds what the student types: a refetch must never replace it under them.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The student's phone numbers and addresses (profile's lists), for the chosen-value details and prerequisites. */
export const useContactList = () =>
  useQuery({
    queryKey: registrationQueryKeys.contacts(),
    queryFn: () =>
      callEndpoint(registrationBorrowedCalls.getContactList, {}).then((reply) => reply.contactList),
  });

export const useAddressList = () =>
  useQuery({
    queryKey: registrationQueryKeys.addresses(),
    queryFn: () =>
      callEndpoint(registrationBorrowedCalls.getAddressList, {}).then((reply) => reply.addressList),
  });

/** After a chooser or an editor of the profile changed the student's lists. */
export const useReloadStudentLists = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationQueryKeys.contacts() }),
        queryClient.invalidateQueries({ queryKey: registrationQueryKeys.addresses() }),
      ]),
    [queryClient],
  );
};

/**
 * Spec 4.1: after a save, discard, submit or payment the class or pathway and the pending forms
 * reload, so browse's buttons and the header's badge change at once.
 */
export const useReloadVenueAndPendingForms = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.student.pendingForms() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.student.logged() }),
      ]),
    [queryClient],
  );
};
