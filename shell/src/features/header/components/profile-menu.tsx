import { studentDisplayName, type Student } from '@portal/shared';
import { Button, Popover } from '@portal/shared/ui-base';
import { useNavigate } from '@portal/shared/router';
import { useState } from 'react';
import { paths } from '../../../lib/modules/paths';
import { useLogout } from '../../session/hooks/use-session';
import { AccountIcon, ToolbarLabel } from './header-icons';

/** The profile menu: My Profile and Logout. */
export const ProfileMenu = ({ student }: { student: Student }) => {
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const name = studentDisplayName(student);
  const items = [
    { label: 'My Profile', run: () => navigate(paths.profile) },
    { label: 'Logout', run: () => void logout().then(() => navigate(paths.home)) },
  ];
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      role="menu"
      label={`Account menu for ${name}`}
      trigger={(props) => (
        <Button {...props} aria-label={`Account menu for ${name}`} title={name}>
          {/* The full name ('Em Parker') is long for a phone's header: shortened, or an icon alone. */}
          <AccountIcon />
          <ToolbarLabel>{name}</ToolbarLabel>
        </Button>
      )}
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          className="pt-menu-item"
          onClick={() => {
            setOpen(false);
            item.run();
          }}
        >
          {item.label}
        </button>
      ))}
    </Popover>
  );
};
