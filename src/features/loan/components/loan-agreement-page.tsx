import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '@/config/paths';
import { LenderLine } from '@/entities/lender';
import { isServerDate } from '@/lib/format';
import { usePageData } from '@/lib/router/hooks';
import { Deferred } from '@/components/ui';
import { usePageTitle } from '@/lib/page-title';
import { useMarket } from '@/lib/session/react';
import type { Contract } from '../api/get-contract';
import { contractStatementInput } from '../model/statement-input';
import type { load } from '../routes/loan-agreement.data';
import { PromissoryNote } from './promissory-note';
import './loan.css';

// The statement's own chunk and texts (shared with confirmation's sheet and /loanStatement, off every page's
// first load), fetched after the note has painted: it is the agreement's annex, below the note, so nothing
// the borrower is reading moves when it arrives.
const StatementView = lazy(() => import('./statement-view'));

/**
 * The loan agreement, one document in three parts, each named once: the loan terms and conditions
 * (/loanTerms, whose sections the KFS cites), the promissory note or pagaré, and the summary box as its annex
 * (India's Key Facts Statement, which RBI's KFS circular asks to be part of the loan agreement; Mexico's
 * carátula, which the contrato de adhesión makes part of itself). Before Apply (a contract without its date)
 * it says so, and the note tells what will happen, never what has not.
 */
function Agreement({ contract, inPeriods }: { contract: Contract; inPeriods: boolean }) {
  const { t } = useTranslation('loan-agreement');
  const market = useMarket();
  const termsId = useId();
  const signed = isServerDate(contract.contractDate);
  const summary = useMemo(
    () => contractStatementInput(contract, null, market, undefined),
    [contract, market],
  );
  return (
    <>
      <LenderLine
        lender={contract.lender}
        fallbackName={contract.company}
        brand={contract.productName || undefined}
      />
      <p className="loan-muted">{t(signed ? 'intro' : 'introDraft')}</p>
      <section className="card" aria-labelledby={termsId}>
        <h2 id={termsId} className="loan-section-title">
          {t('terms.title')}
        </h2>
        <p>{t('terms.text')}</p>
        <Link className="loan-link" to={linkTo(paths.loanTerms)}>
          {t('terms.link')}
        </Link>
      </section>
      <PromissoryNote contract={contract} inPeriods={inPeriods} />
      <Suspense fallback={<p className="loan-muted">{t('common:loading')}</p>}>
        <StatementView draft={summary} collapsible />
      </Suspense>
    </>
  );
}

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
        {(value) => <Agreement contract={value} inPeriods={inPeriods} />}
      </Deferred>
    </main>
  );
}
