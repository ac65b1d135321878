import { callEndpoint } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NoCostForm, registrationEndpoints, registrationQueryKeys } from '../../../contract';

/** GET /class/{id}/no_cost_form (spec 7.1). */
export const getNoCostForm = async (classId: number, signal?: AbortSignal): Promise<NoCostForm> =>
  (await callEndpoint(registrationEndpoints.getNoCostForm, { params: { id: classId } }, { signal })).form;

/** No signal passed, as before: a call runs to its end once made. */
export const getNoCostFormQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: registrationQueryKeys.noCostForm(classId),
    queryFn: () => getNoCostForm(classId),
    retry: false,
  });

export const useNoCostForm = (classId: number) => useQuery(getNoCostFormQueryOptions(classId));

/** GET /class/{id}/no_cost_form/submit: the spec's submission is a GET with the id only. */
export const submitNoCostForm = (classId: number) =>
  callEndpoint(registrationEndpoints.submitNoCostForm, { params: { id: classId } });
