import { callEndpoint } from '@portal/shared';
import {
  type ContactListResponse,
  type ContactRelationsResponse,
  type NewPhoneContact,
  profileEndpoints,
  profileQueryKeys,
} from '../../../contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const getContactList = (signal?: AbortSignal): Promise<ContactListResponse> =>
  callEndpoint(profileEndpoints.getContactList, {}, { signal });

export const getContactListQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKeys.contacts(), queryFn: ({ signal }) => getContactList(signal) });

export const useContactList = () => useQuery(getContactListQueryOptions());

export const getContactRelations = (signal?: AbortSignal): Promise<ContactRelationsResponse> =>
  callEndpoint(profileEndpoints.getContactRelations, {}, { signal });

export const getContactRelationsQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKeys.contactRelations(),
    queryFn: ({ signal }) => getContactRelations(signal),
    staleTime: Infinity,
  });

export const useContactRelations = () => useQuery(getContactRelationsQueryOptions());

export const addContact = (newContact: NewPhoneContact): Promise<ContactListResponse> =>
  callEndpoint(profileEndpoints.addContact, { body: { newContact } });

export const removeContact = (contactId: number): Promise<ContactListResponse> =>
  callEndpoint(profileEndpoints.removeContact, { body: { contactId } });

export const makePrimaryContact = (contactId: number): Promise<ContactListResponse> =>
  callEndpoint(profileEndpoints.makePrimaryContact, { body: { contactId } });

/** Each change replies with the new list: it is shown at once, then the list reloads. */
const useContactMutation = <T>(mutationFn: (input: T) => Promise<ContactListResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      queryClient.setQueryData(profileQueryKeys.contacts(), reply);
      await queryClient.invalidateQueries({ queryKey: profileQueryKeys.contacts() });
    },
  });
};

export const useAddContact = () => useContactMutation(addContact);
export const useRemoveContact = () => useContactMutation(removeContact);
export const useMakePrimaryContact = () => useContactMutation(makePrimaryContact);
