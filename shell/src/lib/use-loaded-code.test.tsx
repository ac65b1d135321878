import { act, render, screen } from '@testing-library/react';
import { useLoadedCode } from './use-loaded-code';

const Shown = ({ cache, load }: { cache: Map<string, string>; load: () => Promise<string> }) => {
  const text = useLoadedCode(cache, 'panel', load);
  return <p>{text ?? 'Loading'}</p>;
};

it('loads what is not kept yet, keeps it and draws it', async () => {
  const cache = new Map<string, string>();
  const load = jest.fn(() => Promise.resolve('Panel'));
  render(<Shown cache={cache} load={load} />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Panel')).toBeInTheDocument();
  expect(cache.get('panel')).toBe('Panel');
  expect(load).toHaveBeenCalledTimes(1);
});

it('draws at once what is kept already, loading nothing', () => {
  const load = jest.fn(() => Promise.resolve('Other'));
  render(<Shown cache={new Map([['panel', 'Panel']])} load={load} />);
  expect(screen.getByText('Panel')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it('draws what someone else kept between its render and its effect (a panel started early)', async () => {
  const cache = new Map<string, string>();
  const load = jest.fn(() => new Promise<string>(() => {}));
  // Kept during the render, before the effect looks: as a preload that ends in that moment.
  const Racing = () => {
    const text = useLoadedCode(cache, 'panel', load);
    if (!cache.has('panel')) cache.set('panel', 'Panel');
    return <p>{text ?? 'Loading'}</p>;
  };
  await act(async () => {
    render(<Racing />);
  });
  expect(screen.getByText('Panel')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
