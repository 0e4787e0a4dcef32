import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HelpChannels, SessionEnded } from '@/components/ui/error-view';
import { isSessionEnded, isCancelled } from '@/lib/http/api-error';
import { appShown } from '@/lib/load-fallback';
import { usePageTitle } from '@/lib/page-title';
import { captureError } from '@/lib/telemetry';
import { LoanHelpContact } from './loan-help-contact';

/** A page's file that did not arrive (a dropped connection), as each engine words a failed import. */
const NOT_LOADED =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload/i;

/**
 * The last resort: a render error no page handled, or a page's file that could not load. Says which
 * plainly, in the page's language, offers a reload (a file that did not load is tried again) and the lender's
 * help channels. An ended session (contract §8)
 * offers log-in instead, and is no error; a call the page cancelled is nothing to show.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notLoaded = error instanceof Error && NOT_LOADED.test(error.message);
  const expected = isSessionEnded(error) || isCancelled(error);
  usePageTitle(
    t(isSessionEnded(error) ? 'session.title' : notLoaded ? 'crash.notLoadedTitle' : 'crash.title'),
  );
  // This page says what happened and offers a reload: the HTML's own message is not needed.
  useEffect(appShown, []);
  useEffect(() => {
    if (expected) return;
    console.error('[route error]', error instanceof Error ? error.message : error);
    captureError(error, 'boundary');
  }, [error, expected]);
  if (isCancelled(error)) return null;
  if (isSessionEnded(error))
    return (
      <main className="page">
        <SessionEnded headingLevel="h1" />
      </main>
    );
  return (
    <main className="page">
      <div className="error-view" role="alert">
        <h1 className="error-view__title">{t(notLoaded ? 'crash.notLoadedTitle' : 'crash.title')}</h1>
        <p className="error-view__message">{t(notLoaded ? 'crash.notLoadedBody' : 'crash.body')}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t(notLoaded ? 'crash.retry' : 'crash.reload')}
        </button>
        <LoanHelpContact>
          <HelpChannels />
        </LoanHelpContact>
      </div>
    </main>
  );
}
