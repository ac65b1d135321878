import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithHost } from '@portal/shared/testing';
import { HostContractMismatch } from './host-contract';
import { REMOTE_OFFLINE, RemoteErrorBoundary } from './remote-error-boundary';

const Exploding = ({ explode }: { explode: boolean }) => {
  if (explode) throw new Error('remote render failed');
  return <p>Remote content</p>;
};

/** A host area that retries by remounting, as RemoteModule does. */
const Area = () => {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <nav aria-label="Sidebar">Profile</nav>
      <RemoteErrorBoundary
        key={attempt}
        title="Browse Courses"
        onRetry={() => setAttempt((count) => count + 1)}
      >
        <Exploding explode={attempt === 0} />
      </RemoteErrorBoundary>
    </>
  );
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows the fallback with Retry in its own area when a remote throws while rendering', () => {
  renderWithHost(<Area />);
  expect(screen.getByRole('alert')).toHaveTextContent('Browse Courses could not be loaded');
  expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
});

it('renders the remote again when Retry is pressed', async () => {
  renderWithHost(<Area />);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('Remote content')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('renders its children untouched when nothing fails', () => {
  renderWithHost(
    <RemoteErrorBoundary title="Browse Courses" onRetry={() => undefined}>
      <p>Fine</p>
    </RemoteErrorBoundary>,
  );
  expect(screen.getByText('Fine')).toBeInTheDocument();
});

it('says why a remote built for a newer host contract is unavailable, with no Retry, and logs the reason', () => {
  const NeedsNewerContract = () => {
    throw new HostContractMismatch('browse', '^1.3.0', '1.2.0');
  };
  renderWithHost(
    <RemoteErrorBoundary title="Browse Courses" onRetry={() => undefined}>
      <NeedsNewerContract />
    </RemoteErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Browse Courses is unavailable');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This part of the portal needs an update before it can be used (^1.3.0 of the host contract; this portal provides 1.2.0).',
  );
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith(
    '[portal] Browse Courses is unavailable: browse was built for host contract ^1.3.0, and this portal provides 1.2.0: it is not loaded until the two match.',
  );
});

it('says the browser is offline when it is, rather than blaming the portal', () => {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  renderWithHost(<Area />);
  expect(screen.getByRole('alert')).toHaveTextContent(REMOTE_OFFLINE);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('tells onFailure of each failure it catches (the shell reports it)', () => {
  const onFailure = jest.fn();
  renderWithHost(
    <RemoteErrorBoundary title="Browse Courses" onRetry={() => undefined} onFailure={onFailure}>
      <Exploding explode />
    </RemoteErrorBoundary>,
  );
  expect(onFailure).toHaveBeenCalledTimes(1);
  expect(onFailure.mock.calls[0]?.[0]).toEqual(new Error('remote render failed'));
});
