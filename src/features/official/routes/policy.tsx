import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { hashHref, paths } from '@/config/paths';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { usePageTitle } from '@/lib/page-title';
import type { Market } from '@/lib/session';
import { useSession } from '@/lib/session/react';
import { safeFrameUrl } from '../safe-frame-url';
import './official-pages.css';

/** The app's own privacy notice for the market, on this document without its page query (session keys). */
function ownPrivacyUrl(type: Market): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = hashHref(paths.privacyPolicy, { type });
  return url.href;
}

/** spec §2: the external privacy page (VITE_PRIVACY_URL), embedded; without one, the app's own notice. */
export default function PolicyPage() {
  const { t } = useTranslation('official');
  usePageTitle(t('policy.title'));
  const type = useSession((state) => state.type);
  const external = env.privacyUrl !== '';
  // Both addresses are checked against this document's own, which only the browser knows: the
  // build's HTML holds the frame's place (null), and the frame comes right after hydration.
  const url = useBrowserValue<string | undefined | null>(
    () => (external ? safeFrameUrl(env.privacyUrl) : ownPrivacyUrl(type)),
    null,
  );
  return (
    <>
      <h1 className="official__title">{t('policy.title')}</h1>
      {url !== undefined ? (
        <>
          {url ? (
            <iframe
              className="official__frame"
              title={t(external ? 'policy.frameTitle' : 'policy.ownFrameTitle')}
              src={url}
              width={1080}
              height={640}
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            />
          ) : (
            <div className="official__frame" />
          )}
          <p>
            <a
              className="official__external"
              href={url ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
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
