import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Popover } from './popover';

const CartPopover = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        title="Cart"
        trigger={(props) => <Button {...props}>Cart</Button>}
      >
        <Button>Remove</Button>
        <Button>Checkout</Button>
      </Popover>
      <p>Elsewhere</p>
    </>
  );
};

const AccountMenu = () => {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      role="menu"
      label="Account menu"
      trigger={(props) => <Button {...props}>Account</Button>}
    >
      <button type="button" role="menuitem">
        My Profile
      </button>
      <button type="button" role="menuitem">
        Logout
      </button>
    </Popover>
  );
};

it('opens a labelled panel with focus on its first control, and says so on its button', async () => {
  const user = userEvent.setup();
  render(<CartPopover />);
  const button = screen.getByRole('button', { name: 'Cart' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Checkout' })).toHaveFocus();
});

it('closes on Escape and gives focus back to its button', async () => {
  const user = userEvent.setup();
  render(<CartPopover />);
  await user.click(screen.getByRole('button', { name: 'Cart' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus();
});

it('closes on a click outside it and on a second click of its button, not on a click inside', async () => {
  const user = userEvent.setup();
  render(<CartPopover />);
  const button = screen.getByRole('button', { name: 'Cart' });
  await user.click(button);
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  expect(screen.getByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
  await user.click(screen.getByText('Elsewhere'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(button);
  await user.click(button);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('as a menu, moves between its items with the arrow keys, wrapping at both ends', async () => {
  const user = userEvent.setup();
  render(<AccountMenu />);
  expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-haspopup', 'menu');
  await user.click(screen.getByRole('button', { name: 'Account' }));
  expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
});

it('leaves Escape to what holds it while closed: a slide-out around its button still closes', async () => {
  const user = userEvent.setup();
  const onEscape = jest.fn();
  render(
    <div onKeyDown={(event) => event.key === 'Escape' && onEscape()}>
      <CartPopover />
    </div>,
  );
  screen.getByRole('button', { name: 'Cart' }).focus();
  await user.keyboard('{Escape}');
  expect(onEscape).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cart' }));
  await user.keyboard('{Escape}');
  expect(onEscape).toHaveBeenCalledTimes(1);
});
