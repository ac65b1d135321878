import { callEndpoint } from '@portal/shared';
import { browseEndpoints, browseQueryKeys, type RefundPolicy } from '../../../contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { venueDetailLoading } from './venue-detail-query';

export const getRefundPolicy = async (id: number, signal?: AbortSignal): Promise<RefundPolicy> =>
  (await callEndpoint(browseEndpoints.getRefundPolicy, { params: { id } }, { signal })).refundPolicy;

export const getRefundPolicyQueryOptions = (id: number, enabled = true) =>
  queryOptions({
    queryKey: browseQueryKeys.refundPolicy(id),
    queryFn: ({ signal }) => getRefundPolicy(id, signal),
    ...venueDetailLoading(enabled),
  });

export const useRefundPolicy = (id: number, enabled: boolean) =>
  useQuery(getRefundPolicyQueryOptions(id, enabled));
