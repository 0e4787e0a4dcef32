export {
  toast,
  showToast,
  toastDuration,
  useToastStore,
  modalOpened,
  DEFAULT_TOAST_MS,
  type ToastHandle,
} from './toast-store';
export { ToastHost } from './toast-host';
