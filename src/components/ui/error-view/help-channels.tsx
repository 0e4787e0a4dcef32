import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../phone-link';
import { useLenderProfile } from '@/lib/session/lender-profile';

/** How a borrower reaches the lender of the loan a page is about; absent parts are not offered. */
export interface HelpContact {
  phone?: string;
  email?: string;
}

/**
 * The help channels of the page's loan (contract §10: a partner lender's loan names its own support, never
 * the platform's). Undefined outside any loan: the market profile's support line stands.
 */
export const HelpContactContext = createContext<HelpContact | undefined>(undefined);

export const useHelpContact = () => useContext(HelpContactContext);

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
