import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { usePageTitle } from '@/lib/page-title';
import { safeFrameUrl } from '../safe-frame-url';
import './official-pages.css';

/** spec §2: the external privacy page, embedded. */
export default function PolicyPage() {
  const { t } = useTranslation('official');
  usePageTitle(t('policy.title'));
  const url = safeFrameUrl(env.privacyUrl);
  return (
    <>
      <h1 className="official__title">{t('policy.title')}</h1>
      {url ? (
        <>
          <iframe
            className="official__frame"
            title={t('policy.frameTitle')}
            src={url}
            width={1080}
            height={640}
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
          <p>
            <a className="official__external" href={url} target="_blank" rel="noopener noreferrer">
              {t('policy.openExternal')}
            </a>
          </p>
        </>
      ) : (
        <p role="alert">{t('policy.unavailable')}</p>
      )}
    </>
  );
}
