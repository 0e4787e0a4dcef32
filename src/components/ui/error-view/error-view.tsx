import { useTranslation } from 'react-i18next';
import { isRetryable, isSessionEnded } from '@/lib/http/api-error';
import { isCancelled } from '@/lib/http/cancelled';
import { errorMessage } from './error-message';
import { SessionEnded } from './session-ended';
import './error-view.css';

export interface ErrorViewProps {
  error: unknown;
  /** Offered only when retrying can work (isRetryable): never for a not-found or a refusal. */
  onRetry?: () => void;
  retrying?: boolean;
  title?: string;
}

/**
 * A failed load: what happened, in words, and a way to try again where trying again can work. An ended
 * session offers log-in instead; a call the page cancelled is no failure and shows nothing.
 */
export function ErrorView({ error, onRetry, retrying = false, title }: ErrorViewProps) {
  const { t } = useTranslation();
  if (isCancelled(error)) return null;
  if (isSessionEnded(error)) return <SessionEnded />;
  return (
    <div className="error-view" role="alert">
      <h2 className="error-view__title">{title ?? t('errors.title')}</h2>
      <p className="error-view__message">{errorMessage(error, t)}</p>
      {onRetry && isRetryable(error) ? (
        <button
          type="button"
          className="btn btn--primary"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
        >
          {retrying ? t('retrying') : t('retry')}
        </button>
      ) : null}
    </div>
  );
}
