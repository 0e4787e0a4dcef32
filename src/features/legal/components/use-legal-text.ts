import { useTranslation } from 'react-i18next';
import type { Locale } from '@/lib/session';
import type { LegalText } from '../types';

/**
 * A legal text (one i18n namespace) in `locale`, fetched on demand; the page suspends while it loads.
 * Undefined when its chunk could not be fetched.
 */
export function useLegalText(namespace: string, locale: Locale): LegalText | undefined {
  const { i18n } = useTranslation(namespace, { lng: locale });
  const text = i18n.getResourceBundle(locale, namespace) as LegalText | undefined;
  return text?.sections ? text : undefined;
}

/**
 * i18next does not fetch a namespace again once it failed, and browsers may keep a failed module import,
 * so a fresh page load is the retry that works.
 */
export function reloadPage(): void {
  window.location.reload();
}
