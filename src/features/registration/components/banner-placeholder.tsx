import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { useMoney } from '@/lib/format/use-money';

/**
 * The banner's box before (and under) the template's image: the brand, the offer's headline amount and the
 * lender, all from the market's profile, so the first paint (and the prerendered page) already says whose
 * offer this is and what it offers. The image, when it comes, covers it in the same box: nothing moves.
 * The same words are in the heading and the lender's line below, so this box is hidden from screen readers.
 */
export function BannerPlaceholder() {
  const { t } = useTranslation('registration');
  const money = useMoney();
  const { brandName, legalName, advertising } = useLenderProfile();
  return (
    <div className="landing__banner-art" aria-hidden="true">
      <p className="landing__brand">{brandName}</p>
      <p className="landing__offer">{t('landing.upTo', { amount: money(advertising.maxAmount) })}</p>
      <p className="landing__by">{t('lender.line', { ns: 'common', name: legalName })}</p>
    </div>
  );
}
