import type { SlideOutId, SlideOutProps } from '@portal/shared';
import { create } from 'zustand';

export type OpenPanel = { [K in SlideOutId]: { id: K; props: SlideOutProps[K] } }[SlideOutId];

type SlideOutState = {
  panel: OpenPanel | null;
  /** The panel holds unsaved work: closing asks first. */
  dirty: boolean;
  panelOpened: (panel: OpenPanel) => void;
  panelClosed: () => void;
  dirtyChanged: (dirty: boolean) => void;
};

export const useSlideOutStore = create<SlideOutState>()((set) => ({
  panel: null,
  dirty: false,
  panelOpened: (panel) => set({ panel, dirty: false }),
  panelClosed: () => set({ panel: null, dirty: false }),
  dirtyChanged: (dirty) => set({ dirty }),
}));
