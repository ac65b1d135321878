import { callEndpoint } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationBorrowedCalls, registrationQueryKeys } from '../../../contract';

/** GET /refund_policy/{id} (browse's): the policy the refund-policy checkbox's modal shows. */
export const getRefundPolicy = async (policyId: number, signal?: AbortSignal) =>
  (await callEndpoint(registrationBorrowedCalls.getRefundPolicy, { params: { id: policyId } }, { signal }))
    .refundPolicy;

/** A policy read once is shown again from memory for this long: a student reopens it while deciding. */
export const REFUND_POLICY_STALE_MS = 10 * 60_000;

/** No signal passed, as before: a call runs to its end once made. */
export const getRefundPolicyQueryOptions = (policyId: number) =>
  queryOptions({
    queryKey: registrationQueryKeys.refundPolicy(policyId),
    queryFn: () => getRefundPolicy(policyId),
    staleTime: REFUND_POLICY_STALE_MS,
  });

export const useRefundPolicy = (policyId: number) => useQuery(getRefundPolicyQueryOptions(policyId));
