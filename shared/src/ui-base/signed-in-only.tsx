import type { ReactNode } from 'react';
import { useHostServices } from '../host/host-services';
import { useSharedMessages } from '../i18n/shared-catalog';
import { useSessionStore } from '../session/session-store';
import { Button } from './button';
import { Notice } from './feedback';

/** Shell spec section 8: restricted content (its English; shown in the portal's language). */
export const NOT_AUTHORIZED = "You're not authorized to view this information, please sign in to continue.";

/**
 * A student's own page (their money, their documents): visitors get the spec's restricted-content
 * notice and a Sign in that opens the sign-in modal; the page shows once they are signed in.
 */
export const SignedInOnly = ({ children }: { children: ReactNode }) => {
  const student = useSessionStore((state) => state.student);
  const { requireLogin } = useHostServices();
  const m = useSharedMessages();
  if (student) return children;
  return (
    <Notice
      type="warning"
      title={m('signedIn.notAuthorized')}
      action={
        <Button size="small" onClick={() => requireLogin(() => undefined)}>
          {m('signedIn.signIn')}
        </Button>
      }
    />
  );
};
