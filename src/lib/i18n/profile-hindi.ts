import { useTranslation } from 'react-i18next';
import type { ProfileHindi } from '@/config/lender-profile.schema';

/**
 * India's free texts (the support hours, each service provider's role) on a Hindi page: the build ships
 * them with Hindi's common texts (locales/common.hi.ts), not in the profile every page loads.
 */
export function useProfileHindi(): ProfileHindi | undefined {
  const { i18n } = useTranslation();
  if (i18n.language !== 'hi') return undefined;
  return i18n.getResource('hi', 'common', 'profile') as ProfileHindi | undefined;
}
