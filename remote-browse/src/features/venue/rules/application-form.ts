import type { Venue } from '../../../contract';
import { venueRulesMessagesNow, type VenueRulesMessages } from './messages/catalog';

/** An action button: what it does, and what it says. */
export type ActionButton<A extends string> = {
  /** null: the state does nothing, the button only says so (disabled). */
  action: A | null;
  label: string;
};

/** The student's status of the venue's application form: '' (none), 'started', or past it. */
export const applicationFormStatus = (venue: Pick<Venue, 'rapidappForms'>): string =>
  venue.rapidappForms[0]?.userFormStatus ?? '';

/**
 * The button of an application form by the student's status (spec section 2 and 4): no status starts
 * a new one, 'started' continues it, anything else is 'Form submitted' and does nothing. A venue's
 * enroll button and My Applications alike; apart from the other enroll rules, so that My
 * Applications loads none of their words.
 */
export const applicationFormButton = (
  status: string,
  m: VenueRulesMessages = venueRulesMessagesNow(),
): ActionButton<'rapidapp'> => {
  if (status === '') return { action: 'rapidapp', label: m('venue.enroll.startApplication') };
  if (status === 'started') return { action: 'rapidapp', label: m('venue.enroll.continueApplication') };
  return { action: null, label: m('venue.enroll.formSubmitted') };
};
