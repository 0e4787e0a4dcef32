import { useTranslation } from 'react-i18next';
import { usePageData, useRefreshOnReturn } from '@/lib/router/hooks';
import { Deferred } from '@/components/ui';
import { usePageTitle } from '@/lib/page-title';
import { LoanDetailsView } from '../components/loan-details-view';
import type { load } from './loan-details.data';

export default function LoanDetailsPage() {
  const { t } = useTranslation('loan-details');
  usePageTitle(t('details.title'));
  const { details, paidPanel, productId, orderId } = usePageData<typeof load>();
  // Back from the bank's app (or any other): the data refreshes quietly.
  useRefreshOnReturn();
  return (
    <main className="page">
      <h1 className="page__title">{t('details.title')}</h1>
      <Deferred resolve={details} alongWith={paidPanel}>
        {(value) => (
          <LoanDetailsView details={value} productId={productId} orderId={orderId} paidPanel={paidPanel} />
        )}
      </Deferred>
    </main>
  );
}
