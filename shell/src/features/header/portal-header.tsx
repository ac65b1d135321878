import { useSessionStore, type School } from '@portal/shared';
import { Button, Flex, Menu, theme } from '@portal/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import { headerLinks } from '../../modules/navigation';
import { paths } from '../../modules/paths';
import { useLoggedStudent } from '../session/use-session';
import { useSignInStore } from '../sign-in/sign-in-store';
import { MiniCart } from './mini-cart';
import { ProfileMenu } from './profile-menu';
import { DocumentsBadge, PendingFormsBadge } from './toolbar-badges';

/** Spec: the sign-in button shows when sign-in is allowed, alternate sign-in is off, loading is done and nobody is signed in. */
export const showSignInButton = (
  school: School,
  { signedIn, loading }: { signedIn: boolean; loading: boolean },
) => school.features.loginAllowed && !school.features.alternateSignIn && !loading && !signedIn;

export const PortalHeader = ({
  school,
  compact,
  onOpenMenu,
}: {
  school: School;
  compact: boolean;
  onOpenMenu: () => void;
}) => {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const student = useSessionStore((state) => state.student);
  const sessionToken = useSessionStore((state) => state.token);
  const logged = useLoggedStudent();
  const opened = useSignInStore((state) => state.opened);
  const links = headerLinks(school);
  const documents = logged.data?.requiredActions.filter((action) => action.type === 'document').length ?? 0;

  return (
    <Flex align="center" gap={token.marginMD} style={{ height: '100%' }}>
      {compact ? (
        <Button aria-label="Open the menu" onClick={onOpenMenu}>
          Menu
        </Button>
      ) : null}
      <Link
        to={paths.home}
        aria-label={`${school.name} home`}
        style={{ color: token.colorWhite, fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        {school.logoUrl ? (
          <img src={school.logoUrl} alt="" height={32} style={{ verticalAlign: 'middle', marginRight: 8 }} />
        ) : null}
        {school.name}
      </Link>
      <nav aria-label="Header" style={{ flex: 1, minWidth: 0 }}>
        {compact ? null : (
          <Menu
            theme="dark"
            mode="horizontal"
            selectedKeys={links.filter((link) => pathname.startsWith(link.path)).map((link) => link.path)}
            items={links.map((link) => ({ key: link.path, label: <Link to={link.path}>{link.label}</Link> }))}
          />
        )}
      </nav>
      <Flex align="center" gap={token.marginSM} role="toolbar" aria-label="Your account">
        {student && logged.data ? (
          <>
            <PendingFormsBadge forms={logged.data.pendingRegistrationForms} />
            <DocumentsBadge count={documents} documentsOn={school.modules.documents} />
            {school.modules.cart ? <MiniCart /> : null}
            <ProfileMenu student={student} />
          </>
        ) : null}
        {showSignInButton(school, {
          signedIn: Boolean(sessionToken),
          loading: Boolean(sessionToken) && logged.isPending,
        }) ? (
          <Button type="primary" onClick={() => opened('login')}>
            Sign in
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
};
