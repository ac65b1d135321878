import { Suspense } from 'react';
import { lazyNamed } from '../forms/lazy-named';
import { useOnceTrue } from '../../layout/use-once-true';
import { useSignInStore } from './sign-in-store';

const SignInModal = lazyNamed(() => import('./sign-in-modal'), 'SignInModal');

/** The sign-in modal (antd, with its forms) loads when it first opens, then stays mounted. */
export const SignInModalHost = () => {
  const used = useOnceTrue(useSignInStore((state) => state.open));
  return used ? (
    <Suspense fallback={null}>
      <SignInModal />
    </Suspense>
  ) : null;
};
