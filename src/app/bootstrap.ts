import { env } from '@/config/env';
import { initI18n } from '@/lib/i18n';
import { initSession } from '@/lib/session';
import { resourceLoaders } from './i18n-resources';

/** Start-up work shared by the app and the tests: session from the URL, brand colours, i18n. */
export function bootstrap(href: string = window.location.href) {
  const session = initSession(href);
  const root = document.documentElement;
  root.style.setProperty('--color-primary', env.brandPrimary);
  root.style.setProperty('--color-secondary', env.brandSecondary);
  root.lang = session.locale;
  const i18nReady = initI18n(session.locale, resourceLoaders);
  return { session, i18nReady };
}
