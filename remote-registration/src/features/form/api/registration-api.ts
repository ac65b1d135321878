import { callEndpoint, refreshAcrossAreas, type SlideOutProps } from '@portal/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type FieldAddress,
  type FieldContact,
  type Registration,
  registrationBorrowedCalls,
  registrationEndpoints,
  registrationQueryKeys,
} from '../../../contract';

export type RegistrationTarget = SlideOutProps['registration'];

/** POST /registration: the venue's form, with the student's saved values (spec 7.1). */
export const getRegistrationForm = async (
  { venueType, venueId, registrationId, registrationInfoId }: RegistrationTarget,
  signal?: AbortSignal,
): Promise<Registration> =>
  (
    await callEndpoint(
      registrationEndpoints.getRegistration,
      {
        body: {
          venueType,
          venueId,
          registrationId: registrationId ?? null,
          studentRegistrationId: registrationInfoId ?? null,
        },
      },
      { signal },
    )
  ).registration;

/** The queries of this module pass no signal, as they never have: a call runs to its end once made. */
export const getRegistrationFormQueryOptions = ({
  venueType,
  venueId,
  registrationId,
  registrationInfoId,
}: RegistrationTarget) =>
  queryOptions({
    queryKey: registrationQueryKeys.form(
      venueType,
      venueId,
      registrationInfoId ?? null,
      registrationId ?? null,
    ),
    queryFn: () => getRegistrationForm({ venueType, venueId, registrationId, registrationInfoId }),
    // The form holds what the student types: a refetch must never replace it under them.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useRegistrationForm = (target: RegistrationTarget) =>
  useQuery(getRegistrationFormQueryOptions(target));

/**
 * How long the student's lists count as fresh: the panel asks for them with its form, and the wizard's
 * own use of them a moment later must not ask again. Its choosers and editors reload them on a change.
 */
const LISTS_FRESH_MS = 10_000;

/** The student's phone numbers and addresses (profile's lists), for the chosen-value details and prerequisites. */
export const getContactList = async (signal?: AbortSignal): Promise<FieldContact[]> =>
  (await callEndpoint(registrationBorrowedCalls.getContactList, {}, { signal })).contactList;

export const getContactListQueryOptions = () =>
  queryOptions({
    queryKey: registrationQueryKeys.contacts(),
    queryFn: () => getContactList(),
    staleTime: LISTS_FRESH_MS,
  });

export const useContactList = () => useQuery(getContactListQueryOptions());

export const getAddressList = async (signal?: AbortSignal): Promise<FieldAddress[]> =>
  (await callEndpoint(registrationBorrowedCalls.getAddressList, {}, { signal })).addressList;

export const getAddressListQueryOptions = () =>
  queryOptions({
    queryKey: registrationQueryKeys.addresses(),
    queryFn: () => getAddressList(),
    staleTime: LISTS_FRESH_MS,
  });

export const useAddressList = () => useQuery(getAddressListQueryOptions());

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
 * (counted on the logged student) reload, so browse's buttons and the header's badge change at once.
 */
export const useReloadVenueAndPendingForms = () => {
  const queryClient = useQueryClient();
  return useCallback(() => refreshAcrossAreas(queryClient, 'enrollment'), [queryClient]);
};
