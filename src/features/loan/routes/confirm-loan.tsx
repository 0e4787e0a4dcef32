import { useTranslation } from 'react-i18next';
import { usePageData } from '@/lib/router/hooks';
import { Deferred } from '@/components/ui';
import { usePageTitle } from '@/lib/page-title';
import { ConfirmLoanView } from '../components/confirm-loan-view';
import type { load } from './confirm-loan.data';

export default function ConfirmLoanPage() {
  const { t } = useTranslation('loan-confirm');
  usePageTitle(t('confirm.title'));
  const { confirm, productId } = usePageData<typeof load>();
  return (
    <main className="page">
      <h1 className="page__title">{t('confirm.title')}</h1>
      <Deferred resolve={confirm}>
        {(offer) => <ConfirmLoanView initial={offer} productId={productId} />}
      </Deferred>
    </main>
  );
}
