import { callEndpoint } from '@portal/shared';
import {
  type AddressListResponse,
  type AddressTypesResponse,
  type NewAddress,
  profileEndpoints,
  profileQueryKeys,
} from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRecordListMutation } from '../../profile/api/record-list-mutation';

export const getAddressList = (signal?: AbortSignal): Promise<AddressListResponse> =>
  callEndpoint(profileEndpoints.getAddressList, {}, { signal });

export const getAddressListQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKeys.addresses(), queryFn: ({ signal }) => getAddressList(signal) });

export const useAddressList = () => useQuery(getAddressListQueryOptions());

export const getAddressTypes = (signal?: AbortSignal): Promise<AddressTypesResponse> =>
  callEndpoint(profileEndpoints.getAddressTypes, {}, { signal });

export const getAddressTypesQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKeys.addressTypes(),
    queryFn: ({ signal }) => getAddressTypes(signal),
    staleTime: Infinity,
  });

export const useAddressTypes = () => useQuery(getAddressTypesQueryOptions());

export const addAddress = (newAddress: NewAddress): Promise<AddressListResponse> =>
  callEndpoint(profileEndpoints.addAddress, { body: { newAddress } });

export const removeAddress = (addressId: number): Promise<AddressListResponse> =>
  callEndpoint(profileEndpoints.removeAddress, { body: { addressId } });

export const makePrimaryAddress = (addressId: number): Promise<AddressListResponse> =>
  callEndpoint(profileEndpoints.makePrimaryAddress, { body: { addressId } });

export const useAddAddress = () => useRecordListMutation(getAddressListQueryOptions, addAddress);
export const useRemoveAddress = () => useRecordListMutation(getAddressListQueryOptions, removeAddress);
export const useMakePrimaryAddress = () =>
  useRecordListMutation(getAddressListQueryOptions, makePrimaryAddress);
