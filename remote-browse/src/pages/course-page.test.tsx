import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeCached, catalogOnly } from '../lib/browse-cache';
import { CLASS_INFO_LABELS, courseFixture, venueFixture } from '../testing/browse-fixtures';
import { CoursePage } from './course-page';
import {
  aSchool,
  aStudent,
  apiError,
  apiReplies,
  renderWithHost,
  type HostRenderOptions,
} from '@portal/shared/testing';

const RESTRICTED = "You're not authorized to view this information, please sign in to continue.";
const classA = venueFixture();
const classB = venueFixture({
  id: 12,
  code: 'WEL-101-B',
  hideCost: true,
  hideHours: true,
  enrollState: 'waitlist',
  enrollStateTitle: 'Join Waitlist',
  info: '<p>Saturday section.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
});
const routes = (course = courseFixture(), classes = [classA, classB]) => ({
  'GET course/4': () => ({ course }),
  'GET course/4/classes': () => ({ classes }),
});
const renderCourse = (options: HostRenderOptions = {}) =>
  renderWithHost(<CoursePage />, {
    route: '/category/2/course/4',
    path: '/category/:categoryId/course/:id',
    ...options,
  });
const classCard = (code: string) => screen.getByRole('article', { name: new RegExp(code) });

it('shows the course: image, title, rating as a percent with its trend, description', async () => {
  apiReplies(routes());
  const { container } = renderCourse();
  expect(await screen.findByRole('heading', { level: 2, name: 'Welding Fundamentals' })).toBeInTheDocument();
  expect(screen.getByText('Rated 94%')).toBeInTheDocument();
  expect(screen.getByText('Trending up')).toBeInTheDocument();
  expect(screen.getByText('Learn shop safety.')).toBeInTheDocument();
  expect(container.querySelector('img[src="/api/media/course/welding.svg"]')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the category' })).toHaveAttribute('href', '/category/2');
});

describe('related categories', () => {
  it('are shown when there is more than one, each linking to its category', async () => {
    apiReplies(routes());
    renderCourse();
    const related = await screen.findByRole('navigation', { name: 'Related categories' });
    expect(within(related).getByRole('link', { name: 'Welding & Fabrication' })).toHaveAttribute(
      'href',
      '/category/2',
    );
    expect(within(related).getByRole('link', { name: 'Skilled Trades' })).toHaveAttribute(
      'href',
      '/category/6',
    );
  });
  it('are not shown for a single category', async () => {
    apiReplies(
      routes(courseFixture({ categories: [{ categoryId: 2, categoryTitle: 'Welding & Fabrication' }] })),
    );
    renderCourse();
    await screen.findByRole('heading', { level: 2, name: 'Welding Fundamentals' });
    expect(screen.queryByRole('navigation', { name: 'Related categories' })).not.toBeInTheDocument();
  });
});

it('opens the Syllabus modal with the sanitized syllabus', async () => {
  apiReplies(
    routes(courseFixture({ syllabus: '<ol><li>Shop safety and PPE</li></ol><script>alert(1)</script>' })),
  );
  renderCourse();
  await userEvent.click(await screen.findByRole('button', { name: 'Syllabus' }));
  const dialog = await screen.findByRole('dialog', { name: 'Syllabus: Welding Fundamentals' });
  expect(within(dialog).getByText('Shop safety and PPE')).toBeInTheDocument();
  expect(dialog.querySelector('script')).toBeNull();
});

it('lists the classes, each with its info table, hiding cost and hours per class', async () => {
  apiReplies(routes());
  renderCourse({ student: aStudent() });
  await screen.findByText('WEL-101-B');
  const a = within(classCard('WEL-101-A'));
  for (const label of CLASS_INFO_LABELS) {
    expect(a.getByText(label)).toBeInTheDocument();
  }
  expect(a.getByText('$ 1,450.00')).toBeInTheDocument();
  expect(a.getByText('60 hours')).toBeInTheDocument();
  expect(a.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  const b = within(classCard('WEL-101-B'));
  expect(b.queryByText('Cost')).not.toBeInTheDocument();
  expect(b.queryByText('Hours')).not.toBeInTheDocument();
  expect(b.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
});

it('sanitizes the extra info of a class', async () => {
  apiReplies(routes());
  renderCourse();
  const text = await screen.findByText('Saturday section.');
  const card = classCard('WEL-101-B');
  expect(card.querySelector('script')).toBeNull();
  expect(card.querySelector('[onerror]')).toBeNull();
  expect(text).toBeInTheDocument();
});

it('hides Seats Available when the school does not show seats', async () => {
  apiReplies(routes());
  renderCourse({ school: aSchool({ features: { showSeats: false } }) });
  await screen.findByText('WEL-101-B');
  expect(screen.queryByText('Seats Available')).not.toBeInTheDocument();
});

it('opens the class slide-out from a class', async () => {
  apiReplies(routes());
  const { host } = renderCourse();
  await userEvent.click(await screen.findByRole('button', { name: 'Class details WEL-101-B' }));
  expect(host.openSlideOut).toHaveBeenCalledWith('class', { classId: 12 });
});

it('opens the instructor’s bio panel: image, bio, address, classes', async () => {
  apiReplies({
    ...routes(),
    'GET instructor/1': () => ({
      instructor: {
        id: 1,
        name: 'Marco Reyes',
        image: '/api/media/instructor/mreyes.svg',
        bio: 'AWS Certified Welding Inspector.',
        address: 'Westside Trades Center',
        classes: [
          {
            id: 11,
            courseTitle: 'Welding Fundamentals',
            sectionCode: 'WEL-101-A',
            startDate: '01/11/2027',
            totalPrice: 1450,
            hideCost: false,
          },
        ],
      },
    }),
  });
  renderCourse();
  await screen.findByText('WEL-101-B');
  await userEvent.click(within(classCard('WEL-101-A')).getByRole('button', { name: 'Marco Reyes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Marco Reyes' });
  expect(await within(dialog).findByText('AWS Certified Welding Inspector.')).toBeInTheDocument();
  expect(within(dialog).getByText('Westside Trades Center')).toBeInTheDocument();
  expect(within(dialog).getByText('Welding Fundamentals (WEL-101-A)')).toBeInTheDocument();
});

describe('location', () => {
  const locationRoute = {
    'GET location/3': () => ({
      location: { id: 3, name: 'Westside', address: '880 Foundry Road, West Riverbend, OH 43228' },
    }),
  };
  it('links to the address when the school has no maps key', async () => {
    apiReplies({ ...routes(), ...locationRoute });
    renderCourse();
    await screen.findByText('WEL-101-B');
    await userEvent.click(within(classCard('WEL-101-A')).getByRole('button', { name: 'Show map' }));
    const link = await screen.findByRole('link', { name: '880 Foundry Road, West Riverbend, OH 43228' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=880%20Foundry%20Road%2C%20West%20Riverbend%2C%20OH%2043228',
    );
    expect(screen.queryByTitle(/Map of/)).not.toBeInTheDocument();
  });
  it('embeds the map by address with the configured key', async () => {
    apiReplies({ ...routes(), ...locationRoute });
    renderCourse({ school: aSchool({ mapsKey: 'KEY-1' }) });
    await screen.findByText('WEL-101-B');
    await userEvent.click(within(classCard('WEL-101-A')).getByRole('button', { name: 'Show map' }));
    const frame = await screen.findByTitle('Map of Westside Trades Center');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.google.com/maps/embed/v1/place?key=KEY-1&q=880%20Foundry%20Road%2C%20West%20Riverbend%2C%20OH%2043228',
    );
  });
});

it('offers sharing on a social network, a microblog and by e-mail', async () => {
  apiReplies(routes());
  renderCourse();
  const share = await screen.findByRole('navigation', { name: 'Share Welding Fundamentals' });
  expect(within(share).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    expect.stringContaining('facebook.com/sharer'),
  );
  expect(within(share).getByRole('link', { name: 'Share on X' })).toHaveAttribute('target', '_blank');
  expect(within(share).getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^mailto:/),
  );
});

describe('access', () => {
  it('shows a visitor the restricted notice, and the actions (pressing one asks to sign in)', async () => {
    apiReplies(routes());
    // The sign-in modal stays open: the queued action does not run.
    const { host } = renderCourse({ host: { requireLogin: jest.fn() } });
    expect(await screen.findByText(RESTRICTED)).toBeInTheDocument();
    await screen.findByText('WEL-101-B');
    await userEvent.click(within(classCard('WEL-101-A')).getByRole('button', { name: 'Add to Cart' }));
    expect(host.requireLogin).toHaveBeenCalled();
  });
  it('shows a student without full access the notice and no actions', async () => {
    apiReplies(routes());
    renderCourse({ student: aStudent({ hasAxRecord: false }) });
    expect(await screen.findByText(RESTRICTED)).toBeInTheDocument();
    await screen.findByText('WEL-101-B');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
  it('shows a full-access student no notice', async () => {
    apiReplies(routes());
    renderCourse({ student: aStudent() });
    await screen.findByText('WEL-101-B');
    expect(screen.queryByText(RESTRICTED)).not.toBeInTheDocument();
  });
});

it('shows the cached course at once without any action, then the fresh one with its actions', async () => {
  writeCached(['catalog', 'course', 4], courseFixture({ title: 'Welding Fundamentals (cached)' }));
  writeCached(['catalog', 'course', 4, 'classes'], { classes: [catalogOnly(classA)] });
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow = routes();
  apiReplies({
    'GET course/4': async () => {
      await gate;
      return slow['GET course/4']();
    },
    'GET course/4/classes': async () => {
      await gate;
      return slow['GET course/4/classes']();
    },
  });
  renderCourse({ student: aStudent() });
  expect(
    screen.getByRole('heading', { level: 2, name: 'Welding Fundamentals (cached)' }),
  ).toBeInTheDocument();
  expect(screen.getByText('WEL-101-A')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  release();
  expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Welding Fundamentals' })).toBeInTheDocument();
});

it('logs a visit when the course loads', async () => {
  apiReplies(routes());
  const { host } = renderCourse();
  await screen.findByRole('heading', { level: 2, name: 'Welding Fundamentals' });
  await waitFor(() =>
    expect(host.logNavigation).toHaveBeenCalledWith({
      type: 'course',
      action: 'visit',
      target: 'Welding Fundamentals',
      targetId: 4,
      targetPath: '/category/2/course/4',
      targetType: 'course',
    }),
  );
});

it('says so when the course does not exist', async () => {
  apiReplies({
    'GET course/4': () => apiError('Course not found', { status: 404 }),
    'GET course/4/classes': () => apiError('Course not found', { status: 404 }),
  });
  renderCourse();
  expect(await screen.findByText('Course not found')).toBeInTheDocument();
});

it('shows ten classes a page, and the next page from the pager with focus on the Classes heading', async () => {
  const many = Array.from({ length: 12 }, (_, index) =>
    venueFixture({ id: 100 + index, code: `WEL-101-${String(index + 1).padStart(2, '0')}` }),
  );
  apiReplies(routes(courseFixture(), many));
  renderCourse({ student: aStudent() });
  await screen.findByText('WEL-101-10');
  expect(screen.queryByText('WEL-101-11')).not.toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Classes pages' });
  await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('WEL-101-12')).toBeInTheDocument();
  expect(screen.queryByText('WEL-101-01')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Classes' })).toHaveFocus();
});

it('opens a class’s refund policy, its text sanitized, and gives focus back to the button on close', async () => {
  apiReplies({
    ...routes(),
    'GET refund_policy/1': () => ({
      refundPolicy: {
        id: 1,
        title: 'Trades refund policy',
        text: '<p>Full refund before the first session.</p><img src="x" onerror="alert(1)">',
      },
    }),
  });
  renderCourse();
  await screen.findByText('WEL-101-B');
  const button = within(classCard('WEL-101-A')).getByRole('button', { name: 'Refund policy' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Trades refund policy' });
  expect(within(dialog).getByText('Full refund before the first session.')).toBeInTheDocument();
  expect(dialog.querySelector('[onerror]')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(button).toHaveFocus());
});
