import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { RemoteOverrideNotice } from './remote-override-notice';

const STAGED = 'http://localhost:4104/releases/0.2.0-abc-12345678/mf-manifest.json';
const ACTIVE = { active: [{ name: 'payments' as const, url: STAGED }], refused: [] };
const REFUSED = {
  active: [],
  refused: [
    {
      name: 'payments',
      url: 'https://attacker.example/m.json',
      reason: 'this portal does not allow overrides from https://attacker.example',
    },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, student: null });
});

it('shows nothing when the tab runs the live remotes', () => {
  render(<RemoteOverrideNotice status={{ active: [], refused: [] }} reload={jest.fn()} />);
  expect(screen.queryByRole('region', { name: 'Builds on trial' })).not.toBeInTheDocument();
});

it('says which remote runs another build, and "Stop trying" ends it and loads the page again', async () => {
  sessionStorage.setItem('portal-remote-overrides', JSON.stringify({ payments: STAGED }));
  const reload = jest.fn();
  render(<RemoteOverrideNotice status={ACTIVE} reload={reload} />);
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent('You are trying another build of payments, in this browser only.');
  expect(notice).toHaveTextContent(STAGED);
  await userEvent.click(screen.getByRole('button', { name: 'Stop trying' }));
  expect(sessionStorage.getItem('portal-remote-overrides')).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('ends the trial at sign-out', () => {
  useSessionStore.setState({ token: 'a-token' });
  sessionStorage.setItem('portal-remote-overrides', JSON.stringify({ payments: STAGED }));
  const reload = jest.fn();
  render(<RemoteOverrideNotice status={ACTIVE} reload={reload} />);
  expect(reload).not.toHaveBeenCalled();
  act(() => useSessionStore.getState().signedOut());
  expect(sessionStorage.getItem('portal-remote-overrides')).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('does not reload at sign-out when nothing is on trial', () => {
  useSessionStore.setState({ token: 'a-token' });
  const reload = jest.fn();
  render(<RemoteOverrideNotice status={{ active: [], refused: [] }} reload={reload} />);
  act(() => useSessionStore.getState().signedOut());
  expect(reload).not.toHaveBeenCalled();
});

it('says a refused override was refused, and why, until dismissed', async () => {
  render(<RemoteOverrideNotice status={REFUSED} reload={jest.fn()} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Trying https://attacker.example/m.json for payments was refused: this portal does not allow overrides from https://attacker.example.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
