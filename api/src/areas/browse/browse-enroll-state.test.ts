import {
  actionAllowed,
  computeEnrollState,
  computeInterestState,
  computeVenueState,
  type StudentFacts,
  type VenueAction,
  type VenueFacts,
} from './services/browse-enroll-state';

const student = (overrides: Partial<StudentFacts> = {}): StudentFacts => ({
  enrolled: false,
  waitlisted: false,
  inCart: false,
  interested: false,
  registered: false,
  enrolledInOtherSection: false,
  waitlistedThroughPathway: false,
  ...overrides,
});

const venue = (overrides: Partial<VenueFacts> = {}): VenueFacts => ({
  venueType: 'CLASS',
  registrationType: 'cart',
  registrationStatus: 'open',
  registrationOpensOn: null,
  isActive: true,
  seatsAvailable: 5,
  waitlistEnabled: true,
  userFormStatus: '',
  student: student(),
  ...overrides,
});

describe('computeEnrollState: every state', () => {
  it.each<[string, Partial<VenueFacts>, string, string]>([
    ['an open cart class', {}, 'add', 'Add to Cart'],
    ['a class in the cart', { student: student({ inCart: true }) }, 'cart', 'In Cart'],
    ['a full class with a wait list', { seatsAvailable: 0 }, 'waitlist', 'Join Waitlist'],
    ['an over-full class with a wait list', { seatsAvailable: -2 }, 'waitlist', 'Join Waitlist'],
    ['an enrolled class', { student: student({ enrolled: true }) }, 'enrolled', 'Enrolled'],
    [
      'a wait-listed class',
      { seatsAvailable: 0, student: student({ waitlisted: true }) },
      'enrolled',
      'Waitlisted',
    ],
    ['a registration-form class', { registrationType: 'form' }, 'register', 'Register'],
    ['a no-cost class', { registrationType: 'nocost' }, 'nocost', 'Enroll'],
    ['a rapidapp class not started', { registrationType: 'rapidapp' }, 'rapidapp', 'Apply'],
    [
      'a rapidapp class started',
      { registrationType: 'rapidapp', userFormStatus: 'started' },
      'rapidapp',
      'Continue Application',
    ],
    [
      'a rapidapp class submitted',
      { registrationType: 'rapidapp', userFormStatus: 'submitted' },
      'rapidapp',
      'Form submitted',
    ],
    ['an inactive class', { isActive: false }, 'disabled', 'Not available'],
    ['a full class without a wait list', { seatsAvailable: 0, waitlistEnabled: false }, 'disabled', 'Full'],
    ['a closed class', { registrationStatus: 'closed' }, 'closed', 'Closed'],
    [
      'a class opening later',
      { registrationStatus: 'soon', registrationOpensOn: '2027-02-01' },
      'soon',
      'Opens 02/01/2027',
    ],
    ['a class opening later, no date', { registrationStatus: 'soon' }, 'soon', 'Coming Soon'],
    [
      'a form class with a submitted form',
      { registrationType: 'form', student: student({ registered: true }) },
      'registered',
      'Registered',
    ],
    [
      'a class through a wait-listed pathway',
      { student: student({ waitlistedThroughPathway: true }) },
      'waitlisted',
      'Waitlisted through a pathway',
    ],
    [
      'another section of an enrolled course',
      { student: student({ enrolledInOtherSection: true }) },
      'other',
      'Enrolled in another section',
    ],
  ])('%s -> %s', (_name, overrides, state, title) => {
    expect(computeEnrollState(venue(overrides))).toEqual({ enrollState: state, enrollStateTitle: title });
  });

  it('gives a visitor the anonymous state of the venue', () => {
    expect(computeEnrollState(venue({ student: null })).enrollState).toBe('add');
    expect(computeEnrollState(venue({ student: null, seatsAvailable: 0 })).enrollState).toBe('waitlist');
    expect(computeEnrollState(venue({ student: null, registrationType: 'form' })).enrollState).toBe(
      'register',
    );
  });

  it('never offers the no-cost form for a pathway', () => {
    expect(computeEnrollState(venue({ venueType: 'PATH', registrationType: 'nocost' })).enrollState).toBe(
      'disabled',
    );
  });
});

