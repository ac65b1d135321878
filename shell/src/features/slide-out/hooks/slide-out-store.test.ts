import { useSlideOutStore } from './slide-out-store';

const store = () => useSlideOutStore.getState();

beforeEach(() => store().closeConfirmed());

describe('slide-out store', () => {
  it('opens a panel with its props', () => {
    store().panelOpened({ id: 'class', props: { classId: 7 } });
    expect(store().panel).toEqual({ id: 'class', props: { classId: 7 } });
  });
  it('closes at once when nothing is unsaved', () => {
    store().panelOpened({ id: 'class', props: { classId: 7 } });
    store().closeRequested();
    expect(store().panel).toBeNull();
    expect(store().confirmingClose).toBe(false);
  });
  it('asks before closing a panel with unsaved work', () => {
    store().panelOpened({ id: 'noCostForm', props: { classId: 3 } });
    store().dirtyChanged(true);
    store().closeRequested();
    expect(store().panel).not.toBeNull();
    expect(store().confirmingClose).toBe(true);
  });
  it('keeps the panel when the question is cancelled, closes it when confirmed', () => {
    store().panelOpened({ id: 'noCostForm', props: { classId: 3 } });
    store().dirtyChanged(true);
    store().closeRequested();
    store().closeCancelled();
    expect(store().panel).not.toBeNull();
    expect(store().dirty).toBe(true);
    store().closeRequested();
    store().closeConfirmed();
    expect(store().panel).toBeNull();
    expect(store().dirty).toBe(false);
  });
  it('forgets unsaved work when another panel opens', () => {
    store().panelOpened({ id: 'noCostForm', props: { classId: 3 } });
    store().dirtyChanged(true);
    store().panelOpened({ id: 'class', props: { classId: 9 } });
    expect(store().dirty).toBe(false);
  });
});
