import type { Cart } from '@portal/shared';
import type { Charge, PaymentRecord } from '../contract';
import type userEvent from '@testing-library/user-event';
import { fireEvent, screen } from '@testing-library/react';
import { apiError } from '@portal/shared/testing';

let nextId = 100;

export const aCharge = (extra: Partial<Charge> = {}): Charge => ({
  chargeId: nextId++,
  date: '2026-09-01',
  description: 'Tuition',
  charged: 1000,
  paid: 0,
  balance: 1000,
  pastDue: 0,
  nextDue: 0,
  nextDueDate: null,
  due: 0,
  isPlan: false,
  isLatePastDue: false,
  pastDueLateDays: 0,
  maxPayAmount: 1000,
  ...extra,
});

export const aPayment = (extra: Partial<PaymentRecord> = {}): PaymentRecord => ({
  paymentId: nextId++,
  date: '2026-10-02T15:04:05.000Z',
  description: 'Payment on account',
  amount: 125.5,
  method: 'Visa ending 1111',
  verificationCode: 'VC12345678',
  ...extra,
});

export const aCart = (extra: Partial<Cart> = {}): Cart => ({
  items: [
    {
      venue_type: 'CLASS',
      venue_id: 7,
      price: 450,
      venue_data: { title: 'Welding I', code: 'WLD-101-A', dateRange: '01/11/2027 - 03/15/2027' },
      discount: 0,
      discount_code: null,
    },
  ],
  total_price: 450,
  total_discount: 0,
  ...extra,
});

/**
 * A payment the API refuses, as it answers one (spec 7.3): the message, and whether the student may
 * Retry the same payment; Back to the card is always offered.
 */
export const paymentRefused = (
  message: string,
  { status, code, retry }: { status: number; code?: string; retry: boolean },
) => apiError(message, { status, code, data: { retryEnabled: retry, backEnabled: true } });

export const EMPTY_CART: Cart = { items: [], total_price: 0, total_discount: 0 };

type User = ReturnType<typeof userEvent.setup>;

/**
 * Sets a field's text in one input event, as pasting does: typing each character re-renders the card
 * each time, which makes these tests slow in jsdom without testing more. (An `input` event, as the
 * browser sends for text: the renderer listens to it for a text field's onChange, not to `change`.)
 */
export const pasteInto = async (_user: User, label: string, text: string) => {
  fireEvent.input(await screen.findByLabelText(label), { target: { value: text } });
};

/** Enters a complete card and, once it shows, the billing info. */
export const fillCard = async (user: User, card = '4111 1111 1111 1111', code = '123') => {
  await pasteInto(user, 'Name on card', 'Ana Lopez');
  await pasteInto(user, 'Card number', card);
  await pasteInto(user, 'Expiration (MM/YY)', '1230');
  await pasteInto(user, 'Security code', code);
  await fillBilling(user);
};

export const fillBilling = async (user: User) => {
  const clearAndType = (label: string, text: string) => pasteInto(user, label, text);
  await clearAndType('First name', 'Ana');
  await clearAndType('Last name', 'Lopez');
  await clearAndType('Address', '12 Elm Street');
  await clearAndType('City', 'Springfield');
  await user.selectOptions(screen.getByLabelText('State'), 'Illinois');
  await clearAndType('Billing zip code', '62704');
  await clearAndType('Phone', '5551234567');
  await clearAndType('E-mail', 'ana@example.com');
};
