import { callEndpoint, type Payment } from '@portal/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsEndpoints, paymentsQueryKeys } from '../../../contract';

export const getCharges = (signal?: AbortSignal) =>
  callEndpoint(paymentsEndpoints.getCharges, {}, { signal });

export const getChargesQueryOptions = () =>
  queryOptions({
    queryKey: paymentsQueryKeys.charges(),
    queryFn: ({ signal }) => getCharges(signal),
  });

export const getPayments = (signal?: AbortSignal) =>
  callEndpoint(paymentsEndpoints.getPayments, {}, { signal });

export const getPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: paymentsQueryKeys.payments(),
    queryFn: ({ signal }) => getPayments(signal),
  });

export const getPayableCharges = (signal?: AbortSignal) =>
  callEndpoint(paymentsEndpoints.getPayableCharges, {}, { signal });

export const getPayableChargesQueryOptions = () =>
  queryOptions({
    queryKey: paymentsQueryKeys.payableCharges(),
    queryFn: ({ signal }) => getPayableCharges(signal),
  });

export const useCharges = () => useQuery(getChargesQueryOptions());
export const usePayments = () => useQuery(getPaymentsQueryOptions());
export const usePayableCharges = () => useQuery(getPayableChargesQueryOptions());

/** A receipt's or the statement's link: made when asked (it is short-lived), then opened. */
export const receiptLink = (paymentId: number) =>
  callEndpoint(paymentsEndpoints.getReceiptLink, { params: { id: paymentId } });
export const statementLink = () => callEndpoint(paymentsEndpoints.getStatementLink, {});

export type PayChargesRequest = {
  charges: { chargeId: number; amount: number }[];
  amount: number;
  payment: Payment;
};

export const payCharges = (request: PayChargesRequest, idempotencyKey: string) =>
  callEndpoint(paymentsEndpoints.payCharges, { body: { ...request, idempotencyKey } });

/** After a payment: the charges, the payable charges and the payments reload. */
export const useAfterChargesPayment = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.all() });
};
