import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { useMoney } from '@/lib/format/use-money';
import { statesAmount } from '../utils/headline';

/**
 * The landing's headline. Its amount is the lender's own limit (profile `advertising.maxAmount`), which the
 * products back: an ad may not promise more than is lent. A template's title is shown as the server sends
 * it unless it names an amount (the app cannot check a figure written into free text), in which case the
 * app's own headline, with the profile's limit, takes its place.
 */
export function useHeadline(templateTitle: string | undefined): string {
  const { t } = useTranslation('registration');
  const money = useMoney();
  const { advertising } = useLenderProfile();
  if (templateTitle && !statesAmount(templateTitle)) return templateTitle;
  return t('landing.title', { amount: money(advertising.maxAmount) });
}
