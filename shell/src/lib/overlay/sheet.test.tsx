import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Sheet } from './sheet';

type Handlers = { onClose?: () => void; onOpened?: (panel: HTMLElement) => void; onClosed?: () => void };

/** A page with a button that opens a sheet, as the slide-out's and the menu's openers do. */
const Page = ({ handlers = {}, children }: { handlers?: Handlers; children?: ReactNode }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open panel
      </button>
      <Sheet
        open={open}
        side="right"
        width={1024}
        title="Class"
        closeLabel="Close"
        onClose={() => {
          handlers.onClose?.();
          setOpen(false);
        }}
        onOpened={handlers.onOpened}
        onClosed={handlers.onClosed}
      >
        {children ?? (
          <>
            <h2>Watercolour for beginners</h2>
            <button type="button">Add to Cart</button>
            <a href="/terms">Terms</a>
          </>
        )}
      </Sheet>
    </>
  );
};

const openPanel = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open panel' }));
  return screen.getByRole('dialog', { name: 'Class' });
};

it('shows nothing while closed', () => {
  render(<Page />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opens as a modal dialog named by its title, with focus inside it', async () => {
  const onOpened = jest.fn();
  render(<Page handlers={{ onOpened }} />);
  const sheet = await openPanel();
  expect(sheet).toHaveAttribute('aria-modal', 'true');
  expect(sheet).toHaveFocus();
  expect(onOpened).toHaveBeenCalledWith(sheet);
  expect(within(sheet).getByRole('heading', { name: 'Watercolour for beginners' })).toBeInTheDocument();
});

it.each([
  ['Escape', () => userEvent.keyboard('{Escape}')],
  ['its Close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ['a press on the page beside it', () => userEvent.click(document.querySelector('.pt-layer-mask')!)],
])('asks to close on %s, and focus goes back to the button that opened it', async (_, close) => {
  const onClose = jest.fn();
  const onClosed = jest.fn();
  render(<Page handlers={{ onClose, onClosed }} />);
  await openPanel();
  await close();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open panel' })).toHaveFocus();
  expect(onClosed).toHaveBeenCalledTimes(1);
});

it('keeps Tab and Shift+Tab inside while open', async () => {
  render(<Page />);
  const sheet = await openPanel();
  const close = within(sheet).getByRole('button', { name: 'Close' });
  const terms = within(sheet).getByRole('link', { name: 'Terms' });
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab();
  expect(within(sheet).getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  await userEvent.tab();
  expect(terms).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(terms).toHaveFocus();
});

it('leaves focus where the page put it when the opener is gone', async () => {
  const onClosed = jest.fn();
  const Vanishing = () => {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button">Elsewhere</button>
        <Sheet
          open={open}
          side="left"
          width={280}
          title="Menu"
          closeLabel="Close"
          onClose={() => setOpen(false)}
          onClosed={onClosed}
        >
          <p>Links</p>
        </Sheet>
      </>
    );
  };
  render(<Vanishing />);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onClosed).toHaveBeenCalledTimes(1);
});

describe('a question over a sheet', () => {
  /** A panel's close that asks first, as the slide-out's does with unsaved work. */
  const Question = ({ onConfirm = () => {}, onCancel = () => {} }) => {
    const [asking, setAsking] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setAsking(true)}>
          Close with changes
        </button>
        <ConfirmDialog
          open={asking}
          title="Discard your changes?"
          confirmText="Discard"
          cancelText="Keep editing"
          onConfirm={onConfirm}
          onCancel={() => {
            onCancel();
            setAsking(false);
          }}
        >
          This panel has changes that are not saved yet.
        </ConfirmDialog>
      </>
    );
  };
  const ask = () => userEvent.click(screen.getByRole('button', { name: 'Close with changes' }));

  it('starts on the answer that changes nothing, and each answer is heard', async () => {
    const onConfirm = jest.fn();
    render(<Question onConfirm={onConfirm} />);
    await ask();
    const question = screen.getByRole('dialog', { name: 'Discard your changes?' });
    expect(question).toHaveTextContent('This panel has changes that are not saved yet.');
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes Escape for itself: the sheet under it stays open', async () => {
    const onClose = jest.fn();
    const onCancel = jest.fn();
    render(
      <Page handlers={{ onClose }}>
        <Question onCancel={onCancel} />
      </Page>,
    );
    await openPanel();
    await ask();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Class' })).toBeInTheDocument();
    // Focus is back on the control that asked, inside the sheet.
    expect(screen.getByRole('button', { name: 'Close with changes' })).toHaveFocus();
  });
});
