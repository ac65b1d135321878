import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
import { MiniCart } from './mini-cart';

const item = (venueId: number, title: string, price: number) => ({
  venue_type: 'CLASS' as const,
  venue_id: venueId,
  price,
  venue_data: { title, code: `C-${venueId}`, dateRange: '01/11/2027 - 03/19/2027' },
});
const fullCart = {
  items: [item(11, 'Welding Fundamentals', 1450), item(12, 'CPR, AED and First Aid', 95)],
  total_price: 1545,
  total_discount: 100,
};

it('shows no cart badge for an empty cart', async () => {
  const api = apiReplies({ 'GET cart': () => ({ items: [], total_price: 0, total_discount: 0 }) });
  renderWithHost(<MiniCart />, { student: aStudent() });
  await waitFor(() => expect(api.gets('cart')).toHaveLength(1));
  expect(screen.queryByRole('button', { name: /Cart/ })).not.toBeInTheDocument();
});

it('lists the items with their prices and the totals in the spec’s money format', async () => {
  apiReplies({ 'GET cart': () => fullCart });
  renderWithHost(<MiniCart />, { student: aStudent() });
  await userEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
  const cart = await screen.findByRole('dialog', { name: 'Cart' });
  expect(within(cart).getByText('Welding Fundamentals')).toBeInTheDocument();
  expect(within(cart).getByText('Class ID: C-11')).toBeInTheDocument();
  expect(within(cart).getByText('$ 1,450.00')).toBeInTheDocument();
  expect(within(cart).getByText('$ 1,545.00')).toBeInTheDocument();
  expect(within(cart).getByText('$ 100.00')).toBeInTheDocument();
  expect(within(cart).getByText('$ 1,445.00')).toBeInTheDocument();
});

it('removes an item and reads the cart again', async () => {
  let cart = fullCart;
  const api = apiReplies({
    'GET cart': () => cart,
    'POST cart/remove': () => {
      cart = { items: [fullCart.items[1]!], total_price: 95, total_discount: 0 };
      return { cart };
    },
    'GET student/get': () => ({ student: aStudent() }),
  });
  renderWithHost(<MiniCart />, { student: aStudent() });
  await userEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Welding Fundamentals' }));
  expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  expect(api.posts('cart/remove')[0]?.body).toEqual({ venueId: 11, venueType: 'CLASS' });
});

it('puts focus on the next item’s Remove once the removed item has left, however late the cart comes back', async () => {
  let cart = fullCart;
  let answerCart: () => void = () => undefined;
  apiReplies({
    'GET cart': () => cart,
    'POST cart/remove': async () => {
      // The refreshed cart arrives late (a loaded server): the removed item is still listed meanwhile.
      await new Promise<void>((resolve) => (answerCart = resolve));
      cart = { items: [fullCart.items[1]!], total_price: 95, total_discount: 0 };
      return { cart };
    },
    'GET student/get': () => ({ student: aStudent() }),
  });
  renderWithHost(<MiniCart />, { student: aStudent() });
  await userEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cart' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Welding Fundamentals' }));
  answerCart();
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Remove CPR, AED and First Aid' })).toHaveFocus(),
  );
});

it('leaves focus where the student put it while the removal was under way', async () => {
  let cart = fullCart;
  apiReplies({
    'GET cart': () => cart,
    'POST cart/remove': () => {
      cart = { items: [fullCart.items[1]!], total_price: 95, total_discount: 0 };
      return { cart };
    },
    'GET student/get': () => ({ student: aStudent() }),
  });
  renderWithHost(<MiniCart />, { student: aStudent() });
  await userEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cart' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Welding Fundamentals' }));
  within(dialog).getByRole('button', { name: 'Close' }).focus();
  expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
});

it('goes to /checkout from Checkout', async () => {
  apiReplies({ 'GET cart': () => fullCart });
  renderWithHost(<MiniCart />, { student: aStudent(), route: '/', path: '/' });
  await userEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
  expect(await screen.findByText('Left the page')).toBeInTheDocument();
});
