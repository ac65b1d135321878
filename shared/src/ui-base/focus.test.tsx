import { render, screen } from '@testing-library/react';
import { keepTabInside, tabStops } from './focus';

/** A panel of three stops (and a disabled button and a hidden input Tab never reaches), with a button before it. */
const renderPanel = () => {
  render(
    <>
      <button type="button">Before</button>
      <div role="dialog" aria-label="Panel" tabIndex={-1}>
        <button type="button">First</button>
        <button type="button" disabled>
          Off
        </button>
        <input type="hidden" />
        <a href="/terms">Middle</a>
        <input aria-label="Last" />
      </div>
    </>,
  );
  return screen.getByRole('dialog');
};

/** Presses Tab (or Shift+Tab) through the trap: whether it took the key. */
const tab = (panel: HTMLElement, shiftKey = false) => {
  const event = { key: 'Tab', shiftKey, preventDefault: jest.fn() };
  keepTabInside(event, panel);
  return event.preventDefault.mock.calls.length > 0;
};

it('lists the stops Tab reaches, in order', () => {
  const panel = renderPanel();
  expect(tabStops(panel).map((element) => element.textContent || element.getAttribute('aria-label'))).toEqual(
    ['First', 'Middle', 'Last'],
  );
});

it('wraps from the last stop to the first and from the first to the last', () => {
  const panel = renderPanel();
  screen.getByRole('textbox', { name: 'Last' }).focus();
  expect(tab(panel)).toBe(true);
  expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  expect(tab(panel, true)).toBe(true);
  expect(screen.getByRole('textbox', { name: 'Last' })).toHaveFocus();
});

it('leaves Tab between two stops to the browser', () => {
  const panel = renderPanel();
  screen.getByRole('button', { name: 'First' }).focus();
  expect(tab(panel)).toBe(false);
  expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
});

it('brings focus in from outside the panel, or from the panel itself', () => {
  const panel = renderPanel();
  screen.getByRole('button', { name: 'Before' }).focus();
  expect(tab(panel)).toBe(true);
  expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  panel.focus();
  expect(tab(panel, true)).toBe(true);
  expect(screen.getByRole('textbox', { name: 'Last' })).toHaveFocus();
});

it('keeps focus where it is in a panel with nothing to reach, and ignores other keys', () => {
  render(<div data-testid="empty" tabIndex={-1} />);
  const empty = screen.getByTestId('empty');
  empty.focus();
  expect(tab(empty)).toBe(true);
  expect(empty).toHaveFocus();
  const other = { key: 'Enter', shiftKey: false, preventDefault: jest.fn() };
  keepTabInside(other, empty);
  expect(other.preventDefault).not.toHaveBeenCalled();
});
