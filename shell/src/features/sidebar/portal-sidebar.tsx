import { useSessionStore, type School } from '@portal/shared';
import { Menu, type MenuProps } from '@portal/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import { sidebarLinks, type Access } from '../../modules/navigation';
import { useSwitchAccount } from '../session/impersonation';

const accountKey = (id: number | 'original') => `account:${id}`;

/** MY ACCOUNTS: the original account plus the related students to switch into. */
const useAccountItems = (): NonNullable<MenuProps['items']> => {
  const student = useSessionStore((state) => state.student);
  if (!student) return [];
  const self = `${student.firstName} ${student.lastName}`.trim() || student.email;
  const accounts = student.originalStudent
    ? [
        { key: accountKey('original'), label: `${student.originalStudent.name} (my account)` },
        { key: accountKey(student.id), label: `${self} (current)` },
      ]
    : [
        { key: accountKey(student.id), label: `${self} (current)` },
        ...student.relatedStudents.map((related) => ({ key: accountKey(related.id), label: related.name })),
      ];
  if (accounts.length < 2) return [];
  return [{ type: 'group', key: 'accounts', label: 'MY ACCOUNTS', children: accounts }];
};

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
  const { pathname } = useLocation();
  const student = useSessionStore((state) => state.student);
  const switchAccount = useSwitchAccount();
  const links = sidebarLinks(school, access);
  const accountItems = useAccountItems();

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (!key.startsWith('account:') || switchAccount.isPending) return;
    const target = key.slice('account:'.length);
    if (target === String(student?.id)) return;
    switchAccount.mutate(target === 'original' ? null : Number(target));
    onNavigate?.();
  };

  return (
    <nav aria-label="Sidebar">
      <Menu
        mode="inline"
        onClick={onClick}
        selectedKeys={[
          ...links.filter((link) => pathname.startsWith(link.path)).map((link) => link.path),
          ...(student ? [accountKey(student.id)] : []),
        ]}
        items={[
          ...accountItems,
          {
            type: 'group',
            key: 'navigation',
            label: 'NAVIGATION',
            children: links.map((link) => ({
              key: link.path,
              label: (
                <Link to={link.path} onClick={onNavigate}>
                  {link.label}
                </Link>
              ),
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
  );
};
