import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/ui/loading';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import './site-layout.css';

/** spec §2: the official site's layout (header with the nav, the section, the footer). */
export function SiteLayout() {
  const { t } = useTranslation('official');
  const mainRef = useRef<HTMLElement>(null);
  const { brandName } = useLenderProfile();
  return (
    <div className="site">
      {/* A hash router owns the URL fragment, so the skip link moves focus itself. */}
      <button type="button" className="site__skip" onClick={() => mainRef.current?.focus()}>
        {t('site.skipToContent')}
      </button>
      <header className="site-header">
        <div className="site-header__inner">
          <span className="site-header__brand">
            <svg
              className="site-header__logo"
              width="28"
              height="28"
              viewBox="0 0 28 28"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="14" cy="14" r="14" fill="var(--color-primary)" />
              <path d="M9 15.5l3.5 3.5L19.5 10" fill="none" stroke="#fff" strokeWidth="2.6" />
            </svg>
            {brandName}
          </span>
          <SiteNav />
        </div>
      </header>
      <main ref={mainRef} className="site__main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

export default SiteLayout;
