import { useHostServices, useSessionStore } from '@portal/shared';
import { Button, Notice } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';

export const NOT_AUTHORIZED = "You're not authorized to view this information, please sign in to continue.";

/** The student's own money: visitors get the spec's restricted-content notice and a Sign in. */
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
