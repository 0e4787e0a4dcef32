import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../phone-link';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { useHelpContact } from './help-contact';

/**
 * Where a borrower whose page failed can still reach the lender: the page's loan's lender (HelpContact,
 * known from the loan's earlier answers), else the customer-service phone and e-mail of the market's profile
 * (known at build, so shown even when no call succeeds). Real links, one tap each.
 */
export function HelpChannels() {
  const { t } = useTranslation('common');
  const { support } = useLenderProfile();
  const { phone, email } = useHelpContact() ?? support;
  if (!phone && !email) return null;
  return (
    <div className="error-view__help">
      <p className="error-view__help-title">{t('errors.help')}</p>
      <div className="error-view__help-list">
        {phone ? (
          <PhoneLink className="btn btn--small" phone={phone}>
            {t('errors.call', { phone })}
          </PhoneLink>
        ) : null}
        {email ? (
          <a className="btn btn--small" href={`mailto:${email}`}>
            {t('errors.email', { email })}
          </a>
        ) : null}
      </div>
    </div>
  );
}
