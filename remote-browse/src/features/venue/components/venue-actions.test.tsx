import { queryKeys, type AfterLoginAction } from '@portal/shared';
import { type Venue } from '../../../contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { venueFixture } from '../../../testing/browse-fixtures';
import { VenueActions } from './venue-actions';
import {
  aStudent,
  apiError,
  apiReplies,
  renderWithHost,
  type HostRenderOptions,
} from '@portal/shared/testing';

const student = aStudent({ id: 7 });
const stateReply =
  (venue: Partial<Venue> = {}) =>
  () => ({
    state: {
      venueType: venue.venueType ?? 'CLASS',
      venueId: venue.id ?? 11,
      enrollState: venue.enrollState ?? 'cart',
      enrollStateTitle: venue.enrollStateTitle ?? 'In Cart',
      interestState: 'none',
      interestStateTitle: 'Show Interest',
    },
    cart: { items: [], total_price: 0, total_discount: 0 },
  });
const stale = () => apiError('Action no longer valid', { code: 'action_no_longer_valid', status: 409 });

const renderActions = (venue: Venue, options: HostRenderOptions = {}) =>
  renderWithHost(<VenueActions venue={venue} />, { route: '/course', path: '/course', student, ...options });

describe('enroll actions of a signed-in student', () => {
  it('add: adds to the cart, says so, and refreshes the cart badge, the mini-cart and every state', async () => {
    const api = apiReplies({ 'POST cart/add': stateReply() });
    const { host, queryClient } = renderActions(venueFixture());
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(host.notify.success).toHaveBeenCalledWith('Welding Fundamentals was added to your cart'),
    );
    expect(api.callsTo('cart/add')).toEqual([
      { path: 'cart/add', method: 'POST', body: { venueType: 'CLASS', venueId: 11 } },
    ]);
    await waitFor(() => {
      const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
      expect(keys).toEqual(
        expect.arrayContaining([queryKeys.cart(), queryKeys.student.logged(), queryKeys.catalog.all()]),
      );
    });
  });

  it('cart: goes to /checkout', async () => {
    apiReplies({});
    renderActions(venueFixture({ enrollState: 'cart', enrollStateTitle: 'In Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to Checkout' }));
    expect(await screen.findByText('Left the page')).toBeInTheDocument();
  });

  it('waitlist: joins the wait list', async () => {
    const api = apiReplies({ 'POST waitlist/add': stateReply() });
    const { host } = renderActions(
      venueFixture({ enrollState: 'waitlist', enrollStateTitle: 'Join Waitlist' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await waitFor(() => expect(api.callsTo('waitlist/add')).toHaveLength(1));
    await waitFor(() => expect(host.notify.success).toHaveBeenCalled());
  });

  it('leaving the wait list does nothing when the student cancels', async () => {
    const api = apiReplies({});
    renderActions(venueFixture({ enrollState: 'enrolled', enrollStateTitle: 'Waitlisted' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave Waitlist' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(0);
  });

  it('register: opens the registration slide-out for the venue', async () => {
    apiReplies({});
    const { host } = renderActions(venueFixture({ enrollState: 'register', enrollStateTitle: 'Register' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(host.openSlideOut).toHaveBeenCalledWith('registration', { venueType: 'CLASS', venueId: 11 });
  });

  it('register: reopens the pending registration form of a pathway', async () => {
    apiReplies({});
    const { host } = renderActions(
      venueFixture({
        id: 5,
        venueType: 'PATH',
        enrollState: 'register',
        enrollStateTitle: 'Register',
        registrationInfoId: 31,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(host.openSlideOut).toHaveBeenCalledWith('registration', {
      venueType: 'PATH',
      venueId: 5,
      registrationInfoId: 31,
    });
  });

  it('nocost: opens the no-cost form slide-out (classes only)', async () => {
    apiReplies({});
    const { host } = renderActions(venueFixture({ enrollState: 'nocost', enrollStateTitle: 'Enroll' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(host.openSlideOut).toHaveBeenCalledWith('noCostForm', { classId: 11 });
  });

  it('rapidapp: starts an application form for the signed-in student', async () => {
    const api = apiReplies({ 'POST rapidapp/passport': () => ({ passport: 'p', url: null }) });
    const { host } = renderActions(venueFixture({ enrollState: 'rapidapp', enrollStateTitle: 'Apply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Application' }));
    await waitFor(() => expect(api.callsTo('rapidapp/passport')).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ venueType: 'CLASS', venueId: 11, student: 7 });
    await waitFor(() => expect(host.notify.success).toHaveBeenCalled());
  });

  it("rapidapp: takes a school's reply that holds the passport alone (the spec shows no more)", async () => {
    apiReplies({ 'POST rapidapp/passport': () => ({ passport: 'p' }) });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { host } = renderActions(venueFixture({ enrollState: 'rapidapp', enrollStateTitle: 'Apply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Application' }));
    await waitFor(() =>
      expect(host.notify.success).toHaveBeenCalledWith(
        'Your application form for Welding Fundamentals is open',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('rapidapp: continues a started form, and is disabled with Form submitted past that', () => {
    apiReplies({});
    const form = (userFormStatus: string) => [
      { id: 501, name: 'Application', userFormId: 3, userFormStatus },
    ];
    const { unmount } = renderActions(
      venueFixture({ enrollState: 'rapidapp', rapidappForms: form('started') }),
    );
    expect(screen.getByRole('button', { name: 'Continue Application' })).toBeEnabled();
    unmount();
    renderActions(venueFixture({ enrollState: 'rapidapp', rapidappForms: form('submitted') }));
    expect(screen.getByRole('button', { name: 'Form submitted' })).toBeDisabled();
  });

  it.each([
    ['disabled', 'Full'],
    ['closed', 'Closed'],
    ['soon', 'Opens 02/01/2027'],
    ['registered', 'Registered'],
    ['waitlisted', 'Waitlisted through a pathway'],
    ['other', 'Enrolled in another section'],
    ['enrolled', 'Enrolled'],
  ] as const)('%s: does nothing, the button says %s and is disabled', async (enrollState, title) => {
    const api = apiReplies({});
    const { host } = renderActions(venueFixture({ enrollState, enrollStateTitle: title }));
    const button = screen.getByRole('button', { name: title });
    expect(button).toBeDisabled();
    await userEvent.click(button).catch(() => undefined);
    expect(api.calls).toHaveLength(0);
    expect(host.openSlideOut).not.toHaveBeenCalled();
  });

  it("shows 'Action no longer valid' when the server says the state changed", async () => {
    apiReplies({ 'POST cart/add': stale });
    const { host } = renderActions(venueFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Action no longer valid');
    expect(host.notify.success).not.toHaveBeenCalled();
  });
});

describe('interest actions', () => {
  it('none: shows interest', async () => {
    const api = apiReplies({ 'POST interests/add': stateReply() });
    renderActions(venueFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Show Interest' }));
    await waitFor(() => expect(api.callsTo('interests/add')).toHaveLength(1));
  });

  it('disabled: no interest button', () => {
    apiReplies({});
    renderActions(venueFixture({ interestState: 'disabled', interestStateTitle: '' }));
    expect(screen.queryByRole('button', { name: /Interest/ })).not.toBeInTheDocument();
  });
});

describe('actions behind the spec’s confirmation', () => {
  it.each([
    {
      action: 'enrolled while Waitlisted: leaves the wait list',
      venue: { enrollState: 'enrolled', enrollStateTitle: 'Waitlisted' },
      button: 'Leave Waitlist',
      dialog: 'Remove from Waitlist',
      question: 'Do you want to remove the class/program from the wait list?',
      path: 'waitlist/remove',
    },
    {
      action: 'interested: removes interest',
      venue: { interestState: 'interested', interestStateTitle: 'Remove Interest' },
      button: 'Remove Interest',
      dialog: 'Remove Interest',
      question: 'Do you want to remove your interest from the class/program?',
      path: 'interests/remove',
    },
  ] as const)('$action after it', async ({ venue, button, dialog: name, question, path }) => {
    const api = apiReplies({ [`POST ${path}`]: stateReply() });
    renderActions(venueFixture(venue));
    await userEvent.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name });
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ venueType: 'CLASS', venueId: 11 });
  });
});

describe('who sees the actions', () => {
  it('a student without full access sees none', () => {
    apiReplies({});
    renderActions(venueFixture(), { student: aStudent({ isVerified: false }) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('nobody sees actions while the page shows cached data', () => {
    apiReplies({});
    renderWithHost(<VenueActions venue={venueFixture()} stateKnown={false} />, { student });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('a visitor’s action runs after sign-in', () => {
  const visitorHost = () => {
    const queued: AfterLoginAction[] = [];
    return { queued, requireLogin: jest.fn((action: AfterLoginAction) => void queued.push(action)) };
  };
  const signIn = async (queued: AfterLoginAction[]) => {
    const { useSessionStore } = await import('@portal/shared');
    useSessionStore.setState({ student, token: 'fresh-token' });
    await queued[0]?.();
  };

  it('goes through requireLogin, then reads the class again and adds it', async () => {
    const api = apiReplies({
      'GET class/11': () => ({ class: venueFixture() }),
      'POST cart/add': stateReply(),
    });
    const host = visitorHost();
    renderActions(venueFixture(), { student: null, host: { requireLogin: host.requireLogin } });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(host.requireLogin).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
    await signIn(host.queued);
    await waitFor(() => expect(api.callsTo('cart/add')).toHaveLength(1));
    expect(api.calls.map((c) => c.path)).toEqual(['class/11', 'cart/add']);
  });

  it("says 'Action no longer valid' when the class is no longer in that state for this student", async () => {
    const api = apiReplies({
      'GET class/11': () => ({ class: venueFixture({ enrollState: 'cart', enrollStateTitle: 'In Cart' }) }),
    });
    const host = visitorHost();
    renderActions(venueFixture(), { student: null, host: { requireLogin: host.requireLogin } });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await signIn(host.queued);
    expect(await screen.findByRole('alert')).toHaveTextContent('Action no longer valid');
    expect(api.callsTo('cart/add')).toHaveLength(0);
  });

  it('reads a pathway again through the pathway call', async () => {
    const pathway = venueFixture({
      id: 5,
      venueType: 'PATH',
      enrollState: 'waitlist',
      enrollStateTitle: 'Join Waitlist',
    });
    const api = apiReplies({
      'GET pathway/5': () => ({
        pathway: {
          id: 5,
          code: 'PTH',
          title: 'Path',
          description: '',
          imageUrl: null,
          rating: 4,
          trendLevel: 0,
          categories: [],
          venue: pathway,
        },
      }),
      'POST waitlist/add': stateReply({ venueType: 'PATH', id: 5 }),
    });
    const host = visitorHost();
    renderActions(pathway, { student: null, host: { requireLogin: host.requireLogin } });
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await signIn(host.queued);
    await waitFor(() => expect(api.callsTo('waitlist/add')).toHaveLength(1));
    expect(api.calls[1]?.body).toEqual({ venueType: 'PATH', venueId: 5 });
  });

  it('shows the restricted notice instead when the account signed in has no full access', async () => {
    const api = apiReplies({});
    const host = visitorHost();
    renderActions(venueFixture(), { student: null, host: { requireLogin: host.requireLogin } });
    await userEvent.click(screen.getByRole('button', { name: 'Show Interest' }));
    const { useSessionStore } = await import('@portal/shared');
    useSessionStore.setState({ student: aStudent({ hasAxRecord: false }), token: 't' });
    await host.queued[0]?.();
    expect(api.calls).toHaveLength(0);
  });
});
