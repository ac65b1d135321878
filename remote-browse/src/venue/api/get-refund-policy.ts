import { apiRequest, refundPolicyResponseSchema, type RefundPolicy } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { browseKeys } from '../../config/query-keys';

export const getRefundPolicy = async (id: number, signal?: AbortSignal): Promise<RefundPolicy> =>
  (await apiRequest(`refund_policy/${id}`, { schema: refundPolicyResponseSchema, signal })).refundPolicy;

export const getRefundPolicyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: browseKeys.refundPolicy(id),
    queryFn: ({ signal }) => getRefundPolicy(id, signal),
    staleTime: 5 * 60_000,
  });

export const useRefundPolicy = (id: number, enabled: boolean) =>
  useQuery({ ...getRefundPolicyQueryOptions(id), enabled });
