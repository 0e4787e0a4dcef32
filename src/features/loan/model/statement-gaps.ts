import type { LenderIdentity } from '@/entities/lender';
import { buildStatement, type ItemGap } from '@/entities/loan-figures/statement';
import type { StatementDraft } from './statement-input';
import { statementLenderOf } from './statement-lender';

/**
 * The items the loan's statement (India's KFS, Mexico's carátula) would leave empty or fill with a
 * reference value (contract §10): the statement's own model decides, so the gate and the document read the
 * same rows. Loaded by its own dynamic import, beside the statement's view, off confirmation's first load.
 */
export function statementGaps(draft: StatementDraft, identity: LenderIdentity): ItemGap[] {
  const { companyName: _company, loanLender: _lender, ...input } = draft;
  return buildStatement({ ...input, lender: statementLenderOf(identity, draft.market) }).gaps;
}
