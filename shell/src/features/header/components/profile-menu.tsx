import { studentDisplayName, type Student } from '@portal/shared';
import { Button, Popover } from '@portal/shared/ui-base';
import { useNavigate } from '@portal/shared/router';
import { useState } from 'react';
import { paths } from '../../../lib/modules/paths';
import { useLogout } from '../../session/hooks/use-session';
import { AccountIcon, ToolbarLabel } from './header-icons';
import { useHeaderMessages } from '../messages/catalog';

/** The profile menu: My Profile and Logout. */
export const ProfileMenu = ({ student }: { student: Student }) => {
  const m = useHeaderMessages();
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const name = studentDisplayName(student);
  const items = [
    { label: m('profileMenu.myProfile'), run: () => navigate(paths.profile) },
    { label: m('profileMenu.logout'), run: () => void logout().then(() => navigate(paths.home)) },
  ];
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      role="menu"
      label={m('profileMenu.label', { name })}
      trigger={(props) => (
        <Button {...props} aria-label={m('profileMenu.label', { name })} title={name}>
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
