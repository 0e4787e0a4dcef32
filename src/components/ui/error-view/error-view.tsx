import { useTranslation } from 'react-i18next';
import { isRetryable, isSessionEnded, isCancelled } from '@/lib/http/api-error';
import { failureSentence, serverDetail } from './error-message';
import { HelpChannels } from './help-channels';
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
 * A failed load: what happened, in the page's words, and a way to try again where trying again can work,
 * with the lender's help channels. The server's own message (which may be in any language) is shown below
 * as a detail, never as the sentence. An ended session offers log-in instead; a call the page cancelled is
 * no failure and shows nothing.
 */
export function ErrorView({ error, onRetry, retrying = false, title }: ErrorViewProps) {
  const { t } = useTranslation();
  if (isCancelled(error)) return null;
  if (isSessionEnded(error)) return <SessionEnded />;
  const detail = serverDetail(error);
  return (
    <div className="error-view" role="alert">
      <h2 className="error-view__title">{title ?? t('errors.title')}</h2>
      <p className="error-view__message">{failureSentence(error, t)}</p>
      {detail ? (
        <p className="error-view__detail">
          {t('errors.detail')} <span className="error-view__detail-text">{detail}</span>
        </p>
      ) : null}
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
      <HelpChannels />
    </div>
  );
}
