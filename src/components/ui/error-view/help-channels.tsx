import { useTranslation } from 'react-i18next';
import { telHref } from '@/config/market-profile';
import { useLenderProfile } from '@/lib/session/lender-profile';

/**
 * Where a borrower whose page failed can still reach the lender: its customer-service phone and e-mail from
 * the market's profile (known at build, so shown even when no call succeeds). Real links, one tap each.
 */
export function HelpChannels() {
  const { t } = useTranslation('common');
  const { support } = useLenderProfile();
  return (
    <div className="error-view__help">
      <p className="error-view__help-title">{t('errors.help')}</p>
      <div className="error-view__help-list">
        <a className="btn btn--small" href={telHref(support.phone)}>
          {t('errors.call', { phone: support.phone })}
        </a>
        <a className="btn btn--small" href={`mailto:${support.email}`}>
          {t('errors.email', { email: support.email })}
        </a>
      </div>
    </div>
  );
}
