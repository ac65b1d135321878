import { queryOptions } from '@tanstack/react-query';
import { accountEndpoints } from '../contracts/account-endpoints';
import type { LoggedStudentResponse, LoginInput, LoginResponse } from '../contracts/student';
import { queryKeys } from '../query/query-keys';
import { callEndpoint } from './call-endpoint';

export const loginStudent = (input: LoginInput): Promise<LoginResponse> =>
  callEndpoint(accountEndpoints.login, { body: input });

export const getLoggedStudent = (signal?: AbortSignal): Promise<LoggedStudentResponse> =>
  callEndpoint(accountEndpoints.getLoggedStudent, {}, { signal });

export const getLoggedStudentQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.student.logged(), queryFn: ({ signal }) => getLoggedStudent(signal) });

/** Revokes the session's token on the server. */
export const logoutStudent = (): Promise<unknown> => callEndpoint(accountEndpoints.logout);
