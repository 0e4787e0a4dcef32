import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fillLender } from '@/config/market-profile';
import { useLenderProfile } from '@/lib/session/lender-profile';
import type { Locale } from '@/lib/session';
import type { LegalText } from '../types';

/**
 * A legal text (one i18n namespace) in `locale`, fetched on demand; the page suspends while it loads.
 * Undefined when its chunk could not be fetched. The lender it names is the lender's profile's.
 */
export function useLegalText(namespace: string, locale: Locale): LegalText | undefined {
  const { i18n } = useTranslation(namespace, { lng: locale });
  const text = i18n.getResourceBundle(locale, namespace) as LegalText | undefined;
  const profile = useLenderProfile();
  // The lender the text names is the one of the lender's profile.
  return useMemo(() => (text?.sections ? fillLender(text, profile) : undefined), [text, profile]);
}

/**
 * i18next does not fetch a namespace again once it failed, and browsers may keep a failed module import,
 * so a fresh page load is the retry that works.
 */
export function reloadPage(): void {
  window.location.reload();
}
