import { hasFullAccess, useSessionStore } from '@portal/shared';
import { RESTRICTED_MESSAGE } from '../../../contract';
import { Refusal } from '@portal/shared/i18n';
import { Notice } from '@portal/shared/ui-base';
import { useVenueRulesMessages } from '../rules/messages/catalog';

/**
 * Spec section 2 and 6: restricted content shows this notice to a visitor (who may still press an
 * action and sign in) and to a signed-in student without full access (who sees no actions).
 */
export const RestrictedNotice = () => {
  // Its refusal's words are in this catalog (translated by their English): wait for the locale's.
  useVenueRulesMessages();
  const student = useSessionStore((state) => state.student);
  if (student && hasFullAccess(student)) return null;
  return (
    <div className="browse-notice">
      <Notice type="info" title={<Refusal text={RESTRICTED_MESSAGE} />} />
    </div>
  );
};
