import type { SlideOutId, SlideOutProps } from '@portal/shared';
import { create } from 'zustand';

export type OpenPanel = { [K in SlideOutId]: { id: K; props: SlideOutProps[K] } }[SlideOutId];

type SlideOutState = {
  panel: OpenPanel | null;
  /** The panel holds unsaved work: closing asks first. */
  dirty: boolean;
  /** A close was asked for while dirty: the host shows the question. */
  confirmingClose: boolean;
  panelOpened: (panel: OpenPanel) => void;
  /** Closes at once, or asks first when the panel has unsaved work. */
  closeRequested: () => void;
  closeConfirmed: () => void;
  closeCancelled: () => void;
  dirtyChanged: (dirty: boolean) => void;
};

const closedState = { panel: null, dirty: false, confirmingClose: false };

export const useSlideOutStore = create<SlideOutState>()((set, get) => ({
  ...closedState,
  panelOpened: (panel) => set({ panel, dirty: false, confirmingClose: false }),
  closeRequested: () => set(get().dirty ? { confirmingClose: true } : closedState),
  closeConfirmed: () => set(closedState),
  closeCancelled: () => set({ confirmingClose: false }),
  dirtyChanged: (dirty) => set({ dirty }),
}));
