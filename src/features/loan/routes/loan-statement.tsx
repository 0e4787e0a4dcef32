import { useMemo, useRef } from 'react';
import { usePageData } from '@/lib/router/hooks';
import { useTranslation } from 'react-i18next';
import { Deferred, showToast } from '@/components/ui';
import { usePageTitle } from '@/lib/page-title';
import { Market } from '@/lib/session';
import { useMarket } from '@/lib/session/react';
import type { Contract } from '../api/get-contract';
import type { LoanDetails } from '../api/get-loan-details';
import { contractStatementInput } from '../model/statement-input';
import { saveStatementFile } from '../utils/save-statement';
import type { load } from './loan-statement.data';
import '../components/loan.css';
import './loan-statement.css';

import StatementView from '../components/statement-view';

function SignedStatement({
  contract,
  loan,
  serverDate,
  orderId,
}: {
  contract: Contract;
  loan: LoanDetails | null;
  /** The details' answer's `Date` header: the date counted from when the disbursal date is missing. */
  serverDate: Date | undefined;
  orderId: string | undefined;
}) {
  const { t, i18n } = useTranslation('loan-statement');
  const market = useMarket();
  const draft = useMemo(
    () => contractStatementInput(contract, loan, market, serverDate),
    [contract, loan, market, serverDate],
  );
  const holder = useRef<HTMLDivElement>(null);

  const save = () => {
    const element = holder.current?.querySelector<HTMLElement>('.kfs');
    if (!element) return;
    const title = t(market === Market.india ? 'kfs.title' : 'caratula.title');
    const name = `${market === Market.india ? 'key-facts-statement' : 'caratula'}-${orderId || 'loan'}.html`;
    saveStatementFile(element, title, i18n.language, name);
    showToast(t('statement.saved', { name }));
  };

  return (
    <div ref={holder}>
      {/* The KFS states its APR ninth (Annex A item 9): its headline figures go first. The carátula
            already opens with the CAT and the amounts. */}
      <StatementView draft={draft} headline={market === Market.india} />
      <div className="statement-actions">
        <button type="button" className="btn btn--primary btn--block" onClick={() => window.print()}>
          {t('statement.print')}
        </button>
        <button type="button" className="btn btn--block" onClick={save}>
          {t('statement.save')}
        </button>
      </div>
    </div>
  );
}

/**
 * After signing: the same statement as on confirmation, for one order, from the contract's terms. It
 * prints on one A4 page (print stylesheet) and saves as a self-contained HTML file.
 */
export default function LoanStatementPage() {
  const { t } = useTranslation('loan-statement');
  usePageTitle(t('statement.pageTitle'));
  const { statement, orderId } = usePageData<typeof load>();
  return (
    <main className="page statement-page">
      <h1 className="page__title">{t('statement.pageTitle')}</h1>
      <Deferred resolve={statement}>
        {({ contract, loan, serverDate }) => (
          <SignedStatement contract={contract} loan={loan} serverDate={serverDate} orderId={orderId} />
        )}
      </Deferred>
    </main>
  );
}
