import { callEndpoint, type Payment } from '@portal/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsEndpoints, paymentsQueryKeys } from '../../../contract';

export const chargesQueryOptions = () =>
  queryOptions({
    queryKey: paymentsQueryKeys.charges(),
    queryFn: ({ signal }) => callEndpoint(paymentsEndpoints.getCharges, {}, { signal }),
  });

export const paymentsQueryOptions = () =>
  queryOptions({
    queryKey: paymentsQueryKeys.payments(),
    queryFn: ({ signal }) => callEndpoint(paymentsEndpoints.getPayments, {}, { signal }),
  });

export const payableChargesQueryOptions = () =>
  queryOptions({
    queryKey: paymentsQueryKeys.payableCharges(),
    queryFn: ({ signal }) => callEndpoint(paymentsEndpoints.getPayableCharges, {}, { signal }),
  });

export const useCharges = () => useQuery(chargesQueryOptions());
export const usePayments = () => useQuery(paymentsQueryOptions());
export const usePayableCharges = () => useQuery(payableChargesQueryOptions());

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
