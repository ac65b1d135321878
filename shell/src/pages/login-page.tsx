import { useSessionStore } from '@portal/shared';
import { Typography } from '@portal/shared/ui';
import { Card } from '@portal/shared/ui-data';
import { Navigate } from '@portal/shared/router';
import { Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { useLoginPageMessages } from './login/messages/catalog';

const LoginForm = lazyNamed(() => import('../features/sign-in/components/login-form'), 'LoginForm');

/** /login, with alternate sign-in on: the sign-in form as a page; a signed-in student goes on to the portal. */
export const LoginPage = ({ landingPath }: { landingPath: string }) => {
  const m = useLoginPageMessages();
  const signedIn = useSessionStore((state) => Boolean(state.token));
  if (signedIn) return <Navigate to={landingPath} replace />;
  return (
    <Card style={{ maxWidth: 440, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        {m('signIn.page')}
      </Typography.Title>
      <Suspense fallback={null}>
        <LoginForm />
      </Suspense>
    </Card>
  );
};
