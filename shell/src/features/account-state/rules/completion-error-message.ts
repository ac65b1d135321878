import { accountErrorCodes, ApiError } from '@portal/shared';
import { CHECK_THE_FIELDS, COULD_NOT_REGISTER } from '../../sign-in/components/register-form';

const accountCodes = new Set<string>(Object.values(accountErrorCodes));

/**
 * Spec section 8, register and complete-info codes: invalid_input asks to check the fields; a refusal
 * the API names (already complete, not allowed) keeps its message; anything else (no code, a network
 * failure, a server crash) says the account could not be completed, never a raw 'Failed to fetch'.
 */
export const completionErrorMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) return COULD_NOT_REGISTER;
  if (error.code === 'invalid_input') return CHECK_THE_FIELDS;
  if (error.code && accountCodes.has(error.code)) return error.message;
  return COULD_NOT_REGISTER;
};
