import type { School } from '@portal/shared';
import { useSessionStore } from '@portal/shared';
import { Layout, Menu, Typography, theme } from '@portal/shared/ui';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { headerLinks, sidebarLinks, type Access } from '../modules/navigation';
import { paths } from '../modules/paths';

const { Header, Sider, Content, Footer } = Layout;

const useAccess = (): Access => {
  const student = useSessionStore((state) => state.student);
  if (!student) return { signedIn: false, fullAccess: true };
  return { signedIn: true, fullAccess: student.isVerified && student.hasAxRecord };
};

/** The portal's frame: header, sidebar, content and footer. Remotes render inside the content area. */
export const PortalLayout = ({ school }: { school: School }) => {
  const { pathname } = useLocation();
  const access = useAccess();
  const { token } = theme.useToken();
  const selected = (links: { path: string }[]) =>
    links.filter((link) => pathname.startsWith(link.path)).map((link) => link.path);
  const header = headerLinks(school);
  const sidebar = sidebarLinks(school, access);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header
        style={{ display: 'flex', alignItems: 'center', gap: token.marginLG, paddingInline: token.paddingLG }}
      >
        <Link
          to={paths.home}
          aria-label={`${school.name} home`}
          style={{ color: token.colorWhite, fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {school.logoUrl ? (
            <img
              src={school.logoUrl}
              alt=""
              height={32}
              style={{ verticalAlign: 'middle', marginRight: 8 }}
            />
          ) : null}
          {school.name}
        </Link>
        <nav aria-label="Header" style={{ flex: 1, minWidth: 0 }}>
          <Menu
            theme="dark"
            mode="horizontal"
            selectedKeys={selected(header)}
            items={header.map((link) => ({
              key: link.path,
              label: <Link to={link.path}>{link.label}</Link>,
            }))}
          />
        </nav>
      </Header>
      <Layout>
        <Sider width={240} breakpoint="lg" collapsedWidth={0} theme="light">
          <nav aria-label="Sidebar">
            <Menu
              mode="inline"
              selectedKeys={selected(sidebar)}
              items={[
                {
                  type: 'group',
                  key: 'navigation',
                  label: 'NAVIGATION',
                  children: sidebar.map((link) => ({
                    key: link.path,
                    label: <Link to={link.path}>{link.label}</Link>,
                  })),
                },
                ...(school.helpfulLinks.length > 0
                  ? [
                      {
                        type: 'group' as const,
                        key: 'helpful-links',
                        label: 'HELPFUL LINKS',
                        children: school.helpfulLinks.map((link) => ({
                          key: link.url,
                          label: (
                            <a href={link.url} target="_blank" rel="noopener noreferrer">
                              {link.title}
                            </a>
                          ),
                        })),
                      },
                    ]
                  : []),
              ]}
            />
          </nav>
        </Sider>
        <Layout>
          {/* antd's Content is the page's <main> landmark. */}
          <Content style={{ padding: token.paddingLG }}>
            <Outlet />
          </Content>
          <Footer style={{ textAlign: 'center' }}>
            <Typography.Text type="secondary">Powered by Student Portal</Typography.Text>
          </Footer>
        </Layout>
      </Layout>
    </Layout>
  );
};
