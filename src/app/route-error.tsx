import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';
import { captureError } from '@/lib/telemetry';

/** The last resort: a render error no page handled. Says so plainly and offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  usePageTitle(t('crash.title'));
  useEffect(() => {
    console.error('[route error]', error instanceof Error ? error.message : error);
    captureError(error, 'boundary');
  }, [error]);
  return (
    <main className="page">
      <div className="error-view" role="alert">
        <h1 className="error-view__title">{t('crash.title')}</h1>
        <p className="error-view__message">{t('crash.body')}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </button>
      </div>
    </main>
  );
}
