import { WAITLISTED_TITLE, type EnrollState, type InterestState, type VenueType } from '../../../contracts';
import { formatDate } from '../../../lib/format';

/** What the server knows about one venue (a class or a pathway), for one student or a visitor. */
export interface VenueFacts {
  venueType: VenueType;
  registrationType: 'cart' | 'form' | 'nocost' | 'rapidapp';
  registrationStatus: 'open' | 'closed' | 'soon';
  /** ISO date the registration opens on, for 'soon'. */
  registrationOpensOn: string | null;
  isActive: boolean;
  seatsAvailable: number;
  waitlistEnabled: boolean;
  /** The student's application form status for a rapidapp venue: '' (none), 'started', or past it. */
  userFormStatus: string;
  /** null for a visitor. */
  student: StudentFacts | null;
}

export interface StudentFacts {
  enrolled: boolean;
  waitlisted: boolean;
  inCart: boolean;
  interested: boolean;
  /** Submitted a registration form for the venue (awaiting the school). */
  registered: boolean;
  /** Enrolled in another class of the same course (classes only). */
  enrolledInOtherSection: boolean;
  /** On the wait list of a pathway this class belongs to (classes only). */
  waitlistedThroughPathway: boolean;
}

export interface ComputedState {
  enrollState: EnrollState;
  enrollStateTitle: string;
  interestState: InterestState;
  interestStateTitle: string;
}

export const enrollTitles = {
  add: 'Add to Cart',
  cart: 'In Cart',
  waitlist: 'Join Waitlist',
  enrolled: 'Enrolled',
  waitlisted: WAITLISTED_TITLE,
  register: 'Register',
  nocost: 'Enroll',
  rapidappStart: 'Apply',
  rapidappContinue: 'Continue Application',
  rapidappSubmitted: 'Form submitted',
  registered: 'Registered',
  other: 'Enrolled in another section',
  waitlistedThroughPathway: 'Waitlisted through a pathway',
  closed: 'Closed',
  soon: 'Coming Soon',
  full: 'Full',
  unavailable: 'Not available',
} as const;

const enroll = (enrollState: EnrollState, enrollStateTitle: string) => ({ enrollState, enrollStateTitle });

/**
 * The enroll state (spec section 4). First match wins:
 * inactive -> disabled; enrolled -> enrolled; on the wait list -> enrolled 'Waitlisted' (can leave);
 * in the cart -> cart; registration form submitted -> registered; enrolled in another section ->
 * other; closed -> closed; opens later -> soon; full without a wait list -> disabled 'Full';
 * on a pathway's wait list -> waitlisted; full -> waitlist; then by registration type: cart -> add,
 * form -> register, nocost -> nocost (classes only, else disabled), rapidapp -> rapidapp.
 */
export function computeEnrollState(f: VenueFacts): Pick<ComputedState, 'enrollState' | 'enrollStateTitle'> {
  const s = f.student;
  if (!f.isActive) return enroll('disabled', enrollTitles.unavailable);
  if (s?.enrolled) return enroll('enrolled', enrollTitles.enrolled);
  if (s?.waitlisted) return enroll('enrolled', enrollTitles.waitlisted);
  if (s?.inCart) return enroll('cart', enrollTitles.cart);
  if (s?.registered) return enroll('registered', enrollTitles.registered);
  if (s?.enrolledInOtherSection) return enroll('other', enrollTitles.other);
  if (f.registrationStatus === 'closed') return enroll('closed', enrollTitles.closed);
  if (f.registrationStatus === 'soon') {
    return enroll(
      'soon',
      f.registrationOpensOn ? `Opens ${formatDate(f.registrationOpensOn)}` : enrollTitles.soon,
    );
  }
  const full = f.seatsAvailable <= 0;
  if (full && !f.waitlistEnabled) return enroll('disabled', enrollTitles.full);
  if (s?.waitlistedThroughPathway) return enroll('waitlisted', enrollTitles.waitlistedThroughPathway);
  if (full) return enroll('waitlist', enrollTitles.waitlist);
  switch (f.registrationType) {
    case 'cart':
      return enroll('add', enrollTitles.add);
    case 'form':
      return enroll('register', enrollTitles.register);
    case 'nocost':
      return f.venueType === 'CLASS'
        ? enroll('nocost', enrollTitles.nocost)
        : enroll('disabled', enrollTitles.unavailable);
    case 'rapidapp':
      return enroll(
        'rapidapp',
        f.userFormStatus === ''
          ? enrollTitles.rapidappStart
          : f.userFormStatus === 'started'
            ? enrollTitles.rapidappContinue
            : enrollTitles.rapidappSubmitted,
      );
  }
}

/**
 * The interest state: disabled for a venue that is inactive or closed, or that the student is
 * enrolled in (not merely wait-listed); interested when the student showed interest; else none.
 */
export function computeInterestState(
  f: VenueFacts,
): Pick<ComputedState, 'interestState' | 'interestStateTitle'> {
  const s = f.student;
  if (!f.isActive || f.registrationStatus === 'closed' || s?.enrolled) {
    return { interestState: 'disabled', interestStateTitle: '' };
  }
  if (s?.interested) return { interestState: 'interested', interestStateTitle: 'Remove Interest' };
  return { interestState: 'none', interestStateTitle: 'Show Interest' };
}

export function computeVenueState(f: VenueFacts): ComputedState {
  return { ...computeEnrollState(f), ...computeInterestState(f) };
}

/** The actions of spec section 7 and the state each needs (the stale-state rule). */
export type VenueAction =
  | 'cart/add'
  | 'cart/remove'
  | 'waitlist/add'
  | 'waitlist/remove'
  | 'interests/add'
  | 'interests/remove'
  | 'rapidapp/passport';

export function actionAllowed(action: VenueAction, state: ComputedState, userFormStatus = ''): boolean {
  switch (action) {
    case 'cart/add':
      return state.enrollState === 'add';
    case 'cart/remove':
      return state.enrollState === 'cart';
    case 'waitlist/add':
      return state.enrollState === 'waitlist';
    case 'waitlist/remove':
      return state.enrollState === 'enrolled' && state.enrollStateTitle === WAITLISTED_TITLE;
    case 'interests/add':
      return state.interestState === 'none';
    case 'interests/remove':
      return state.interestState === 'interested';
    case 'rapidapp/passport':
      return state.enrollState === 'rapidapp' && (userFormStatus === '' || userFormStatus === 'started');
  }
}
