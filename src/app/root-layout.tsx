import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GlobalLoading, Loading } from '@/components/ui/loading';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { ToastHost } from '@/components/ui/toast';
import { appShown } from '@/lib/load-fallback';
import { useShownPagesData } from '@/lib/router/hooks';
import { useSession } from '@/lib/session/react';
import { LoanHelpContact } from './loan-help-contact';

function LocaleSync() {
  const { i18n } = useTranslation();
  const locale = useSession((state) => state.locale);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return null;
}

export function RootLayout() {
  // The router has the page's code: the HTML's "could not load" message is not needed.
  useEffect(appShown, []);
  // Leaving a page cancels what no page on screen reads (lib/router/query-cache.ts).
  useShownPagesData();
  return (
    <>
      <LocaleSync />
      <LanguageSwitch />
      <LoanHelpContact>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </LoanHelpContact>
      <ToastHost />
      <GlobalLoading />
      <ScrollRestoration />
    </>
  );
}

/** Shown before the first route's code and texts arrive: no words yet, so nothing to translate. */
export function BootFallback() {
  return (
    <div className="loading" aria-busy="true">
      <span className="loading__spinner" />
    </div>
  );
}
