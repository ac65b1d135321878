import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { tabAfterKey, Tabs, type TabItem } from './tabs';

type Key = 'wallet' | 'card' | 'bank' | 'account';
const ITEMS: TabItem<Key>[] = [
  { key: 'wallet', label: 'PayPal' },
  { key: 'card', label: 'Credit Card' },
  { key: 'bank', label: 'Bank Account Debit' },
  { key: 'account', label: 'Charge My Account' },
];

describe('tabAfterKey', () => {
  it.each([
    ['card', 'ArrowRight', 'bank'],
    ['account', 'ArrowRight', 'wallet'],
    ['card', 'ArrowLeft', 'wallet'],
    ['wallet', 'ArrowLeft', 'account'],
    ['bank', 'Home', 'wallet'],
    ['card', 'End', 'account'],
  ] as const)('from %s, %s reaches %s', (from, key, to) => {
    expect(tabAfterKey(ITEMS, from, key)).toBe(to);
  });

  it('passes over disabled tabs, and ignores other keys', () => {
    const items = ITEMS.map((item) => ({ ...item, disabled: item.key === 'bank' }));
    expect(tabAfterKey(items, 'card', 'ArrowRight')).toBe('account');
    expect(tabAfterKey(items, 'account', 'ArrowLeft')).toBe('card');
    expect(tabAfterKey(items, 'card', 'Enter')).toBeUndefined();
    expect(tabAfterKey(items, 'card', 'ArrowDown')).toBeUndefined();
  });

  it('has nowhere to go when every tab is disabled', () => {
    expect(
      tabAfterKey(
        ITEMS.map((item) => ({ ...item, disabled: true })),
        'card',
        'ArrowRight',
      ),
    ).toBeUndefined();
  });
});

const Methods = ({ disabled = [] as Key[] }) => {
  const [active, setActive] = useState<Key>('card');
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={ITEMS.map((item) => ({ ...item, disabled: disabled.includes(item.key) }))}
    >
      <p>Panel of {active}</p>
    </Tabs>
  );
};

it('shows the active tab selected, its panel labelled by it, and one tab stop', () => {
  render(<Methods />);
  const card = screen.getByRole('tab', { name: 'Credit Card' });
  expect(card).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'PayPal' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel', { name: 'Credit Card' })).toHaveTextContent('Panel of card');
  expect(card).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'PayPal' })).toHaveAttribute('tabindex', '-1');
});

it('chooses a tab by click, and by the arrow keys, Home and End, moving focus with the choice', async () => {
  const user = userEvent.setup();
  render(<Methods disabled={['bank']} />);
  await user.click(screen.getByRole('tab', { name: 'PayPal' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of wallet');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Credit Card' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Credit Card' })).toBeInTheDocument();
  // Bank Account Debit is disabled: the arrow passes over it.
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Charge My Account' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'PayPal' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of account');
  // Tab leaves the list for the panel's content: the list is one stop.
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Charge My Account' })).not.toHaveFocus();
});
