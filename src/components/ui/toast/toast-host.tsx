import { useTranslation } from 'react-i18next';
import { useToastStore } from './toast-store';
import './toast.css';

/** Toasts are announced through a live region that is always in the DOM. */
export function ToastHost() {
  const { t } = useTranslation();
  const current = useToastStore((state) => state.current);
  return (
    <div
      className="toast-region"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={t('notifications')}
    >
      {current ? (
        <div key={current.id} className="toast">
          {current.message}
        </div>
      ) : null}
    </div>
  );
}
