import { callEndpoint } from '@portal/shared';
import {
  type AddressListResponse,
  type AddressTypesResponse,
  type NewAddress,
  profileEndpoints,
  profileQueryKeys,
} from '../../../contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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

/** Each change replies with the new list: it is shown at once, then the list reloads. */
const useAddressMutation = <T>(mutationFn: (input: T) => Promise<AddressListResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      queryClient.setQueryData(profileQueryKeys.addresses(), reply);
      await queryClient.invalidateQueries({ queryKey: profileQueryKeys.addresses() });
    },
  });
};

export const useAddAddress = () => useAddressMutation(addAddress);
export const useRemoveAddress = () => useAddressMutation(removeAddress);
export const useMakePrimaryAddress = () => useAddressMutation(makePrimaryAddress);
