import {
  categoriesResponseSchema,
  categoryItemsResponseSchema,
  classResponseSchema,
  courseClassesResponseSchema,
  courseResponseSchema,
  featuredClassesResponseSchema,
  instructorResponseSchema,
  locationResponseSchema,
  pathwayNodesResponseSchema,
  pathwayResponseSchema,
  refundPolicyResponseSchema,
  searchResponseSchema,
  type Venue,
} from '../../contracts';
import { queryOne } from '../../db';
import { bearer } from '../../../test/support/accounts';
import { login, useSignedInTest } from '../../../test/support/context';

const signedIn = useSignedInTest('student@demo.school');

const idOf = async (table: 'classes' | 'courses' | 'pathways', code: string) =>
  (await queryOne<{ id: number }>(signedIn.ctx.db, `SELECT id FROM ${table} WHERE code = $1`, [code]))!.id;

const getData = async (url: string, t?: string) => {
  const res = await signedIn.ctx.inject({ url, headers: t ? bearer(t) : {} });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json().data;
};
const classVenue = async (code: string, t: string | undefined = signedIn.token): Promise<Venue> =>
  classResponseSchema.parse(await getData(`/api/class/${await idOf('classes', code)}`, t)).class;
const pathwayVenue = async (code: string, t: string | undefined = signedIn.token): Promise<Venue> =>
  pathwayResponseSchema.parse(await getData(`/api/pathway/${await idOf('pathways', code)}`, t)).pathway.venue;
/** `t` null posts as a visitor. */
const post = (url: string, payload: unknown, t: string | null = signedIn.token) =>
  signedIn.ctx.inject({ method: 'POST', url, payload, headers: t ? bearer(t) : {} });

