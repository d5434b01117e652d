import { create } from 'zustand';

/** The full-page loading cover that long actions (a game launch) raise over the page. */
export interface LoadingCoverState {
  visible: boolean;
  show: () => void;
  hide: () => void;
}

/** Shared so the router can hide the cover after each navigation to another route. */
export const useLoadingCoverStore = create<LoadingCoverState>()((set) => ({
  visible: false,
  show: () => set({ visible: true }),
  hide: () => set({ visible: false }),
}));
