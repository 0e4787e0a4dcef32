import { create } from 'zustand';

export const DEFAULT_TOAST_MS = 3000;
export const MIN_TOAST_MS = 300;

/** spec §5: the default is 3000 ms, and any duration of 300 ms or less falls back to 3000. */
export function toastDuration(duration?: number): number {
  return typeof duration === 'number' && Number.isFinite(duration) && duration > MIN_TOAST_MS
    ? duration
    : DEFAULT_TOAST_MS;
}

export interface ToastItem {
  id: number;
  message: string;
}

export interface ToastHandle {
  close(): void;
  /** Resolves when the toast is gone (timed out or closed). */
  closed: Promise<void>;
}

interface ToastState {
  current: ToastItem | null;
  /** How many modal dialogs are open: while one is, toasts show inside it (see ToastHost). */
  openModals: number;
}

export const useToastStore = create<ToastState>(() => ({ current: null, openModals: 0 }));

/** A modal dialog opened; returns the function that records it closing. */
export function modalOpened(): () => void {
  useToastStore.setState((state) => ({ openModals: state.openModals + 1 }));
  return () => useToastStore.setState((state) => ({ openModals: Math.max(0, state.openModals - 1) }));
}

let nextId = 1;
let dismiss: (() => void) | null = null;

/** Shows one toast at a time (a new one replaces the old). Returns a handle. */
export function showToast(message: string, options: { duration?: number } = {}): ToastHandle {
  dismiss?.();
  const id = nextId++;
  let resolve!: () => void;
  const closed = new Promise<void>((done) => {
    resolve = done;
  });
  const close = () => {
    clearTimeout(timer);
    if (useToastStore.getState().current?.id === id) useToastStore.setState({ current: null });
    if (dismiss === close) dismiss = null;
    resolve();
  };
  const timer = setTimeout(close, toastDuration(options.duration));
  dismiss = close;
  useToastStore.setState({ current: { id, message } });
  return { close, closed };
}

export const toast = { show: showToast };
