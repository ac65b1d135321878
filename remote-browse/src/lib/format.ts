import { formatMoney } from '@portal/shared';
import { sharedMessagesNow, type SharedMessages } from '../messages/catalog';

/** A price in the spec's money format ('$ 1,450.00'); a price of 0 is 'Free'. */
export const formatPrice = (amount: number, m: SharedMessages = sharedMessagesNow()): string =>
  amount === 0 ? m('format.free') : formatMoney(amount);

/** '60 hours', '1 hour', '22.5 hours' (the number as it comes, ungrouped). */
export const formatHours = (hours: number, m: SharedMessages = sharedMessagesNow()): string =>
  m('format.hours', { count: hours, hours: String(hours) });
