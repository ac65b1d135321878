import { MountOnFirstUse } from '../../../lib/mount-on-first-use';
import { useSignInStore } from '../hooks/sign-in-store';

const loadSignInModal = () => import('./sign-in-modal').then((module) => module.SignInModal);

/** The sign-in modal (antd, with its forms) loads when it first opens, then stays mounted. */
export const SignInModalHost = () => (
  <MountOnFirstUse active={useSignInStore((state) => state.open)} load={loadSignInModal} props={{}} />
);
