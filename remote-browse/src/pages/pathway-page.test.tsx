import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathwayFixture, venueFixture } from '../testing/browse-fixtures';
import { PathwayPage } from './pathway-page';
import { aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';

const node = (position: number, code: string, id: number) => ({
  nodeId: 100 + position,
  position,
  title: `Node ${code}`,
  venue: venueFixture({ id, code, title: `Class ${code}` }),
});
const stub = () =>
  apiReplies({
    'GET pathway/1': () => ({ pathway: pathwayFixture() }),
    'GET pathway/1/nodes': () => ({ nodes: [node(1, 'WEL-150-A', 15), node(2, 'WEL-101-A', 11)] }),
    'POST cart/add': () => ({}),
  });
const renderPathway = () =>
  renderWithHost(<PathwayPage />, {
    route: '/category/2/program/1',
    path: '/category/:categoryId/program/:id',
    student: aStudent(),
  });

it('shows the pathway, its own info table and actions, and its nodes in order without actions', async () => {
  const api = stub();
  const { host } = renderPathway();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Welding Technician Certificate' }),
  ).toBeInTheDocument();
  const enrollment = screen.getByRole('article', { name: /Pathway enrollment/ });
  expect(within(enrollment).getByText('$ 3,095.00')).toBeInTheDocument();
  expect(within(enrollment).getByText('138 hours')).toBeInTheDocument();
  expect(within(enrollment).queryByText('Day/Times')).not.toBeInTheDocument();

  const nodes = await screen.findAllByRole('article', { name: /Node/ });
  expect(nodes.map((n) => within(n).getByRole('heading').textContent)).toEqual([
    '1. Node WEL-150-A',
    '2. Node WEL-101-A',
  ]);
  expect(within(nodes[0]!).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  await userEvent.click(within(nodes[1]!).getByRole('button', { name: 'Class details WEL-101-A' }));
  expect(host.openSlideOut).toHaveBeenCalledWith('class', { classId: 11 });

  await userEvent.click(within(enrollment).getByRole('button', { name: 'Add to Cart' }));
  expect(api.callsTo('cart/add')[0]?.body).toEqual({ venueType: 'PATH', venueId: 1 });
});

it('shows no related categories for a pathway in one category', async () => {
  stub();
  renderPathway();
  await screen.findByRole('heading', { level: 2, name: 'Welding Technician Certificate' });
  expect(screen.queryByRole('navigation', { name: 'Related categories' })).not.toBeInTheDocument();
});
