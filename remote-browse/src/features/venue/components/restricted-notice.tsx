import { hasFullAccess, useSessionStore } from '@portal/shared';
import { RESTRICTED_MESSAGE } from '../../../contract';
import { Notice } from '@portal/shared/ui-base';

/**
 * Spec section 2 and 6: restricted content shows this notice to a visitor (who may still press an
 * action and sign in) and to a signed-in student without full access (who sees no actions).
 */
export const RestrictedNotice = () => {
  const student = useSessionStore((state) => state.student);
  if (student && hasFullAccess(student)) return null;
  return (
    <div className="browse-notice">
      <Notice type="info" title={RESTRICTED_MESSAGE} />
    </div>
  );
};
