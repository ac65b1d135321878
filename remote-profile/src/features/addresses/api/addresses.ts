import {
  addressListResponseSchema,
  addressTypesResponseSchema,
  apiRequest,
  queryKeys,
  type AddressListResponse,
  type AddressTypesResponse,
  type NewAddress,
} from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const getAddressList = (signal?: AbortSignal): Promise<AddressListResponse> =>
  apiRequest('student/address_list', { schema: addressListResponseSchema, signal });

export const getAddressListQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.student.addresses(), queryFn: ({ signal }) => getAddressList(signal) });

export const useAddressList = () => useQuery(getAddressListQueryOptions());

export const getAddressTypes = (signal?: AbortSignal): Promise<AddressTypesResponse> =>
  apiRequest('address_types', { schema: addressTypesResponseSchema, signal });

export const getAddressTypesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reference.addressTypes(),
    queryFn: ({ signal }) => getAddressTypes(signal),
    staleTime: Infinity,
  });

export const useAddressTypes = () => useQuery(getAddressTypesQueryOptions());

export const addAddress = (newAddress: NewAddress): Promise<AddressListResponse> =>
  apiRequest('student/address/add', {
    method: 'POST',
    body: { newAddress },
    schema: addressListResponseSchema,
  });

export const removeAddress = (addressId: number): Promise<AddressListResponse> =>
  apiRequest('student/address/remove', {
    method: 'POST',
    body: { addressId },
    schema: addressListResponseSchema,
  });

export const makePrimaryAddress = (addressId: number): Promise<AddressListResponse> =>
  apiRequest('student/address/make_primary', {
    method: 'POST',
    body: { addressId },
    schema: addressListResponseSchema,
  });

/** Each change replies with the new list: it is shown at once, then the list reloads. */
const useAddressMutation = <T>(mutationFn: (input: T) => Promise<AddressListResponse>) => {
  const queryClient = useQueryClient();
  const { queryKey } = getAddressListQueryOptions();
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      queryClient.setQueryData(queryKey, reply);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
};

export const useAddAddress = () => useAddressMutation(addAddress);
export const useRemoveAddress = () => useAddressMutation(removeAddress);
export const useMakePrimaryAddress = () => useAddressMutation(makePrimaryAddress);
