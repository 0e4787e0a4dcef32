import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { siteConfig, telHref } from '../config';

export function SiteFooter() {
  const { t } = useTranslation('official');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__company">{siteConfig.companyName}</p>
        <dl className="site-footer__details">
          <div>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={telHref(siteConfig.phone)}>{siteConfig.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('footer.address')}</dt>
            <dd>{siteConfig.address}</dd>
          </div>
          {siteConfig.registrations.map((registration) => (
            <div key={registration.label}>
              <dt>{t(`footer.${registration.label}`)}</dt>
              <dd>{registration.value}</dd>
            </div>
          ))}
        </dl>
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: env.buildYear, company: siteConfig.companyName })}
        </p>
      </div>
    </footer>
  );
}
