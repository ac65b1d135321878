import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MountOnFirstUse, type ComponentLoader } from './mount-on-first-use';

const Panel = ({ text }: { text: string }) => <p>{text}</p>;

/** A loader the test resolves by hand, counting its calls. */
const deferredLoader = () => {
  let resolve: (component: typeof Panel) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const load = jest.fn<ReturnType<ComponentLoader<{ text: string }>>, []>(
    () =>
      new Promise((resolveLoad, rejectLoad) => {
        resolve = resolveLoad;
        reject = rejectLoad;
      }),
  );
  return {
    load,
    arrive: () => act(async () => resolve(Panel)),
    fail: (error: Error) => act(async () => reject(error)),
  };
};

const Host = ({ active, load }: { active: boolean; load: ComponentLoader<{ text: string }> }) => (
  <MountOnFirstUse active={active} load={load} props={{ text: 'Panel' }} />
);

it('loads nothing until first active, then renders the component once its code is in', async () => {
  const { load, arrive } = deferredLoader();
  const { rerender } = render(<Host active={false} load={load} />);
  expect(load).not.toHaveBeenCalled();
  rerender(<Host active load={load} />);
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Panel')).not.toBeInTheDocument();
  await arrive();
  expect(screen.getByText('Panel')).toBeInTheDocument();
});

it('keeps it mounted once used, and mounts it again at once without loading it again', async () => {
  const { load, arrive } = deferredLoader();
  const { rerender, unmount } = render(<Host active load={load} />);
  await arrive();
  rerender(<Host active={false} load={load} />);
  expect(screen.getByText('Panel')).toBeInTheDocument();
  unmount();
  render(<Host active load={load} />);
  expect(screen.getByText('Panel')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('hands a failed load to the nearest error boundary, as a lazy component does', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
    override state = { error: null as Error | null };
    static getDerivedStateFromError = (error: Error) => ({ error });
    override render = () =>
      this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
  const { load, fail } = deferredLoader();
  render(
    <Boundary>
      <Host active load={load} />
    </Boundary>,
  );
  await fail(new Error('chunk failed'));
  expect(screen.getByRole('alert')).toHaveTextContent('chunk failed');
  jest.restoreAllMocks();
});
