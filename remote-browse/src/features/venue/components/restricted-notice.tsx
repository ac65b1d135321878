import { hasFullAccess, useSessionStore } from '@portal/shared';
import { RESTRICTED_MESSAGE } from '../../../contract';
import { Alert } from '@portal/shared/ui';

/**
 * Spec section 2 and 6: restricted content shows this notice to a visitor (who may still press an
 * action and sign in) and to a signed-in student without full access (who sees no actions).
 */
export const RestrictedNotice = () => {
  const student = useSessionStore((state) => state.student);
  if (student && hasFullAccess(student)) return null;
  return <Alert type="info" showIcon title={RESTRICTED_MESSAGE} className="browse-notice" />;
};
