import type { ReactNode } from 'react';
import { useHostServices } from '../host/host-services';
import { useSessionStore } from '../session/session-store';
import { Button } from './button';
import { Notice } from './feedback';

/** Shell spec section 8: restricted content. */
export const NOT_AUTHORIZED = "You're not authorized to view this information, please sign in to continue.";

/**
 * A student's own page (their money, their documents): visitors get the spec's restricted-content
 * notice and a Sign in that opens the sign-in modal; the page shows once they are signed in.
 */
export const SignedInOnly = ({ children }: { children: ReactNode }) => {
  const student = useSessionStore((state) => state.student);
  const { requireLogin } = useHostServices();
  if (student) return children;
  return (
    <Notice
      type="warning"
      title={NOT_AUTHORIZED}
      action={
        <Button size="small" onClick={() => requireLogin(() => undefined)}>
          Sign in
        </Button>
      }
    />
  );
};
