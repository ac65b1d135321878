import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { defineCatalog, useLocaleStore, useMessages } from '@portal/shared/i18n';
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
  // Drawn once its messages are in too (none to wait for here).
  expect(await screen.findByText('Panel')).toBeInTheDocument();
});

it('keeps it mounted once used, and mounts it again at once without loading it again', async () => {
  const { load, arrive } = deferredLoader();
  const { rerender, unmount } = render(<Host active load={load} />);
  await arrive();
  await screen.findByText('Panel');
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

it("draws a part in the portal's language at once: it waits for the catalog its code defined", async () => {
  act(() => useLocaleStore.getState().localeApplied('es'));
  try {
    let arriveSpanish: () => void = () => {};
    // What a chunk does when it runs: it defines its catalog, whose Spanish starts loading then.
    const load = async () => {
      const catalog = defineCatalog(
        { title: 'Sign in' },
        {
          es: () =>
            new Promise(
              (resolve) => (arriveSpanish = () => resolve({ default: { title: 'Iniciar sesión' } })),
            ),
        },
      );
      return () => <h2>{useMessages(catalog)('title')}</h2>;
    };
    render(<MountOnFirstUse active load={load} props={{}} />);
    await act(async () => undefined);
    // Its code is in, its Spanish is not: nothing yet, and no English.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => arriveSpanish());
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  } finally {
    act(() => useLocaleStore.getState().localeApplied('en'));
  }
});
