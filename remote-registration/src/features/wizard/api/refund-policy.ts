import { callEndpoint } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationBorrowedCalls, registrationQueryKeys } from '../../../contract';

/** GET /refund_policy/{id} (browse's): the policy the refund-policy checkbox's modal shows. */
export const getRefundPolicy = async (policyId: number, signal?: AbortSignal) =>
  (await callEndpoint(registrationBorrowedCalls.getRefundPolicy, { params: { id: policyId } }, { signal }))
    .refundPolicy;

/** No signal passed, as before: a call runs to its end once made. */
export const getRefundPolicyQueryOptions = (policyId: number) =>
  queryOptions({
    queryKey: registrationQueryKeys.refundPolicy(policyId),
    queryFn: () => getRefundPolicy(policyId),
  });

export const useRefundPolicy = (policyId: number) => useQuery(getRefundPolicyQueryOptions(policyId));
