import { useTranslation } from 'react-i18next';
import { refreshShown } from '@/lib/router/query-cache';
import { MARKET_LOCALES, setLanguage, type Locale } from '@/lib/session';
import { useSession } from '@/lib/session/react';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import './language-switch.css';

/**
 * The languages of the borrower's market, when it has more than one (India: English | हिन्दी), each named in
 * its own language. The page's words change once the new language's texts are in (no loading flash), the
 * choice stays for the tab as the borrower's own (over the `language` the host's URL names, on a reload
 * and every later page: setLanguage), and the page's data is asked for again so that the server's own
 * words follow.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const market = useSession((state) => state.type);
  const current = useSession((state) => state.locale);
  // A page framed by another of the app's pages (the official site's /Policy) leaves the switch to the
  // page around it: one switch, and one landmark of its name.
  const framed = useBrowserValue(() => window.self !== window.top, false);
  const locales: readonly Locale[] = MARKET_LOCALES[market];
  if (framed || locales.length < 2) return null;
  const choose = async (locale: Locale) => {
    if (locale === current) return;
    await i18n.changeLanguage(locale);
    setLanguage(locale);
    await refreshShown();
  };
  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch__option"
          aria-pressed={locale === current}
          onClick={() => void choose(locale)}
        >
          {t(`language.${locale}`)}
        </button>
      ))}
    </nav>
  );
}
