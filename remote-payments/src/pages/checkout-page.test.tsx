import { queryKeys } from '@portal/shared';
import {
  aStudent,
  apiError,
  apiReplies,
  networkError,
  renderWithHost,
  expectSignInAsked,
} from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCart, EMPTY_CART, fillCard, paymentRefused } from '../testing/payments-fixtures';
import { CheckoutPage } from './checkout-page';

const student = aStudent({ firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' });
const HEAR = { options: [{ id: 1, title: 'A friend or family member' }] };
const PAID = { paidAmount: 450, verificationCode: 'VC7Q2M9KX1', cart: EMPTY_CART };

const setup = (
  checkoutReplies: (() => unknown)[],
  extra: Record<string, (body: unknown) => unknown> = {},
) => {
  let call = 0;
  const api = apiReplies({
    'GET cart': () => aCart(),
    'GET cart/how_do_you_hear_list': () => HEAR,
    'POST cart/checkout': () => checkoutReplies[Math.min(call++, checkoutReplies.length - 1)]!(),
    ...extra,
  });
  const view = renderWithHost(<CheckoutPage />, { student });
  return { api, ...view, user: userEvent.setup({ delay: null }) };
};

/** Shows the cart, fills in the card and presses Pay once; `checkoutReplies` answer each payment. */
const payTheCart = async (checkoutReplies: (() => unknown)[]) => {
  const view = setup(checkoutReplies);
  await screen.findByText('Welding I');
  await fillCard(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Pay $ 450.00' }));
  return view;
};

const keyOf = (body: unknown) => (body as { idempotencyKey: string }).idempotencyKey;

it('asks a visitor to sign in', () => {
  expectSignInAsked(<CheckoutPage />);
});

it('lists the items with Class ID, dates and price, and the totals', async () => {
  setup([() => PAID]);
  expect(await screen.findByText('Welding I')).toBeInTheDocument();
  expect(screen.getByText('Class ID: WLD-101-A')).toBeInTheDocument();
  expect(screen.getByText('01/11/2027 - 03/15/2027')).toBeInTheDocument();
  expect(screen.getByText('Total amount due').nextElementSibling).toHaveTextContent('$ 450.00');
  expect(screen.getByRole('button', { name: 'Pay $ 450.00' })).toBeInTheDocument();
});

it('says so when the cart is empty', async () => {
  apiReplies({ 'GET cart': () => EMPTY_CART });
  renderWithHost(<CheckoutPage />, { student });
  expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
});

it('shows the card messages instead of paying with an incomplete card', async () => {
  const { api, user } = setup([() => PAID]);
  await user.click(await screen.findByRole('button', { name: 'Pay $ 450.00' }));
  expect(await screen.findByText('Invalid card number')).toBeInTheDocument();
  expect(api.posts('cart/checkout')).toHaveLength(0);
});

it('pays once, shows the amount and code, and replaces the cart everywhere', async () => {
  const { api, user, queryClient } = setup([() => PAID]);
  await screen.findByText('Welding I');
  await screen.findByRole('option', { name: 'A friend or family member' });
  await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'A friend or family member');
  await fillCard(user);
  const pay = screen.getByRole('button', { name: 'Pay $ 450.00' });
  await user.dblClick(pay);
  expect(await screen.findByText('Payment completed!')).toBeInTheDocument();
  expect(screen.getByText('$ 450.00')).toBeInTheDocument();
  expect(screen.getByText('VC7Q2M9KX1')).toBeInTheDocument();
  expect(api.posts('cart/checkout')).toHaveLength(1);
  expect(api.posts('cart/checkout')[0]!.body).toEqual({
    paymentInfo: expect.objectContaining({
      type: 'credit-card',
      paymentInfo: expect.objectContaining({ cardNumber: '4111111111111111' }),
    }),
    howYouHearId: 1,
    cart: { items: [{ venue_type: 'CLASS', venue_id: 7 }], total_price: 450, total_discount: 0 },
    amount: 450,
    idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  expect(queryClient.getQueryData(queryKeys.cart())).toEqual(EMPTY_CART);
});

it('shows a decline with Back only, and Back keeps what was typed', async () => {
  const declined = 'Your card was declined. Please use another card.';
  const { api, user } = await payTheCart([
    () => paymentRefused(declined, { status: 402, code: 'payment_declined', retry: false }),
    () => PAID,
  ]);
  expect(await screen.findByText(declined)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
  await user.click(screen.getByRole('button', { name: 'Pay $ 450.00' }));
  expect(await screen.findByText('Payment completed!')).toBeInTheDocument();
  const [first, second] = api.posts('cart/checkout');
  expect(keyOf(second!.body)).not.toBe(keyOf(first!.body));
});

it('retries a gateway error with a new key, and a lost reply with the same key', async () => {
  const gatewayDown = 'The payment gateway did not answer. Please try again.';
  const { api, user } = await payTheCart([
    () => paymentRefused(gatewayDown, { status: 502, code: 'gateway_error', retry: true }),
    () => networkError(),
    () => PAID,
  ]);
  expect(await screen.findByText(gatewayDown)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/^Could not process/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Payment completed!')).toBeInTheDocument();
  const keys = api.posts('cart/checkout').map((call) => keyOf(call.body));
  expect(keys).toHaveLength(3);
  expect(keys[1]).not.toBe(keys[0]);
  expect(keys[2]).toBe(keys[1]);
});

it("applies a discount code to an item, and shows the server's refusal under it", async () => {
  const discounted = aCart({
    items: [{ ...aCart().items[0]!, discount: 50, discount_code: 'WELCOME50' }],
    total_discount: 50,
  });
  const { user } = setup([() => PAID], {
    'POST cart/discount/': (body) =>
      (body as { discount_code: string }).discount_code === 'WELCOME50'
        ? discounted
        : apiError('This discount code has expired', { status: 400 }),
  });
  const code = await screen.findByLabelText('Discount code for Welding I');
  await user.type(code, 'SPRING2025');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This discount code has expired')).toBeInTheDocument();
  expect(code).toHaveValue('SPRING2025');
  await user.clear(code);
  await user.type(code, 'WELCOME50');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Discount (WELCOME50) -$ 50.00')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByText('Total amount due').nextElementSibling).toHaveTextContent('$ 400.00'),
  );
  expect(screen.getByRole('button', { name: 'Pay $ 400.00' })).toBeInTheDocument();
});
