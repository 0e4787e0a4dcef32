import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, errorMessage } from '@/components/ui';
import { useCountdown } from '@/lib/hooks/use-countdown';
import './refresh-modal.css';

/** Whole seconds shown while the spec §4 reload (5.5 s) is pending. */
const COUNTDOWN_SECONDS = 5;

export interface RefreshModalProps {
  open: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * spec §2/§4: the modal with a countdown animation and text shown while the offer is refreshed. The ring
 * animation stops for prefers-reduced-motion (the seconds still count down in text).
 */
export function RefreshModal({ open, error, retrying, onRetry }: RefreshModalProps) {
  const { t } = useTranslation('loan-confirm');
  const { remaining, start } = useCountdown(COUNTDOWN_SECONDS);
  useEffect(() => {
    if (open) start();
  }, [open, start]);

  return (
    <Modal open={open} title={t('confirm.refresh.title')} onClose={() => undefined} dismissible={false}>
      {error ? (
        <div role="alert">
          <p>{errorMessage(error, t)}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={onRetry} disabled={retrying}>
            {retrying ? t('retrying', { ns: 'common' }) : t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : (
        <div className="refresh-countdown">
          <div className="refresh-countdown__dial" aria-hidden="true">
            <svg viewBox="0 0 64 64" width="88" height="88">
              <circle className="refresh-countdown__track" cx="32" cy="32" r="28" />
              <circle className="refresh-countdown__ring" cx="32" cy="32" r="28" />
            </svg>
            <span className="refresh-countdown__number">{remaining > 0 ? remaining : ''}</span>
          </div>
          <p>
            {remaining > 0 && !retrying
              ? t('confirm.refresh.countdown', { count: remaining })
              : t('confirm.refresh.updating')}
          </p>
          <p>{t('confirm.refresh.body')}</p>
        </div>
      )}
    </Modal>
  );
}
