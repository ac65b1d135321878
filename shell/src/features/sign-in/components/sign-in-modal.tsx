import { useSchool } from '@portal/shared';
import { Alert, Button, Flex, Modal, Skeleton, Typography } from '@portal/shared/ui';
import { focusFirstFieldOnMount, rescueFocus } from '@portal/shared/ui-base';
import { Suspense, type ReactNode } from 'react';
import type { Messages } from '@portal/shared/i18n';
import { lazyNamed } from '../../../lib/lazy-named';
import { signInMessagesNow, useSignInMessages, type SignInMessageId } from '../messages/catalog';
import { useSignInStore, type SignInMode } from '../hooks/sign-in-store';
import { SESSION_ENDED } from './session-expiry';

type FooterLink = { label: string; mode: SignInMode };
type FooterLinkMessage = { id: SignInMessageId; mode: SignInMode };
const alreadyHaveAccount: FooterLinkMessage = { id: 'signInModal.haveAccount', mode: 'login' };
const forgotPassword: FooterLinkMessage = { id: 'signInModal.forgotPassword', mode: 'reset' };
const forgotEmail: FooterLinkMessage = { id: 'signInModal.forgotEmail', mode: 'recover' };
const noAccountYet: FooterLinkMessage = { id: 'signInModal.noAccount', mode: 'register' };

const footerLinkMessages = (mode: SignInMode, registrationAllowed: boolean): FooterLinkMessage[] => {
  const register = registrationAllowed ? [noAccountYet] : [];
  switch (mode) {
    case 'login':
      return [forgotPassword, forgotEmail, ...register];
    case 'register':
      return [alreadyHaveAccount];
    case 'reset':
      return [alreadyHaveAccount, forgotEmail, ...register];
    case 'recover':
      return [alreadyHaveAccount, forgotPassword, ...register];
    case 'reset-form':
      return [alreadyHaveAccount];
    case 'confirm-message':
      return [];
  }
};

/** The footer links of each mode; the register link only when the school allows registration. */
export const footerLinks = (
  mode: SignInMode,
  registrationAllowed: boolean,
  m: Messages<SignInMessageId> = signInMessagesNow(),
): FooterLink[] =>
  footerLinkMessages(mode, registrationAllowed).map(({ id, mode: to }) => ({ label: m(id), mode: to }));

const titles: Record<Exclude<SignInMode, 'confirm-message'>, SignInMessageId> = {
  login: 'signInModal.login',
  register: 'signInModal.register',
  reset: 'signInModal.reset',
  'reset-form': 'signInModal.resetForm',
  recover: 'signInModal.recover',
};

const ConfirmMessage = () => {
  const m = useSignInMessages();
  const { confirm, modeChanged, closed } = useSignInStore();
  if (!confirm) return null;
  return (
    <div role="status">
      <Typography.Paragraph>{confirm.text}</Typography.Paragraph>
      <Flex justify="end">
        <Button
          type="primary"
          autoFocus
          onClick={() => (confirm.returnTo === 'close' ? closed() : modeChanged(confirm.returnTo))}
        >
          {m('signInModal.ok')}
        </Button>
      </Flex>
    </div>
  );
};

const LoginForm = lazyNamed(() => import('./login-form'), 'LoginForm');
const RegisterForm = lazyNamed(() => import('./register-form'), 'RegisterForm');
const ResetRequestForm = lazyNamed(() => import('./reset-request-form'), 'ResetRequestForm');
const ResetForm = lazyNamed(() => import('./reset-form'), 'ResetForm');
const RecoverForm = lazyNamed(() => import('./recover-form'), 'RecoverForm');

const body: Record<SignInMode, () => ReactNode> = {
  login: () => <LoginForm />,
  register: () => <RegisterForm />,
  reset: () => <ResetRequestForm />,
  'reset-form': () => <ResetForm />,
  recover: () => <RecoverForm />,
  'confirm-message': () => <ConfirmMessage />,
};

/** The sign-in modal with its six modes (spec section 2, Sign-in modal). */
export const SignInModal = () => {
  const m = useSignInMessages();
  const school = useSchool();
  const { open, mode, confirm, notice, closed, modeChanged } = useSignInStore();
  const header =
    mode === 'login' ? school.texts.loginHeader : mode === 'register' ? school.texts.registerHeader : '';
  const title = mode === 'confirm-message' ? (confirm?.title ?? '') : m(titles[mode]);
  const links = footerLinks(mode, school.features.registrationAllowed, m);
  // The session's end is said in the language the page speaks now.
  const noticeText = notice === SESSION_ENDED ? m('signInModal.sessionEnded') : notice;

  return (
    <Modal
      open={open}
      title={title}
      onCancel={closed}
      // After signing in, the Sign in button that opened the modal is gone: focus goes to the page.
      afterClose={rescueFocus}
      footer={null}
      destroyOnHidden
      width={mode === 'register' ? 640 : 440}
    >
      {noticeText ? <Alert type="info" showIcon title={noticeText} style={{ marginBottom: 16 }} /> : null}
      {header ? <Typography.Paragraph strong>{header}</Typography.Paragraph> : null}
      {/* A new key per mode: switching clears errors, resets the fields and focuses the first one. */}
      <div key={mode} ref={focusFirstFieldOnMount}>
        <Suspense fallback={<Skeleton active />}>{body[mode]()}</Suspense>
      </div>
      {links.length > 0 ? (
        <nav aria-label={m('signInModal.options')}>
          <Flex vertical align="center" style={{ marginTop: 16 }}>
            {links.map((link) => (
              <Button key={link.mode} type="link" onClick={() => modeChanged(link.mode)}>
                {link.label}
              </Button>
            ))}
          </Flex>
        </nav>
      ) : null}
    </Modal>
  );
};
