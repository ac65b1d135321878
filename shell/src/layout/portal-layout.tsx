import { hasFullAccess, useSessionStore, type School } from '@portal/shared';
import { Drawer, Grid, Layout, theme } from '@portal/shared/ui';
import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { AccessBanner } from '../features/account-state/access-banner';
import { lazyNamed } from '../features/forms/lazy-named';
import { PortalFooter } from '../features/footer/portal-footer';
import { PortalHeader } from '../features/header/portal-header';
import { PortalSidebar } from '../features/sidebar/portal-sidebar';
import { headerLinks, type Access } from '../modules/navigation';

const { Header, Sider, Content, Footer } = Layout;

const CompleteInfoCard = lazyNamed(
  () => import('../features/account-state/complete-info-card'),
  'CompleteInfoCard',
);

const useAccess = (): Access => {
  const student = useSessionStore((state) => state.student);
  return { signedIn: student !== null, fullAccess: hasFullAccess(student) };
};

/** The portal's frame: header, sidebar (a drawer below 992 px), content and footer. */
export const PortalLayout = ({ school }: { school: School }) => {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const access = useAccess();
  const student = useSessionStore((state) => state.student);
  const [menuOpen, setMenuOpen] = useState(false);
  // Spec breakpoints 576/768/992/1200: the sidebar is a drawer below lg (992 px).
  const compact = screens.lg === false;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header style={{ paddingInline: token.paddingLG }}>
        <PortalHeader school={school} compact={compact} onOpenMenu={() => setMenuOpen(true)} />
      </Header>
      <Layout>
        {compact ? (
          <Drawer open={menuOpen} placement="left" size={280} title="Menu" onClose={() => setMenuOpen(false)}>
            <nav aria-label="Header">
              {headerLinks(school).map((link) => (
                <div key={link.path} style={{ padding: '8px 24px' }}>
                  <Link to={link.path} onClick={() => setMenuOpen(false)}>
                    {link.label}
                  </Link>
                </div>
              ))}
            </nav>
            <PortalSidebar school={school} access={access} onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        ) : (
          <Sider width={240} theme="light">
            <PortalSidebar school={school} access={access} />
          </Sider>
        )}
        <Layout>
          {/* antd's Content is the page's <main> landmark. */}
          <Content style={{ padding: compact ? token.padding : token.paddingLG }}>
            <AccessBanner />
            {student?.requiresPersonalInfo ? (
              <Suspense fallback={null}>
                <CompleteInfoCard />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </Content>
          <Footer>
            <PortalFooter school={school} />
          </Footer>
        </Layout>
      </Layout>
    </Layout>
  );
};
