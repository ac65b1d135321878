import { enrollStates, type EnrollState } from '../../../contract';
import { venueFixture } from '../../../testing/browse-fixtures';
import {
  applicationFormButton,
  confirmations,
  enrollButtonFor,
  interestButtonFor,
  isActionCurrent,
  panelOpenedBy,
  type VenueAction,
} from './enroll-action';

const form = (userFormStatus: string) => [{ id: 501, name: 'Application', userFormId: 3, userFormStatus }];

describe('enrollButtonFor: every state', () => {
  it.each<[EnrollState, string, string | null, string]>([
    ['add', 'Add to Cart', 'add', 'Add to Cart'],
    ['cart', 'In Cart', 'cart', 'Go to Checkout'],
    ['waitlist', 'Join Waitlist', 'waitlist', 'Join Waitlist'],
    ['enrolled', 'Waitlisted', 'leaveWaitlist', 'Leave Waitlist'],
    ['enrolled', 'Enrolled', null, 'Enrolled'],
    ['register', 'Register', 'register', 'Register'],
    ['nocost', 'Enroll', 'nocost', 'Enroll'],
    ['disabled', 'Full', null, 'Full'],
    ['closed', 'Closed', null, 'Closed'],
    ['soon', 'Opens 02/01/2027', null, 'Opens 02/01/2027'],
    ['registered', 'Registered', null, 'Registered'],
    ['waitlisted', 'Waitlisted through a pathway', null, 'Waitlisted through a pathway'],
    ['other', 'Enrolled in another section', null, 'Enrolled in another section'],
  ])('%s (%s) -> action %s, label %s', (enrollState, enrollStateTitle, action, label) => {
    expect(enrollButtonFor(venueFixture({ enrollState, enrollStateTitle }))).toEqual({ action, label });
  });

  it('falls back to a readable label when a do-nothing state has no title', () => {
    const labels = (
      ['disabled', 'closed', 'soon', 'registered', 'waitlisted', 'other', 'enrolled'] as const
    ).map((enrollState) => enrollButtonFor(venueFixture({ enrollState, enrollStateTitle: '' })));
    for (const button of labels) {
      expect(button.action).toBeNull();
      expect(button.label).not.toBe('');
    }
  });

  it('covers every state of the contract', () => {
    for (const enrollState of enrollStates) {
      expect(enrollButtonFor(venueFixture({ enrollState })).label).toBeTruthy();
    }
  });

  it('offers the no-cost form only for a class', () => {
    expect(enrollButtonFor(venueFixture({ enrollState: 'nocost', venueType: 'PATH' })).action).toBeNull();
  });

  describe('rapidapp', () => {
    it('starts a form when there is no status', () => {
      expect(enrollButtonFor(venueFixture({ enrollState: 'rapidapp', rapidappForms: form('') }))).toEqual({
        action: 'rapidapp',
        label: 'Start Application',
      });
      expect(enrollButtonFor(venueFixture({ enrollState: 'rapidapp', rapidappForms: [] })).action).toBe(
        'rapidapp',
      );
    });
    it('continues a started form', () => {
      expect(
        enrollButtonFor(venueFixture({ enrollState: 'rapidapp', rapidappForms: form('started') })),
      ).toEqual({
        action: 'rapidapp',
        label: 'Continue Application',
      });
    });
    it.each(['submitted', 'approved', 'declined', 'anything'])(
      'says Form submitted, disabled, once %s',
      (status) => {
        expect(
          enrollButtonFor(venueFixture({ enrollState: 'rapidapp', rapidappForms: form(status) })),
        ).toEqual({
          action: null,
          label: 'Form submitted',
        });
      },
    );
  });
});

describe('applicationFormButton (a venue and My Applications alike)', () => {
  it.each([
    ['', { action: 'rapidapp', label: 'Start Application' }],
    ['started', { action: 'rapidapp', label: 'Continue Application' }],
    ['submitted', { action: null, label: 'Form submitted' }],
    ['approved', { action: null, label: 'Form submitted' }],
    ['declined', { action: null, label: 'Form submitted' }],
  ])('status %p: %p', (status, button) => {
    expect(applicationFormButton(status)).toEqual(button);
  });
});

describe('interestButtonFor', () => {
  it('shows interest for none', () => {
    expect(interestButtonFor({ interestState: 'none' })).toEqual({
      action: 'showInterest',
      label: 'Show Interest',
    });
  });
  it('removes interest for interested', () => {
    expect(interestButtonFor({ interestState: 'interested' })).toEqual({
      action: 'removeInterest',
      label: 'Remove Interest',
    });
  });
  it('has no button for disabled', () => {
    expect(interestButtonFor({ interestState: 'disabled' })).toBeNull();
  });
});

describe('isActionCurrent: the stale-state rule', () => {
  const all: VenueAction[] = [
    'add',
    'cart',
    'waitlist',
    'leaveWaitlist',
    'register',
    'nocost',
    'rapidapp',
    'showInterest',
    'removeInterest',
  ];
  it.each<[string, Parameters<typeof venueFixture>[0], VenueAction[]]>([
    ['add', { enrollState: 'add' }, ['add', 'showInterest']],
    ['cart', { enrollState: 'cart' }, ['cart', 'showInterest']],
    ['waitlist', { enrollState: 'waitlist', interestState: 'interested' }, ['waitlist', 'removeInterest']],
    [
      'on the wait list',
      { enrollState: 'enrolled', enrollStateTitle: 'Waitlisted' },
      ['leaveWaitlist', 'showInterest'],
    ],
    ['enrolled', { enrollState: 'enrolled', enrollStateTitle: 'Enrolled', interestState: 'disabled' }, []],
    ['register', { enrollState: 'register' }, ['register', 'showInterest']],
    ['nocost', { enrollState: 'nocost' }, ['nocost', 'showInterest']],
    ['rapidapp', { enrollState: 'rapidapp' }, ['rapidapp', 'showInterest']],
    ['rapidapp submitted', { enrollState: 'rapidapp', rapidappForms: form('submitted') }, ['showInterest']],
    ['closed', { enrollState: 'closed', interestState: 'disabled' }, []],
  ])('a venue in state %s still offers exactly %j', (_name, overrides, offered) => {
    const venue = venueFixture(overrides);
    expect(all.filter((action) => isActionCurrent(action, venue))).toEqual(offered);
  });

  it('refuses Add once the class is already in the cart (signed in elsewhere)', () => {
    expect(isActionCurrent('add', venueFixture({ enrollState: 'cart' }))).toBe(false);
  });
});

it('asks the spec’s questions before leaving a wait list and removing interest', () => {
  expect(confirmations.leaveWaitlist).toEqual({
    title: 'Remove from Waitlist',
    content: 'Do you want to remove the class/program from the wait list?',
  });
  expect(confirmations.removeInterest).toEqual({
    title: 'Remove Interest',
    content: 'Do you want to remove your interest from the class/program?',
  });
});

describe('panelOpenedBy: the form an enroll action opens', () => {
  it.each([
    ['register', 'registration'],
    ['nocost', 'noCostForm'],
    ['add', null],
    ['cart', null],
    ['waitlist', null],
    ['leaveWaitlist', null],
    ['rapidapp', null],
    [null, null],
  ] as const)('%s opens %s', (action, panel) => {
    expect(panelOpenedBy(action)).toBe(panel);
  });
});
