import { createStore } from 'zustand/vanilla';

interface LoadingState {
  pending: number;
  /** Marks one request as in flight; the returned function ends it (once). */
  start: () => () => void;
}

/** Framework-free, like the rest of the transport: the GlobalLoading overlay subscribes with useStore. */
export const loadingStore = createStore<LoadingState>((set) => ({
  pending: 0,
  start: () => {
    set((state) => ({ pending: state.pending + 1 }));
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set((state) => ({ pending: Math.max(0, state.pending - 1) }));
    };
  },
}));
