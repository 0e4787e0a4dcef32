export {
  toast,
  showToast,
  toastDuration,
  useToastStore,
  DEFAULT_TOAST_MS,
  type ToastHandle,
} from './toast-store';
export { ToastHost } from './toast-host';
