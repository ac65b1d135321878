import {
  apiRequest,
  contactListResponseSchema,
  contactRelationsResponseSchema,
  queryKeys,
  type ContactListResponse,
  type ContactRelationsResponse,
  type NewPhoneContact,
} from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const getContactList = (signal?: AbortSignal): Promise<ContactListResponse> =>
  apiRequest('student/contact_list', { schema: contactListResponseSchema, signal });

export const getContactListQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.student.contacts(), queryFn: ({ signal }) => getContactList(signal) });

export const useContactList = () => useQuery(getContactListQueryOptions());

export const getContactRelations = (signal?: AbortSignal): Promise<ContactRelationsResponse> =>
  apiRequest('contact_relations', { schema: contactRelationsResponseSchema, signal });

export const getContactRelationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reference.contactRelations(),
    queryFn: ({ signal }) => getContactRelations(signal),
    staleTime: Infinity,
  });

export const useContactRelations = () => useQuery(getContactRelationsQueryOptions());

export const addContact = (newContact: NewPhoneContact): Promise<ContactListResponse> =>
  apiRequest('student/contact/add', {
    method: 'POST',
    body: { newContact },
    schema: contactListResponseSchema,
  });

export const removeContact = (contactId: number): Promise<ContactListResponse> =>
  apiRequest('student/contact/remove', {
    method: 'POST',
    body: { contactId },
    schema: contactListResponseSchema,
  });

export const makePrimaryContact = (contactId: number): Promise<ContactListResponse> =>
  apiRequest('student/contact/make_primary', {
    method: 'POST',
    body: { contactId },
    schema: contactListResponseSchema,
  });

/** Each change replies with the new list: it is shown at once, then the list reloads. */
const useContactMutation = <T>(mutationFn: (input: T) => Promise<ContactListResponse>) => {
  const queryClient = useQueryClient();
  const { queryKey } = getContactListQueryOptions();
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      queryClient.setQueryData(queryKey, reply);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
};

export const useAddContact = () => useContactMutation(addContact);
export const useRemoveContact = () => useContactMutation(removeContact);
export const useMakePrimaryContact = () => useContactMutation(makePrimaryContact);
