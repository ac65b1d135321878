import type { School } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { PortalSidebar } from '../features/sidebar/components/portal-sidebar';
import { headerLinks, type Access } from '../lib/modules/navigation';
import { Sheet } from '../lib/overlay/sheet';
import { useHeaderMessages } from '../features/header/messages/catalog';
import { useModuleMessages } from '../lib/modules/messages/catalog';
import { useMenuMessages } from './menu/messages/catalog';
import { LanguageMenu } from '../features/language/components/language-menu';

export type MenuDrawerProps = { school: School; access: Access; open: boolean; onClose: () => void };

/** Below 992 px: the header links and the sidebar in a sheet from the left, loaded when first opened. */
export const MenuDrawer = ({ school, access, open, onClose }: MenuDrawerProps) => {
  const m = useMenuMessages();
  const header = useHeaderMessages();
  const names = useModuleMessages();
  return (
    <Sheet
      open={open}
      side="left"
      width={280}
      title={m('menu.title')}
      closeLabel={m('menu.close')}
      onClose={onClose}
    >
      <LanguageMenu />
      <nav aria-label={header('header.navigation')}>
        {headerLinks(school).map((link) => (
          <div key={link.path} style={{ padding: '8px 24px' }}>
            <Link to={link.path} onClick={onClose}>
              {names(link.label)}
            </Link>
          </div>
        ))}
      </nav>
      <PortalSidebar school={school} access={access} onNavigate={onClose} />
    </Sheet>
  );
};
