import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { getBridge } from '@/lib/bridge';

export interface SessionEndedProps {
  /** `h1` where it is the whole page (the route error), `h2` inside a page. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * contract §8: HTTP 401, the session has ended. Never "check your connection" and never a Retry (the same
 * call fails until the borrower logs in again): one button to the host's log-in, or, in a plain browser with
 * no host to log in through, what to do instead.
 */
export function SessionEnded({ headingLevel = 'h2' }: SessionEndedProps) {
  const { t } = useTranslation('common');
  const bridge = getBridge();
  const hosted = bridge.hosted('goLogin');
  return (
    <div className="error-view" role="alert">
      {createElement(headingLevel, { className: 'error-view__title' }, t('session.title'))}
      <p className="error-view__message">{t('session.body')}</p>
      {hosted ? (
        <button type="button" className="btn btn--primary" onClick={() => bridge.goLogin()}>
          {t('session.logIn')}
        </button>
      ) : (
        <p className="error-view__message">{t('session.noHost')}</p>
      )}
    </div>
  );
}
