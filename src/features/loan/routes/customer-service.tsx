import { useTranslation } from 'react-i18next';
import { usePageData } from '@/lib/router/hooks';
import { Deferred } from '@/components/ui';
import { telHref } from '@/config/market-profile';
import { useProfileHindi } from '@/lib/i18n/profile-hindi';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { getBridge } from '@/lib/bridge';
import { usePageTitle } from '@/lib/page-title';
import type { CustomerContact } from '../api/get-customer-contact';
import type { load } from './customer-service.data';

function ContactCard({ contact }: { contact: CustomerContact }) {
  const { t } = useTranslation('loan');
  const hindi = useProfileHindi();
  const { support } = useLenderProfile();
  // The server's contact first; the lender's profile when it gives none.
  const telephone = contact.va?.trim() || contact.phone?.trim() || support.phone;
  const email = contact.email?.trim() || support.email;
  return (
    <div className="card">
      <dl className="rows">
        <dt>{t('customerService.telephone')}</dt>
        <dd>
          <a
            href={telHref(telephone)}
            onClick={(event) => {
              // Inside the host app the call goes through the native bridge; a browser follows the tel: link.
              if (getBridge().callPhone(telephone)) event.preventDefault();
            }}
          >
            {telephone}
          </a>
        </dd>
        <dt>{t('customerService.email')}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>{t('customerService.hours')}</dt>
        <dd>{hindi?.hours ?? support.hours}</dd>
      </dl>
    </div>
  );
}

export default function CustomerServicePage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('customerService.title'));
  const { contact } = usePageData<typeof load>();
  return (
    <main className="page">
      <h1 className="page__title">{t('customerService.title')}</h1>
      <p>{t('customerService.intro')}</p>
      <Deferred resolve={contact}>{(value) => <ContactCard contact={value} />}</Deferred>
    </main>
  );
}
