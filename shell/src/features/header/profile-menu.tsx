import type { Student } from '@portal/shared';
import { Button, Dropdown } from '@portal/shared/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../modules/paths';
import { useLogout } from '../session/use-session';

/** The profile dropdown: My Profile and Logout. */
export const ProfileMenu = ({ student }: { student: Student }) => {
  const navigate = useNavigate();
  const logout = useLogout();
  const name = student.preferredName || student.firstName || student.email;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', label: 'My Profile' },
          { key: 'logout', label: 'Logout' },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate(paths.profile);
          else
            void logout().then(() => {
              navigate(paths.home);
            });
        },
      }}
    >
      <Button aria-label={`Account menu for ${name}`}>{name}</Button>
    </Dropdown>
  );
};
