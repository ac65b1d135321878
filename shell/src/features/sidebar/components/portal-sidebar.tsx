import { useSessionStore, type School } from '@portal/shared';
import { Link, useLocation } from '@portal/shared/router';
import { sidebarLinks, type Access } from '../../../lib/modules/navigation';
import { useSwitchAccount } from '../../session/api/impersonation';
import { accountItemsFor, type AccountItem } from '../rules/account-items';
import { useModuleMessages } from '../../../lib/modules/messages/catalog';
import { useSidebarMessages } from '../messages/catalog';

/** The sidebar: MY ACCOUNTS, NAVIGATION and HELPFUL LINKS (in a new tab). */
export const PortalSidebar = ({
  school,
  access,
  onNavigate,
}: {
  school: School;
  access: Access;
  onNavigate?: () => void;
}) => {
  const m = useSidebarMessages();
  const names = useModuleMessages();
  const { pathname } = useLocation();
  const switchAccount = useSwitchAccount();
  const student = useSessionStore((state) => state.student);
  const links = sidebarLinks(school, {
    ...access,
    requiresPersonalInfo: student?.requiresPersonalInfo === true,
  });
  const accounts = accountItemsFor(student);

  const switchTo = (account: AccountItem) => {
    if (account.current || switchAccount.isPending) return;
    switchAccount.mutate(account.id === 'original' ? null : account.id);
    onNavigate?.();
  };

  return (
    <nav aria-label={m('sidebar.label')}>
      {accounts.length > 0 ? (
        <section aria-labelledby="sidebar-accounts">
          <h2 className="pt-nav-title" id="sidebar-accounts">
            {m('sidebar.accounts')}
          </h2>
          <div role="menu" aria-labelledby="sidebar-accounts" className="pt-nav-group">
            {accounts.map((account) => (
              <button
                key={account.id}
                type="button"
                role="menuitem"
                className="pt-nav-item"
                aria-current={account.current || undefined}
                onClick={() => switchTo(account)}
              >
                {account.label}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="sidebar-navigation">
        <h2 className="pt-nav-title" id="sidebar-navigation">
          {m('sidebar.navigation')}
        </h2>
        <ul className="pt-nav-group">
          {links.map((link) => (
            <li key={link.path}>
              <Link
                to={link.path}
                onClick={onNavigate}
                className="pt-nav-item"
                title={names(link.label)}
                aria-current={pathname.startsWith(link.path) ? 'page' : undefined}
              >
                {names(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {school.helpfulLinks.length > 0 ? (
        <section aria-labelledby="sidebar-helpful-links">
          <h2 className="pt-nav-title" id="sidebar-helpful-links">
            {m('sidebar.helpfulLinks')}
          </h2>
          <ul className="pt-nav-group">
            {school.helpfulLinks.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="pt-nav-item"
                  title={link.title}
                >
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </nav>
  );
};
