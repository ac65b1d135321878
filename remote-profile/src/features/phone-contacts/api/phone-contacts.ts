import { callEndpoint } from '@portal/shared';
import {
  type ContactListResponse,
  type ContactRelationsResponse,
  type NewPhoneContact,
  profileEndpoints,
  profileQueryKeys,
} from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRecordListMutation } from '../../profile/api/record-list-mutation';

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

export const useAddContact = () => useRecordListMutation(getContactListQueryOptions, addContact);
export const useRemoveContact = () => useRecordListMutation(getContactListQueryOptions, removeContact);
export const useMakePrimaryContact = () =>
  useRecordListMutation(getContactListQueryOptions, makePrimaryContact);
