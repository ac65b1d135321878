import { MountOnFirstUse } from '../../../lib/mount-on-first-use';
import { lazyNamed } from '../../../lib/lazy-named';
import { useSignInStore } from '../hooks/sign-in-store';

const SignInModal = lazyNamed(() => import('./sign-in-modal'), 'SignInModal');

/** The sign-in modal (antd, with its forms) loads when it first opens, then stays mounted. */
export const SignInModalHost = () => (
  <MountOnFirstUse active={useSignInStore((state) => state.open)}>
    <SignInModal />
  </MountOnFirstUse>
);
