import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastHost, modalOpened } from '../toast';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Called on Escape, the close button, or a tap on the backdrop (unless `dismissible` is false). */
  onClose: () => void;
  footer?: ReactNode;
  dismissible?: boolean;
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside) and
 * focus goes back to the opener when it closes.
 */
export function Modal({ open, title, children, onClose, footer, dismissible = true, className }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const modalClosed = modalOpened();
      return () => {
        modalClosed();
        if (dialog.open) dialog.close();
        if (opener?.isConnected) opener.focus();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    // Escape (the dialog's cancel event) is the keyboard twin of the backdrop tap below.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="modal__close" aria-label={t('close')} onClick={() => onClose()}>
              <span aria-hidden="true">{'\u00d7'}</span>
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
      <ToastHost inDialog />
    </dialog>
  );
}
