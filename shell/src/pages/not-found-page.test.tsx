import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@portal/shared/testing';
import { NotFoundPage } from './not-found-page';
import { StartUpError } from './start-up-error';

it("says 'Page not found' and goes to the home page", async () => {
  renderWithHost(<NotFoundPage />, { route: '/nowhere', path: '/nowhere' });
  expect(screen.getByText('Page not found')).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
  expect(await screen.findByText('Left the page')).toBeInTheDocument();
});

it('shows why the portal could not start, with a Retry', async () => {
  const onRetry = jest.fn();
  renderWithHost(<StartUpError message="Server error!" onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The portal could not start');
  expect(screen.getByRole('alert')).toHaveTextContent('Server error!');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
