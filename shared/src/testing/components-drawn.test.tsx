import { act, render } from '@testing-library/react';
import { create } from 'zustand';
import { componentsDrawnDuring } from './components-drawn';

const useCount = create<{ count: number; other: number }>(() => ({ count: 0, other: 0 }));

const Count = () => <output>{useCount((state) => state.count)}</output>;
const Label = () => <span>Count</span>;

it('names each component drawn again, and only those', async () => {
  render(
    <>
      <Label />
      <Count />
    </>,
  );
  const drawn = await componentsDrawnDuring(() => act(() => useCount.setState({ count: 1 })));
  expect(drawn).toEqual(['Count']);
});

it('names none when a change reaches no component', async () => {
  render(<Count />);
  expect(await componentsDrawnDuring(() => act(() => useCount.setState({ other: 2 })))).toEqual([]);
});
