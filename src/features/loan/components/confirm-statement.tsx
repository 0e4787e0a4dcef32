import { useMemo } from 'react';
import { buildStatement, useStatementLender, type StatementMarket } from '@/lib/key-facts';
import type { LoanConfirm } from '../api/get-loan-confirm';
import { confirmStatementInput } from '../model/statement-input';
import { KeyFactsStatement } from './key-facts-statement';

/**
 * The confirmation's statement, folded. Loaded after the page's first paint (its own chunk): the model
 * and its texts are not on the first load of /confirmLoan or of any other loan page.
 */
export default function ConfirmStatement({
  offer,
  market,
  today,
}: {
  offer: LoanConfirm;
  market: StatementMarket;
  today: Date;
}) {
  const lender = useStatementLender(market);
  const statement = useMemo(
    () => buildStatement(confirmStatementInput(offer, market, lender, today)),
    [offer, market, lender, today],
  );
  return <KeyFactsStatement statement={statement} collapsible />;
}
