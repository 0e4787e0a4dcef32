import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui';
import { usePageTitle } from '@/lib/page-title';
import { useRouteQuery } from '@/lib/session/react';
import { LoanDetailsView } from '../components/loan-details-view';
import type { loader } from './loan-details.data';
import { useRefreshOnReturn } from '@/lib/router/refresh';

export default function LoanDetailsPage() {
  const { t } = useTranslation('loan-details');
  usePageTitle(t('details.title'));
  const { details, paidPanel } = useLoaderData<typeof loader>();
  // Back from the bank's app (or any other): the data refreshes quietly.
  useRefreshOnReturn();
  const { productId, orderId } = useRouteQuery();
  return (
    <main className="page">
      <h1 className="page__title">{t('details.title')}</h1>
      <Deferred resolve={details}>
        {(value) => (
          <LoanDetailsView details={value} productId={productId} orderId={orderId} paidPanel={paidPanel} />
        )}
      </Deferred>
    </main>
  );
}
