import type { Venue } from '../../../contract';
import { formatHours, formatPrice } from '../../../lib/format';
import { sharedMessagesNow, type SharedMessages } from '../../../messages/catalog';
import { venueMessagesNow, type VenueMessages } from '../messages/catalog';

export type InfoRow =
  | { key: 'dates'; label: string; value: string }
  | { key: 'times'; label: string; value: string }
  | { key: 'location'; label: string }
  | { key: 'cost'; label: string; value: string }
  | { key: 'hours'; label: string; value: string }
  | { key: 'instructor'; label: string }
  | { key: 'seats'; label: string; value: string };

/**
 * The rows of a venue's info table (spec section 2, Browse pages): Date(s) and Day/Times always;
 * Location and Instructor when the venue has one; Cost unless hideCost; Hours unless hideHours;
 * Seats Available when the school shows seats and the venue does too. A class with no fixed days or
 * times says 'Flexible schedule', one with no dates yet 'To be announced'.
 */
export const infoRows = (
  venue: Venue,
  options: { schoolShowsSeats: boolean },
  m: VenueMessages = venueMessagesNow(),
  shared: SharedMessages = sharedMessagesNow(),
): InfoRow[] => {
  const rows: InfoRow[] = [
    { key: 'dates', label: m('venue.info.dates'), value: venue.dateRange || m('venue.datesToBeAnnounced') },
  ];
  if (venue.venueType === 'CLASS') {
    const times = [venue.weekDays, venue.classTime].filter(Boolean).join(' ');
    rows.push({ key: 'times', label: m('venue.info.times'), value: times || m('venue.flexibleSchedule') });
    rows.push({ key: 'location', label: m('venue.info.location') });
  }
  if (!venue.hideCost) {
    rows.push({ key: 'cost', label: m('venue.info.cost'), value: formatPrice(venue.totalPrice, shared) });
  }
  if (!venue.hideHours) {
    rows.push({ key: 'hours', label: m('venue.info.hours'), value: formatHours(venue.totalHours, shared) });
  }
  if (venue.hasInstructor) rows.push({ key: 'instructor', label: m('venue.info.instructor') });
  if (options.schoolShowsSeats && venue.showSeats) {
    rows.push({ key: 'seats', label: m('venue.info.seats'), value: String(venue.seatsAvailable) });
  }
  return rows;
};
