import { WAITLISTED_TITLE, type EnrollState, type Venue } from '../../../contract';
import { venueListConfirmations } from '@portal/shared/contracts';

/** What an enroll button does (spec section 4, Enroll actions). */
export type EnrollAction = 'add' | 'cart' | 'waitlist' | 'leaveWaitlist' | 'register' | 'nocost' | 'rapidapp';
/** What an interest button does (spec section 4, Interest actions). */
export type InterestAction = 'showInterest' | 'removeInterest';
export type VenueAction = EnrollAction | InterestAction;

export type ActionButton<A extends VenueAction> = {
  /** null: the state does nothing, the button only says so (disabled). */
  action: A | null;
  label: string;
};

type VenueStateFields = Pick<Venue, 'venueType' | 'enrollState' | 'enrollStateTitle' | 'rapidappForms'>;

/** Titles of the do-nothing states when the server sends none. */
const inertTitles: Record<EnrollState, string> = {
  add: 'Add to Cart',
  cart: 'In Cart',
  waitlist: 'Join Waitlist',
  enrolled: 'Enrolled',
  register: 'Register',
  nocost: 'Enroll',
  rapidapp: 'Apply',
  disabled: 'Not available',
  closed: 'Closed',
  soon: 'Coming Soon',
  registered: 'Registered',
  waitlisted: 'Waitlisted',
  other: 'Not available',
};

export const FORM_SUBMITTED = 'Form submitted';

const inert = (venue: VenueStateFields): ActionButton<EnrollAction> => ({
  action: null,
  label: venue.enrollStateTitle || inertTitles[venue.enrollState],
});

/** The student's status of the venue's application form: '' (none), 'started', or past it. */
export const applicationFormStatus = (venue: Pick<Venue, 'rapidappForms'>): string =>
  venue.rapidappForms[0]?.userFormStatus ?? '';

/**
 * The button of an application form by the student's status (spec section 2 and 4): no status starts
 * a new one, 'started' continues it, anything else is 'Form submitted' and does nothing.
 */
export const applicationFormButton = (status: string): ActionButton<'rapidapp'> => {
  if (status === '') return { action: 'rapidapp', label: 'Start Application' };
  if (status === 'started') return { action: 'rapidapp', label: 'Continue Application' };
  return { action: null, label: FORM_SUBMITTED };
};

/**
 * The enroll button of a venue. Do nothing: disabled, closed, soon, registered, waitlisted, other,
 * and enrolled (unless its title is 'Waitlisted', which leaves the wait list); nocost only for a
 * class; rapidapp starts a form (no status), continues it ('started'), and is 'Form submitted'
 * (disabled) past that.
 */
export const enrollButtonFor = (venue: VenueStateFields): ActionButton<EnrollAction> => {
  switch (venue.enrollState) {
    case 'add':
      return { action: 'add', label: 'Add to Cart' };
    case 'cart':
      return { action: 'cart', label: 'Go to Checkout' };
    case 'waitlist':
      return { action: 'waitlist', label: 'Join Waitlist' };
    case 'enrolled':
      return venue.enrollStateTitle === WAITLISTED_TITLE
        ? { action: 'leaveWaitlist', label: 'Leave Waitlist' }
        : inert(venue);
    case 'register':
      return { action: 'register', label: 'Register' };
    case 'nocost':
      return venue.venueType === 'CLASS' ? { action: 'nocost', label: 'Enroll' } : inert(venue);
    case 'rapidapp':
      return applicationFormButton(applicationFormStatus(venue));
    case 'disabled':
    case 'closed':
    case 'soon':
    case 'registered':
    case 'waitlisted':
    case 'other':
      return inert(venue);
  }
};

/** The interest button: none shows interest, interested removes it, disabled has no button. */
export const interestButtonFor = (
  venue: Pick<Venue, 'interestState'>,
): ActionButton<InterestAction> | null => {
  switch (venue.interestState) {
    case 'none':
      return { action: 'showInterest', label: 'Show Interest' };
    case 'interested':
      return { action: 'removeInterest', label: 'Remove Interest' };
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

/** The confirmations the spec asks for before leaving a wait list and removing interest. */
export const confirmations = venueListConfirmations;
