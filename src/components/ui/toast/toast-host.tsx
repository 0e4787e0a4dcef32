import { useTranslation } from 'react-i18next';
import { useToastStore } from './toast-store';
import './toast.css';

/**
 * Toasts are announced through a live region that is always in the DOM. A modal <dialog> sits in the top
 * layer and makes the rest of the page inert, so each open Modal carries its own host (`inDialog`) and the
 * page's host stays empty meanwhile: the toast is seen above the backdrop and announced.
 */
export function ToastHost({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation();
  const current = useToastStore((state) => (inDialog || state.openModals === 0 ? state.current : null));
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
