import { useTranslation } from 'react-i18next';
import { usePageData } from '@/lib/router/hooks';
import { errorMessage } from '@/components/ui/error-view/error-message';
import { env } from '@/config/env';
import { type LenderProfile } from '@/config/market-profile';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { sessionStore } from '@/lib/session';
import { isRetryable } from '@/lib/http/api-error';
import { usePageTitle } from '@/lib/page-title';
import type { LandingTemplate } from '../api/get-channel-template';
import { useOpenApp } from '../hooks/use-open-app';
import { useTemplate } from '../hooks/use-template';
import { safeLink } from '../utils/download-link';
import { safeImage } from '../utils/safe-url';
import type { load } from './download-template.data';
import '../registration.css';

/** An iPhone or iPad (iPadOS says Macintosh, but has touch), by the app's word or the browser's. */
function onIos(): boolean {
  if (sessionStore.getState().values.clientType === 'ios') return true;
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Where the button goes: a template link may replace the store link (https:) or the scheme (the app's own);
 * otherwise the lender's store page for the phone (the link's own address is Android's: the page is
 * prerendered, and the tap picks the store).
 */
function downloadTargets(template: LandingTemplate, stores: LenderProfile['stores']) {
  const link = safeLink(template.downloadUrl);
  const isStore = link?.startsWith('https:');
  return {
    appUrl: link && !isStore ? link : env.appScheme,
    storeUrl: link && isStore ? link : stores.android,
    pickStore: () => (link && isStore ? link : onIos() ? stores.ios : stores.android),
  };
}

export default function DownloadTemplatePage() {
  const { t } = useTranslation('registration');
  const { template: request } = usePageData<typeof load>();
  // The page works without its template: defaults show at once, and a failed template keeps them while
  // a notice says so (spec §8: a failed template load shows the server message) and offers a retry.
  const templateState = useTemplate(request);
  const { template } = templateState;
  usePageTitle(t('download.title'));
  const openApp = useOpenApp();
  const { brandName, stores } = useLenderProfile();

  const name = template.appName || brandName;
  const icon = safeImage(template.appIcon);
  const { appUrl, storeUrl, pickStore } = downloadTargets(template, stores);
  return (
    <main className="page download">
      {icon ? (
        <img
          className="download__icon"
          src={icon}
          alt={t('download.iconAlt', { name })}
          width={96}
          height={96}
        />
      ) : (
        <span className="download__icon download__initial" aria-hidden="true">
          {Array.from(name)[0]}
        </span>
      )}
      <h1 className="page__title">{name}</h1>
      <p className="download__pitch">{template.subtitle || t('download.pitch')}</p>
      <a
        className="btn btn--primary btn--block"
        href={storeUrl}
        onClick={(event) => {
          event.preventDefault();
          openApp(appUrl, pickStore());
        }}
      >
        {t('download.button')}
      </a>
      <p className="download__hint">{t('download.hint')}</p>
      {templateState.status === 'failed' ? (
        <div className="landing__notice" role="alert">
          <p>{errorMessage(templateState.error, t)}</p>
          {isRetryable(templateState.error) ? (
            <button type="button" className="btn" onClick={templateState.retry}>
              {t('landing.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </main>
  );
}
