import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  loggedStudentResponseSchema,
  loginResponseSchema,
  type LoggedStudentResponse,
  type LoginInput,
  type LoginResponse,
} from '../contracts/student';
import { queryKeys } from '../query/query-keys';
import { apiRequest } from './api-client';

export const loginStudent = (input: LoginInput): Promise<LoginResponse> =>
  apiRequest('student/auth', { method: 'POST', body: input, schema: loginResponseSchema });

export const getLoggedStudent = (signal?: AbortSignal): Promise<LoggedStudentResponse> =>
  apiRequest('student/get', { schema: loggedStudentResponseSchema, signal });

export const getLoggedStudentQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.student.logged(), queryFn: ({ signal }) => getLoggedStudent(signal) });

const emptySchema = z.unknown();

/** Revokes the session's token on the server. */
export const logoutStudent = (): Promise<unknown> =>
  apiRequest('student/logout', { method: 'POST', body: {}, schema: emptySchema });
