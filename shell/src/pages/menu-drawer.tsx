import type { School } from '@portal/shared';
import { Drawer } from '@portal/shared/ui';
import { Link } from '@portal/shared/router';
import { PortalSidebar } from '../features/sidebar/components/portal-sidebar';
import { headerLinks, type Access } from '../lib/modules/navigation';

export type MenuDrawerProps = { school: School; access: Access; open: boolean; onClose: () => void };

/** Below 992 px: the header links and the sidebar in a drawer from the left, loaded when first opened. */
export const MenuDrawer = ({ school, access, open, onClose }: MenuDrawerProps) => (
  <Drawer open={open} placement="left" size={280} title="Menu" onClose={onClose}>
    <nav aria-label="Header">
      {headerLinks(school).map((link) => (
        <div key={link.path} style={{ padding: '8px 24px' }}>
          <Link to={link.path} onClick={onClose}>
            {link.label}
          </Link>
        </div>
      ))}
    </nav>
    <PortalSidebar school={school} access={access} onNavigate={onClose} />
  </Drawer>
);
