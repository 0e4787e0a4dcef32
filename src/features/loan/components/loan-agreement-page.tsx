import { useTranslation } from 'react-i18next';
import { LenderLine } from '@/entities/lender';
import { usePageData } from '@/lib/router/hooks';
import { Deferred } from '@/components/ui';
import { usePageTitle } from '@/lib/page-title';
import type { load } from '../routes/loan-agreement.data';
import { PromissoryNote } from './promissory-note';
import './loan.css';

/** The loan agreement page, plain (/loanAgreement) or in periods (/agony). */
export function LoanAgreementPage({ inPeriods }: { inPeriods: boolean }) {
  const { t } = useTranslation('loan-agreement');
  const title = inPeriods ? t('periodsTitle') : t('title');
  usePageTitle(title);
  const { contract } = usePageData<typeof load>();
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <Deferred resolve={contract}>
        {(value) => (
          <>
            <LenderLine
              lender={value.lender}
              fallbackName={value.company}
              brand={value.productName || undefined}
            />
            <PromissoryNote contract={value} inPeriods={inPeriods} />
          </>
        )}
      </Deferred>
    </main>
  );
}
