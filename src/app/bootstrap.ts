import { env } from '@/config/env';
import { initI18n } from '@/lib/i18n';
import { initSession, type SessionState } from '@/lib/session';
import { resourceLoaders } from './i18n-resources';

/** The tests' start-up: the session from `href`, then what the app does with it (applySession). */
export function bootstrap(href: string = window.location.href) {
  return applySession(initSession(href));
}

/** What the page takes from the session once it is read: the brand colours, the language, i18n. */
export function applySession(session: SessionState) {
  const root = document.documentElement;
  root.style.setProperty('--color-primary', env.brandPrimary);
  root.style.setProperty('--color-secondary', env.brandSecondary);
  root.lang = session.locale;
  const i18nReady = initI18n(session.locale, resourceLoaders);
  return { session, i18nReady };
}
