import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { AfterFirstPaint } from './after-first-paint';

it('shows the fallback first, and the part once the page has painted and its code has loaded', async () => {
  let loaded: () => void = () => undefined;
  const code = new Promise<void>((resolve) => (loaded = resolve));
  const load = jest.fn(async () => {
    await code;
    return { default: () => <p>The form</p> };
  });
  const Part = lazy(load);
  render(
    <AfterFirstPaint fallback={<p>Loading the form</p>}>
      <Part />
    </AfterFirstPaint>,
  );
  expect(screen.getByText('Loading the form')).toBeInTheDocument();
  // Nothing is asked for in the task of the first render.
  expect(load).not.toHaveBeenCalled();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(screen.getByText('Loading the form')).toBeInTheDocument();
  loaded();
  expect(await screen.findByText('The form')).toBeInTheDocument();
  expect(screen.queryByText('Loading the form')).not.toBeInTheDocument();
});

it('asks for nothing when it goes before the page has painted', () => {
  jest.useFakeTimers();
  try {
    const load = jest.fn(async () => ({ default: () => <p>The form</p> }));
    const Part = lazy(load);
    const { unmount } = render(
      <AfterFirstPaint fallback={null}>
        <Part />
      </AfterFirstPaint>,
    );
    unmount();
    act(() => jest.advanceTimersByTime(1_000));
    expect(load).not.toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
  }
});

it('asks for the part once the page has painted (the same clock, not unmounted)', () => {
  jest.useFakeTimers();
  try {
    const load = jest.fn(() => new Promise<{ default: () => null }>(() => undefined));
    const Part = lazy(load);
    render(
      <AfterFirstPaint fallback={null}>
        <Part />
      </AfterFirstPaint>,
    );
    expect(load).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});