describe('computeEnrollState: which fact wins', () => {
  it('enrolled wins over the wait list, the cart and a closed registration', () => {
    const f = venue({
      registrationStatus: 'closed',
      student: student({ enrolled: true, waitlisted: true, inCart: true }),
    });
    expect(computeEnrollState(f).enrollState).toBe('enrolled');
    expect(computeEnrollState(f).enrollStateTitle).toBe('Enrolled');
  });
  it('the wait list wins over the cart and a closed registration', () => {
    const f = venue({ registrationStatus: 'closed', student: student({ waitlisted: true, inCart: true }) });
    expect(computeEnrollState(f)).toEqual({ enrollState: 'enrolled', enrollStateTitle: 'Waitlisted' });
  });
  it('what is in the cart stays "cart" even once the class is closed or full', () => {
    expect(
      computeEnrollState(venue({ registrationStatus: 'closed', student: student({ inCart: true }) }))
        .enrollState,
    ).toBe('cart');
    expect(
      computeEnrollState(venue({ seatsAvailable: 0, student: student({ inCart: true }) })).enrollState,
    ).toBe('cart');
  });
  it('an inactive venue is disabled whatever the student did', () => {
    expect(
      computeEnrollState(venue({ isActive: false, student: student({ enrolled: true }) })).enrollState,
    ).toBe('disabled');
  });
  it('closed wins over opening later and over full', () => {
    expect(computeEnrollState(venue({ registrationStatus: 'closed', seatsAvailable: 0 })).enrollState).toBe(
      'closed',
    );
  });
  it('a full class without a wait list is disabled even through a wait-listed pathway', () => {
    const f = venue({
      seatsAvailable: 0,
      waitlistEnabled: false,
      student: student({ waitlistedThroughPathway: true }),
    });
    expect(computeEnrollState(f).enrollState).toBe('disabled');
  });
  it('a full form class offers the wait list, not the form', () => {
    expect(computeEnrollState(venue({ registrationType: 'form', seatsAvailable: 0 })).enrollState).toBe(
      'waitlist',
    );
  });
});

describe('computeInterestState', () => {
  it.each<[string, Partial<VenueFacts>, string, string]>([
    ['no interest yet', {}, 'none', 'Show Interest'],
    ['a visitor', { student: null }, 'none', 'Show Interest'],
    ['interested', { student: student({ interested: true }) }, 'interested', 'Remove Interest'],
    ['enrolled', { student: student({ enrolled: true, interested: true }) }, 'disabled', ''],
    ['closed', { registrationStatus: 'closed' }, 'disabled', ''],
    ['inactive', { isActive: false }, 'disabled', ''],
    [
      'wait-listed (interest still allowed)',
      { student: student({ waitlisted: true }) },
      'none',
      'Show Interest',
    ],
    ['a full class', { seatsAvailable: 0 }, 'none', 'Show Interest'],
  ])('%s -> %s', (_name, overrides, state, title) => {
    expect(computeInterestState(venue(overrides))).toEqual({
      interestState: state,
      interestStateTitle: title,
    });
  });
});

describe('actionAllowed: the stale-state rule', () => {
  const actions: VenueAction[] = [
    'cart/add',
    'cart/remove',
    'waitlist/add',
    'waitlist/remove',
    'interests/add',
    'interests/remove',
    'rapidapp/passport',
  ];
  const cases: [string, VenueFacts, VenueAction[]][] = [
    ['add', venue(), ['cart/add', 'interests/add']],
    ['cart', venue({ student: student({ inCart: true }) }), ['cart/remove', 'interests/add']],
    ['waitlist', venue({ seatsAvailable: 0 }), ['waitlist/add', 'interests/add']],
    [
      'waitlisted',
      venue({ student: student({ waitlisted: true, interested: true }) }),
      ['waitlist/remove', 'interests/remove'],
    ],
    ['enrolled', venue({ student: student({ enrolled: true }) }), []],
    ['register', venue({ registrationType: 'form' }), ['interests/add']],
    ['nocost', venue({ registrationType: 'nocost' }), ['interests/add']],
    ['rapidapp, new', venue({ registrationType: 'rapidapp' }), ['rapidapp/passport', 'interests/add']],
    ['closed', venue({ registrationStatus: 'closed' }), []],
    ['soon', venue({ registrationStatus: 'soon' }), ['interests/add']],
  ];
  it.each(cases)('a venue in state %s allows exactly %j', (_name, facts, allowed) => {
    const state = computeVenueState(facts);
    for (const action of actions) {
      expect([action, actionAllowed(action, state, facts.userFormStatus)]).toEqual([
        action,
        allowed.includes(action),
      ]);
    }
  });

  it('continues a started application form but not a submitted one', () => {
    const started = computeVenueState(venue({ registrationType: 'rapidapp', userFormStatus: 'started' }));
    expect(actionAllowed('rapidapp/passport', started, 'started')).toBe(true);
    const submitted = computeVenueState(venue({ registrationType: 'rapidapp', userFormStatus: 'submitted' }));
    expect(actionAllowed('rapidapp/passport', submitted, 'submitted')).toBe(false);
  });

  it('does not let an enrolled student "leave the wait list"', () => {
    const state = computeVenueState(venue({ student: student({ enrolled: true, waitlisted: true }) }));
    expect(actionAllowed('waitlist/remove', state)).toBe(false);
  });
});
