import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteLockStore } from '@portal/shared';
import { SiteLockOverlay } from './site-lock-overlay';

beforeEach(() => {
  jest.useFakeTimers();
  useSiteLockStore.setState({ lock: null });
});
afterEach(() => jest.useRealTimers());

const lock = (countdown = 30) =>
  act(() =>
    useSiteLockStore.getState().lockRaised({ lockType: 'force_reload', message: 'Back at noon', countdown }),
  );

it('shows nothing while the portal is not locked', () => {
  render(<SiteLockOverlay reload={jest.fn()} />);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it("shows 'Portal temporarily unavailable' with the message and the countdown", () => {
  render(<SiteLockOverlay reload={jest.fn()} />);
  lock();
  const overlay = screen.getByRole('alertdialog', { name: 'Portal temporarily unavailable' });
  expect(overlay).toHaveTextContent('Back at noon');
  expect(overlay).toHaveTextContent('The page reloads in 30 seconds.');
});

it('ticks every second and reloads at 0', () => {
  const reload = jest.fn();
  render(<SiteLockOverlay reload={reload} />);
  lock(3);
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByText('The page reloads in 2 seconds.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_000));
  expect(reload).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1_000));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('reloads at once with Reload', async () => {
  const reload = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SiteLockOverlay reload={reload} />);
  lock();
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
