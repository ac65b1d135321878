import { renderHook } from '@testing-library/react';
import { useOnceTrue } from './use-once-true';

it('is false until the value is first true, true in that render, and stays true after', () => {
  const { result, rerender } = renderHook(({ value }) => useOnceTrue(value), {
    initialProps: { value: false },
  });
  expect(result.current).toBe(false);
  rerender({ value: false });
  expect(result.current).toBe(false);
  rerender({ value: true });
  expect(result.current).toBe(true);
  rerender({ value: false });
  expect(result.current).toBe(true);
});

it('is true from the first render when the value starts true', () => {
  const { result, rerender } = renderHook(({ value }) => useOnceTrue(value), {
    initialProps: { value: true },
  });
  expect(result.current).toBe(true);
  rerender({ value: false });
  expect(result.current).toBe(true);
});
