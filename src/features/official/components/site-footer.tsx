import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { telHref, type LenderProfile } from '@/config/market-profile';
import { useProfileHindi } from '@/lib/i18n/profile-hindi';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { SiteGrievance } from './site-grievance';

type RegistrationLabel = 'rfc' | 'condusef' | 'reca' | 'cin' | 'rbiCor';

/** Each market's own registration identifiers: Mexico's RFC, CONDUSEF and RECA; India's CIN and RBI CoR. */
function registrations(profile: LenderProfile): [RegistrationLabel, string][] {
  if (profile.market === 'in') {
    return [
      ['cin', profile.registration.cin],
      ['rbiCor', profile.registration.rbiCor],
    ];
  }
  return [
    ['rfc', profile.registration.rfc],
    ['condusef', profile.registration.condusef],
    ['reca', profile.registration.reca],
  ];
}

/** spec §2, §9: the lender's details, from the lender's profile of the page's market. */
export function SiteFooter() {
  const { t } = useTranslation('official');
  const profile = useLenderProfile();
  const { phone, email } = profile.support;
  const hindi = useProfileHindi();
  const hours = hindi?.hours ?? profile.support.hours;
  const address = hindi?.address || profile.address;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__company">{profile.legalName}</p>
        <dl className="site-footer__details">
          <div>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </div>
          <div>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('footer.hours')}</dt>
            <dd>{hours}</dd>
          </div>
          <div>
            <dt>{t('footer.address')}</dt>
            <dd>{address}</dd>
          </div>
          {registrations(profile).map(([label, value]) => (
            <div key={label}>
              <dt>{t(`footer.${label}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <SiteGrievance />
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: env.buildYear, company: profile.legalName })}
        </p>
      </div>
    </footer>
  );
}
