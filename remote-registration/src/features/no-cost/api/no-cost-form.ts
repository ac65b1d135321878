import { callEndpoint } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { registrationEndpoints, registrationQueryKeys } from '../../../contract';

/** GET /class/{id}/no_cost_form (spec 7.1). */
export const useNoCostForm = (classId: number) =>
  useQuery({
    queryKey: registrationQueryKeys.noCostForm(classId),
    queryFn: () =>
      callEndpoint(registrationEndpoints.getNoCostForm, { params: { id: classId } }).then(
        (reply) => reply.form,
      ),
    retry: false,
  });

/** GET /class/{id}/no_cost_form/submit: the spec's submission is a GET with the id only. */
export const submitNoCostForm = (classId: number) =>
  callEndpoint(registrationEndpoints.submitNoCostForm, { params: { id: classId } });
