import { useSessionStore, type School } from '@portal/shared';
import { Button } from '@portal/shared/ui-base';
import { Link, useLocation } from '@portal/shared/router';
import { headerLinks } from '../../../lib/modules/navigation';
import { paths } from '../../../lib/modules/paths';
import { useLoggedStudent } from '../../session/hooks/use-session';
import { useSignInStore } from '../../sign-in/hooks/sign-in-store';
import { MenuIcon } from './header-icons';
import { MiniCart } from './mini-cart';
import { ProfileMenu } from './profile-menu';
import { DocumentsBadge, PendingFormsBadge } from './toolbar-badges';
import { useModuleMessages } from '../../../lib/modules/messages/catalog';
import { useHeaderMessages } from '../messages/catalog';
import { LanguageMenu } from '../../language/components/language-menu';

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
  const m = useHeaderMessages();
  const names = useModuleMessages();
  const { pathname } = useLocation();
  const student = useSessionStore((state) => state.student);
  const sessionToken = useSessionStore((state) => state.token);
  const logged = useLoggedStudent();
  const opened = useSignInStore((state) => state.opened);
  const links = headerLinks(school);
  const documents = logged.data?.requiredActions.filter((action) => action.type === 'document').length ?? 0;

  return (
    <>
      {compact ? (
        <Button aria-label={m('header.openMenu')} className="pt-header-menu" onClick={onOpenMenu}>
          <MenuIcon />
        </Button>
      ) : null}
      <Link
        to={paths.home}
        aria-label={m('header.home', { school: school.name })}
        title={school.name}
        className="pt-header-home"
      >
        {school.logoUrl ? <img src={school.logoUrl} alt="" height={32} /> : null}
        <span className="pt-header-name">{school.name}</span>
      </Link>
      <nav aria-label={m('header.navigation')} className="pt-header-nav">
        {compact
          ? null
          : links.map((link) => (
              <Link
                key={link.path}
                to={link.path}
                aria-current={pathname.startsWith(link.path) ? 'page' : undefined}
              >
                {names(link.label)}
              </Link>
            ))}
      </nav>
      <div className="pt-toolbar" role="toolbar" aria-label={m('header.toolbar')}>
        {compact ? null : <LanguageMenu />}
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
          <Button variant="primary" onClick={() => opened('login')}>
            {m('header.signIn')}
          </Button>
        ) : null}
      </div>
    </>
  );
};
