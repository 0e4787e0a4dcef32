import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/config/market-profile';
import { formatDate, useNumberFormat } from '@/lib/format';

/**
 * Who is asking for the number, and what the headline's offer costs: the lender's registered name and
 * identifiers, and Mexico's CAT promedio "sin IVA, para fines informativos y de comparación" with its date
 * (CONDUSEF and Banxico's rules on credit advertising), or India's representative APR when the profile has
 * one. All from the market's profile, known at build, so the prerendered page already shows it.
 */
export function LenderIdentity() {
  const { t } = useTranslation('registration');
  const profile = useLenderProfile();
  const { percent } = useNumberFormat();
  let cost: string | null;
  let ids: string;
  if (profile.market === 'mx') {
    const { cat, catDate } = profile.advertising;
    cost = t('advertising.cat', { cat: percent(cat, 1), date: formatDate(catDate) });
    ids = t('lender.mexico', profile.registration);
  } else {
    const { apr, aprDate } = profile.advertising;
    cost =
      apr === undefined
        ? null
        : aprDate
          ? t('advertising.apr', { apr: percent(apr, 1), date: formatDate(aprDate) })
          : t('advertising.aprUndated', { apr: percent(apr, 1) });
    ids = t('lender.india', profile.registration);
  }
  return (
    <div className="landing__legal">
      {cost ? <p className="landing__cost">{cost}</p> : null}
      <p className="landing__lender">
        <span className="visually-hidden">{t('lender.label')} </span>
        <strong>{profile.legalName}</strong> · {ids}
      </p>
    </div>
  );
}
