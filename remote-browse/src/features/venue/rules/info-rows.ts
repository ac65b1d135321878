import type { Venue } from '../../../contract';
import { formatHours, formatPrice } from '../../../lib/format';

export type InfoRow =
  | { key: 'dates'; label: 'Date(s)'; value: string }
  | { key: 'times'; label: 'Day/Times'; value: string }
  | { key: 'location'; label: 'Location' }
  | { key: 'cost'; label: 'Cost'; value: string }
  | { key: 'hours'; label: 'Hours'; value: string }
  | { key: 'instructor'; label: 'Instructor' }
  | { key: 'seats'; label: 'Seats Available'; value: string };

export const NO_FIXED_SCHEDULE = 'Flexible schedule';
export const DATES_TO_BE_ANNOUNCED = 'To be announced';

/**
 * The rows of a venue's info table (spec section 2, Browse pages): Date(s) and Day/Times always;
 * Location and Instructor when the venue has one; Cost unless hideCost; Hours unless hideHours;
 * Seats Available when the school shows seats and the venue does too.
 */
export const infoRows = (venue: Venue, options: { schoolShowsSeats: boolean }): InfoRow[] => {
  const rows: InfoRow[] = [
    { key: 'dates', label: 'Date(s)', value: venue.dateRange || DATES_TO_BE_ANNOUNCED },
  ];
  if (venue.venueType === 'CLASS') {
    const times = [venue.weekDays, venue.classTime].filter(Boolean).join(' ');
    rows.push({ key: 'times', label: 'Day/Times', value: times || NO_FIXED_SCHEDULE });
    rows.push({ key: 'location', label: 'Location' });
  }
  if (!venue.hideCost) rows.push({ key: 'cost', label: 'Cost', value: formatPrice(venue.totalPrice) });
  if (!venue.hideHours) rows.push({ key: 'hours', label: 'Hours', value: formatHours(venue.totalHours) });
  if (venue.hasInstructor) rows.push({ key: 'instructor', label: 'Instructor' });
  if (options.schoolShowsSeats && venue.showSeats) {
    rows.push({ key: 'seats', label: 'Seats Available', value: String(venue.seatsAvailable) });
  }
  return rows;
};
