import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseKeys, type RefundPolicy } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getRefundPolicy = async (id: number, signal?: AbortSignal): Promise<RefundPolicy> =>
  (await callEndpoint(browseEndpoints.getRefundPolicy, { params: { id } }, { signal })).refundPolicy;

export const getRefundPolicyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseKeys.refundPolicy(id),
    queryFn: ({ signal }) => getRefundPolicy(id, signal),
    staleTime: 5 * 60_000,
  });

export const useRefundPolicy = (id: number, enabled: boolean) =>
  useQuery({ ...getRefundPolicyQueryOptions(id), enabled });
