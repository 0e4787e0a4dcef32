import { useTranslation } from 'react-i18next';
import { usePageData } from '@/lib/router/hooks';
import { Deferred, PhoneLink } from '@/components/ui';
import { LenderLine, useLoanIdentity, useSupportContact, type LenderIdentity } from '@/entities/lender';
import { useRouteQuery } from '@/lib/session/react';
import { usePageTitle } from '@/lib/page-title';
import type { CustomerContact } from '../api/get-customer-contact';
import type { load } from './customer-service.data';

function ContactCard({ contact, identity }: { contact: CustomerContact; identity: LenderIdentity }) {
  const { t } = useTranslation('loan');
  const support = useSupportContact(identity);
  // The platform lender's: the server's contact first, its profile's where it gives none. A partner
  // lender's loan (contract §10): that lender's own channels alone, never the platform's.
  const telephone = identity.platform
    ? contact.va?.trim() || contact.phone?.trim() || support.phone
    : support.phone;
  const email = identity.platform ? contact.email?.trim() || support.email : support.email;
  return (
    <div className="card">
      <dl className="rows">
        {telephone ? (
          <>
            <dt>{t('customerService.telephone')}</dt>
            <dd>
              <PhoneLink phone={telephone}>{telephone}</PhoneLink>
            </dd>
          </>
        ) : null}
        {email ? (
          <>
            <dt>{t('customerService.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        ) : null}
        {support.hours ? (
          <>
            <dt>{t('customerService.hours')}</dt>
            <dd>{support.hours}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

export default function CustomerServicePage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('customerService.title'));
  const { contact } = usePageData<typeof load>();
  // Reached from a loan's page, the loan's own lender answers (contract §10).
  const { orderId } = useRouteQuery();
  const identity = useLoanIdentity({ orderId });
  return (
    <main className="page">
      <h1 className="page__title">{t('customerService.title')}</h1>
      {identity.platform ? null : <LenderLine orderId={orderId} />}
      <p>{t('customerService.intro')}</p>
      <Deferred resolve={contact}>{(value) => <ContactCard contact={value} identity={identity} />}</Deferred>
    </main>
  );
}
