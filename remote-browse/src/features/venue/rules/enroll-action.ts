import { WAITLISTED_TITLE, type EnrollState, type Venue } from '../../../contract';
import { venueListConfirmations } from '@portal/shared/contracts';
import { venueMessagesNow, type VenueMessageId, type VenueMessages } from '../messages/catalog';
import { venueRulesMessagesNow, type VenueRulesMessages } from './messages/catalog';
import { applicationFormButton, applicationFormStatus, type ActionButton } from './application-form';

// The application form's button is a venue's enroll button too (rapidapp); its own module, so that
// My Applications loads none of the other enroll words.
export { applicationFormButton, applicationFormStatus, type ActionButton };

/** What an enroll button does (spec section 4, Enroll actions). */
export type EnrollAction = 'add' | 'cart' | 'waitlist' | 'leaveWaitlist' | 'register' | 'nocost' | 'rapidapp';
/** What an interest button does (spec section 4, Interest actions). */
export type InterestAction = 'showInterest' | 'removeInterest';
export type VenueAction = EnrollAction | InterestAction;

type VenueStateFields = Pick<Venue, 'venueType' | 'enrollState' | 'enrollStateTitle' | 'rapidappForms'>;

/** Titles of the do-nothing states when the server sends none. */
const inertTitles: Record<EnrollState, VenueMessageId> = {
  add: 'venue.enroll.addToCart',
  cart: 'venue.state.inCart',
  waitlist: 'venue.enroll.joinWaitlist',
  enrolled: 'venue.state.enrolled',
  register: 'venue.enroll.register',
  nocost: 'venue.enroll.enroll',
  rapidapp: 'venue.state.apply',
  disabled: 'venue.state.notAvailable',
  closed: 'venue.state.closed',
  soon: 'venue.state.comingSoon',
  registered: 'venue.state.registered',
  waitlisted: 'venue.state.waitlisted',
  other: 'venue.state.notAvailable',
};

/** The server's title of the state (the school's words), else the state's own. */
const inert = (venue: VenueStateFields, m: VenueMessages): ActionButton<EnrollAction> => ({
  action: null,
  label: venue.enrollStateTitle || m(inertTitles[venue.enrollState]),
});

/**
 * The enroll button of a venue. Do nothing: disabled, closed, soon, registered, waitlisted, other,
 * and enrolled (unless its title is 'Waitlisted', which leaves the wait list); nocost only for a
 * class; rapidapp starts a form (no status), continues it ('started'), and is 'Form submitted'
 * (disabled) past that.
 */
export const enrollButtonFor = (
  venue: VenueStateFields,
  m: VenueMessages = venueMessagesNow(),
  rules: VenueRulesMessages = venueRulesMessagesNow(),
): ActionButton<EnrollAction> => {
  switch (venue.enrollState) {
    case 'add':
      return { action: 'add', label: m('venue.enroll.addToCart') };
    case 'cart':
      return { action: 'cart', label: m('venue.enroll.goToCheckout') };
    case 'waitlist':
      return { action: 'waitlist', label: m('venue.enroll.joinWaitlist') };
    case 'enrolled':
      return venue.enrollStateTitle === WAITLISTED_TITLE
        ? { action: 'leaveWaitlist', label: m('venue.enroll.leaveWaitlist') }
        : inert(venue, m);
    case 'register':
      return { action: 'register', label: m('venue.enroll.register') };
    case 'nocost':
      return venue.venueType === 'CLASS'
        ? { action: 'nocost', label: m('venue.enroll.enroll') }
        : inert(venue, m);
    case 'rapidapp':
      return applicationFormButton(applicationFormStatus(venue), rules);
    case 'disabled':
    case 'closed':
    case 'soon':
    case 'registered':
    case 'waitlisted':
    case 'other':
      return inert(venue, m);
  }
};

/** The panel an enroll action opens (its form), if any: the shell can prepare it before the press. */
export const panelOpenedBy = (action: EnrollAction | null): 'registration' | 'noCostForm' | null =>
  action === 'register' ? 'registration' : action === 'nocost' ? 'noCostForm' : null;

/** The interest button: none shows interest, interested removes it, disabled has no button. */
export const interestButtonFor = (
  venue: Pick<Venue, 'interestState'>,
  m: VenueMessages = venueMessagesNow(),
): ActionButton<InterestAction> | null => {
  switch (venue.interestState) {
    case 'none':
      return { action: 'showInterest', label: m('venue.interest.show') };
    case 'interested':
      return { action: 'removeInterest', label: m('venue.interest.remove') };
    case 'disabled':
      return null;
  }
};

/**
 * The stale-state rule (spec section 4): an action may run only while the venue's current state
 * still offers it. Checked again after a visitor signs in, before the action they asked for runs.
 */
export const isActionCurrent = (
  action: VenueAction,
  venue: VenueStateFields & Pick<Venue, 'interestState'>,
) => enrollButtonFor(venue).action === action || interestButtonFor(venue)?.action === action;

/** The confirmations the spec asks for before leaving a wait list and removing interest (its English). */
export const confirmations = venueListConfirmations;

/** The same confirmations in the portal's language: the catalog words them as `confirmations` does. */
export const confirmationMessages: Record<
  keyof typeof confirmations,
  { title: VenueMessageId; content: VenueMessageId }
> = {
  leaveWaitlist: {
    title: 'venue.confirm.leaveWaitlistTitle',
    content: 'venue.confirm.leaveWaitlistContent',
  },
  removeInterest: {
    title: 'venue.confirm.removeInterestTitle',
    content: 'venue.confirm.removeInterestContent',
  },
};