describe('catalog reads (a visitor)', () => {
  it('lists a category’s courses and pathways with counts, dates and category links', async () => {
    const welding = (await queryOne<{ id: number }>(
      signedIn.ctx.db,
      "SELECT id FROM course_categories WHERE title LIKE 'Welding%'",
    ))!.id;
    const data = categoryItemsResponseSchema.parse(
      await getData(`/api/course_category/${welding}/courses_and_pathways`),
    );
    const fundamentals = data.courses.find((c) => c.code === 'WEL-101')!;
    // From its open classes: not the closed, past WEL-101-C at 1,395 (docs/adr/007-…).
    expect(fundamentals).toMatchObject({ title: 'Welding Fundamentals', classCount: 3, priceFrom: 1450 });
    expect(fundamentals.categories.map((c) => c.categoryTitle)).toEqual([
      'Welding & Fabrication',
      'Skilled Trades',
    ]);
    expect(data.pathways.map((p) => p.code)).toEqual(['PTH-WELD']);
    expect(data.pathways[0]).toMatchObject({ nodeCount: 3, dateRange: '01/11/2027 - 06/11/2027' });
    expect((await getData(`/api/course_category/${welding}/courses`)).courses).toHaveLength(
      data.courses.length,
    );
    expect((await getData(`/api/course_category/${welding}/pathways`)).pathways).toHaveLength(1);
    expect((await getData(`/api/course_category/${welding}`)).category.title).toBe('Welding & Fabrication');
  });

  it('answers 404 for an unknown category, course, pathway or class, and 400 for a bad id', async () => {
    for (const url of [
      '/api/course_category/99999/courses',
      '/api/course/99999',
      '/api/pathway/99999',
      '/api/class/99999',
    ]) {
      expect((await signedIn.ctx.inject({ url })).statusCode).toBe(404);
    }
    expect((await signedIn.ctx.inject({ url: '/api/class/abc' })).statusCode).toBe(400);
  });

  it('gives a course with its syllabus and its classes with formatted info', async () => {
    const id = await idOf('courses', 'WEL-101');
    const { course } = courseResponseSchema.parse(await getData(`/api/course/${id}`));
    expect(course.syllabus).toContain('<li>Shop safety and PPE</li>');
    const { classes } = courseClassesResponseSchema.parse(await getData(`/api/course/${id}/classes`));
    const a = classes.find((c) => c.code === 'WEL-101-A')!;
    expect(a).toMatchObject({
      dateRange: '01/11/2027 - 03/19/2027',
      weekDays: 'Mon, Wed',
      classTime: '6:00 PM - 9:00 PM',
      locationName: 'Westside Trades Center',
      hasLocation: true,
      instructorName: 'Marco Reyes',
      hasInstructor: true,
      totalPrice: 1450,
      totalHours: 60,
      seatsAvailable: 8,
      enrollState: 'add',
      interestState: 'none',
    });
    // By start date, the closed (and past) WEL-101-C last.
    expect(classes.map((c) => c.code)).toEqual(['WEL-101-A', 'WEL-101-B', 'WEL-101-C']);
  });

  it('gives a pathway with its own venue and its nodes in order', async () => {
    const id = await idOf('pathways', 'PTH-WELD');
    const { pathway } = pathwayResponseSchema.parse(await getData(`/api/pathway/${id}`));
    expect(pathway.venue).toMatchObject({
      venueType: 'PATH',
      totalPrice: 3095,
      totalHours: 138,
      enrollState: 'add',
    });
    const { nodes } = pathwayNodesResponseSchema.parse(await getData(`/api/pathway/${id}/nodes`));
    expect(nodes.map((n) => n.venue.code)).toEqual(['WEL-150-A', 'WEL-101-A', 'WEL-201-A']);
  });

  it('lists featured classes', async () => {
    const { classes } = featuredClassesResponseSchema.parse(await getData('/api/featured_classes/'));
    expect(classes.length).toBeGreaterThan(3);
    expect(classes.map((c) => c.code)).toContain('WEL-101-A');
  });

  it('searches titles and codes, grouped as courses, classes and pathways', async () => {
    const data = searchResponseSchema.parse(await getData('/api/search?q=weld'));
    expect(data.courses.map((c) => c.code)).toEqual(expect.arrayContaining(['WEL-101', 'WEL-201']));
    expect(data.classes.map((c) => c.code)).toEqual(expect.arrayContaining(['WEL-101-A']));
    expect(data.pathways.map((p) => p.code)).toEqual(['PTH-WELD']);
    const none = searchResponseSchema.parse(await getData('/api/search?q=zzzqqq'));
    expect(none).toEqual({ courses: [], classes: [], pathways: [] });
    // LIKE characters are literal.
    expect(searchResponseSchema.parse(await getData('/api/search?q=%25%25%25')).courses).toEqual([]);
  });

  it('refuses a search shorter than 3 characters', async () => {
    const res = await signedIn.ctx.inject({ url: '/api/search?q=we' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_input');
  });

  it('gives an instructor with bio and classes, a location with its address, a refund policy', async () => {
    const a = await classVenue('WEL-101-A', undefined);
    const { instructor } = instructorResponseSchema.parse(await getData(`/api/instructor/${a.instructorId}`));
    expect(instructor).toMatchObject({
      name: 'Marco Reyes',
      address: 'Westside Trades Center, West Riverbend, OH',
    });
    expect(instructor.classes.map((c) => c.sectionCode)).toContain('WEL-101-A');
    const { location } = locationResponseSchema.parse(await getData(`/api/location/${a.locationId}`));
    expect(location.address).toBe('880 Foundry Road, West Riverbend, OH 43228');
    const { refundPolicy } = refundPolicyResponseSchema.parse(
      await getData(`/api/refund_policy/${a.refundPolicyId}`),
    );
    expect(refundPolicy.title).toBe('Standard refund policy');
  });

  it('rejects an invalid bearer token instead of answering as a visitor', async () => {
    const res = await signedIn.ctx.inject({ url: '/api/featured_classes', headers: bearer('x'.repeat(43)) });
    expect(res.statusCode).toBe(401);
  });
});

describe('the states student@demo.school sees (the demo table in api/README.md)', () => {
  it.each([
    ['WEL-101-A', 'add', 'Add to Cart', 'none'],
    ['ITS-120-A', 'cart', 'In Cart', 'none'],
    ['WEL-101-B', 'waitlist', 'Join Waitlist', 'none'],
    ['ART-130-A', 'enrolled', 'Waitlisted', 'none'],
    ['LAN-101-A', 'enrolled', 'Enrolled', 'disabled'],
    ['HLT-110-A', 'register', 'Register', 'none'],
    ['ECE-120-A', 'registered', 'Registered', 'none'],
    ['BUS-180-A', 'nocost', 'Enroll', 'none'],
    ['HLT-120-A', 'rapidapp', 'Apply', 'none'],
    ['HLT-120-B', 'rapidapp', 'Continue Application', 'none'],
    ['HLT-120-C', 'rapidapp', 'Form submitted', 'none'],
    ['CUL-120-A', 'disabled', 'Full', 'none'],
    ['WEL-101-C', 'closed', 'Closed', 'disabled'],
    ['HLT-110-B', 'soon', 'Opens 02/01/2027', 'none'],
    ['CUL-101-A', 'waitlisted', 'Waitlisted through a pathway', 'none'],
    ['LAN-101-B', 'other', 'Enrolled in another section', 'none'],
    ['TRD-110-A', 'add', 'Add to Cart', 'interested'],
  ])('%s: %s (%s), interest %s', async (code, state, title, interest) => {
    const v = await classVenue(code);
    expect([v.enrollState, v.enrollStateTitle, v.interestState]).toEqual([state, title, interest]);
  });

  it('shows pathway states too', async () => {
    expect((await pathwayVenue('PTH-WELD')).enrollState).toBe('add');
    expect((await pathwayVenue('PTH-HEALTH')).enrollState).toBe('register');
    expect(await pathwayVenue('PTH-CHEF')).toMatchObject({
      enrollState: 'enrolled',
      enrollStateTitle: 'Waitlisted',
    });
    expect((await pathwayVenue('PTH-ECE')).enrollState).toBe('soon');
  });

  it('lists the student’s application forms in the categories reply, none for a visitor', async () => {
    const mine = categoriesResponseSchema.parse(
      await getData('/api/course_categories/', signedIn.token),
    ).rapidappForms;
    expect(mine.map((f) => f.userFormStatus).sort()).toEqual(['started', 'submitted']);
    // Each with the class it was started from, which My Applications continues it on.
    expect(mine.find((f) => f.userFormStatus === 'started')).toMatchObject({
      id: 502,
      name: 'Phlebotomy Program Application (summer)',
      venueType: 'CLASS',
      venueId: await idOf('classes', 'HLT-120-B'),
    });
    expect((await getData('/api/course_categories/')).rapidappForms).toEqual([]);
  });
});

describe('actions', () => {
  const venueOf = async (code: string) => ({ venueType: 'CLASS', venueId: await idOf('classes', code) });

  it('adds to the cart, refuses the same add again, and removes', async () => {
    const body = await venueOf('WEL-150-A');
    const added = await post('/api/cart/add', body);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.state.enrollState).toBe('cart');
    expect(added.json().data.cart.items.map((i: { venue_id: number }) => i.venue_id)).toContain(body.venueId);

    const again = await post('/api/cart/add', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorMessage: 'Action no longer valid',
      errorCode: 'action_no_longer_valid',
    });

    const removed = await post('/api/cart/remove', body);
    expect(removed.json().data.state.enrollState).toBe('add');
    expect((await post('/api/cart/remove', body)).json().errorMessage).toBe('Action no longer valid');
  });

  it('joins and leaves a wait list; leaving twice is no longer valid', async () => {
    const body = await venueOf('WEL-101-B');
    expect((await post('/api/cart/add', body)).json().errorMessage).toBe('Action no longer valid');
    const joined = await post('/api/waitlist/add', body);
    expect(joined.json().data.state).toMatchObject({
      enrollState: 'enrolled',
      enrollStateTitle: 'Waitlisted',
    });
    expect((await post('/api/waitlist/add', body)).statusCode).toBe(409);
    expect((await post('/api/waitlist/remove', body)).json().data.state.enrollState).toBe('waitlist');
    expect((await post('/api/waitlist/remove', body)).statusCode).toBe(409);
  });

  it('shows and removes interest, each only once', async () => {
    const body = await venueOf('WEL-201-A');
    expect((await post('/api/interests/add', body)).json().data.state.interestState).toBe('interested');
    expect((await post('/api/interests/add', body)).statusCode).toBe(409);
    expect((await post('/api/interests/remove', body)).json().data.state.interestState).toBe('none');
    expect((await post('/api/interests/remove', body)).statusCode).toBe(409);
  });

  it('starts an application form once, continues it, and refuses a submitted one', async () => {
    const me = (await queryOne<{ id: number }>(
      signedIn.ctx.db,
      "SELECT id FROM students WHERE email = 'student@demo.school'",
    ))!.id;
    const start = await post('/api/rapidapp/passport', { student: me, ...(await venueOf('HLT-120-A')) });
    expect(start.statusCode).toBe(200);
    // The spec's reply is the passport; this school has no form tool of its own to open (url).
    expect(start.json().data).toEqual({ passport: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), url: null });
    expect((await getData('/api/rapidapp/form/501', signedIn.token)).form.userFormStatus).toBe('started');
    expect((await classVenue('HLT-120-A')).enrollStateTitle).toBe('Continue Application');
    expect(
      (await post('/api/rapidapp/passport', { student: me, ...(await venueOf('HLT-120-A')) })).statusCode,
    ).toBe(200);
    const submitted = await post('/api/rapidapp/passport', { student: me, ...(await venueOf('HLT-120-C')) });
    expect(submitted.json().errorMessage).toBe('Action no longer valid');
    expect(
      (await post('/api/rapidapp/passport', { student: me + 1, ...(await venueOf('HLT-120-A')) })).statusCode,
    ).toBe(403);
    expect((await getData('/api/rapidapp/form/501', signedIn.token)).form.userFormStatus).toBe('started');
  });

  it('gives a passport for `student` alone, as section 7 writes the call, and starts nothing', async () => {
    const me = (await queryOne<{ id: number }>(
      signedIn.ctx.db,
      "SELECT id FROM students WHERE email = 'student@demo.school'",
    ))!.id;
    const forms = async () =>
      (
        await signedIn.ctx.db.query(
          'SELECT form_id, status FROM application_user_forms WHERE student_id = $1',
          [me],
        )
      ).length;
    const before = await forms();
    const res = await post('/api/rapidapp/passport', { student: me });
    expect([res.statusCode, res.json().data]).toEqual([
      200,
      { passport: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), url: null },
    ]);
    expect(await forms()).toBe(before);
    // A venue is named whole or not at all.
    const half = await post('/api/rapidapp/passport', {
      student: me,
      venueId: await idOf('classes', 'HLT-120-A'),
    });
    expect([half.statusCode, half.json().errorCode]).toEqual([400, 'invalid_input']);
    expect((await post('/api/rapidapp/passport', { student: me + 1 })).statusCode).toBe(403);
  });

  it('needs a signed-in student (401) with full access (403, the restricted message)', async () => {
    const body = await venueOf('WEL-201-A');
    expect((await post('/api/cart/add', body, null)).statusCode).toBe(401);
    const restricted = await login(signedIn.ctx, 'unverified@demo.school');
    const res = await post('/api/cart/add', body, restricted);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe(
      "You're not authorized to view this information, please sign in to continue.",
    );
  });

  it('validates the payload', async () => {
    expect((await post('/api/cart/add', { venueType: 'ROOM', venueId: 1 })).statusCode).toBe(400);
    expect((await post('/api/cart/add', { venueType: 'CLASS', venueId: 999999 })).statusCode).toBe(404);
  });

  it('adds a pathway to the cart at the pathway’s price', async () => {
    const id = await idOf('pathways', 'PTH-ITSUP');
    const res = await post('/api/cart/add', { venueType: 'PATH', venueId: id });
    const item = res.json().data.cart.items.find((i: { venue_type: string }) => i.venue_type === 'PATH');
    expect(item).toMatchObject({ venue_id: id, price: 2490 });
  });
});
