import { accountErrorCodes, ApiError } from '@portal/shared';
import type { Messages } from '@portal/shared/i18n';
import { accountFormMessagesNow, type AccountFormMessageId } from '../../../lib/forms/messages/catalog';

const accountCodes = new Set<string>(Object.values(accountErrorCodes));

/**
 * Spec section 8, register and complete-info codes: invalid_input asks to check the fields; a refusal
 * the API names (already complete, not allowed) keeps its message; anything else (no code, a network
 * failure, a server crash) says the account could not be completed, never a raw 'Failed to fetch'.
 */
export const completionErrorMessage = (
  error: unknown,
  m: Messages<AccountFormMessageId> = accountFormMessagesNow(),
): string => {
  if (!(error instanceof ApiError)) return m('account.couldNotRegister');
  if (error.code === 'invalid_input') return m('account.checkFields');
  if (error.code && accountCodes.has(error.code)) return error.message;
  return m('account.couldNotRegister');
};
