import { useLoanIdentity } from '@/entities/lender';
import { buildStatement } from '@/entities/loan-figures/statement';
import type { StatementDraft } from '../model/statement-input';
import { statementLenderOf } from '../model/statement-lender';
import { KeyFactsStatement } from './key-facts-statement';

/**
 * The statement (India's KFS, Mexico's carátula) from its inputs and the lender's details. A chunk of its
 * own, loaded after the page's first paint by confirmation and by the signed loan's page alike: the model,
 * the view and their texts are on no page's first load.
 */
export default function StatementView({
  draft,
  collapsible = false,
  headline = false,
}: {
  draft: StatementDraft;
  collapsible?: boolean;
  headline?: boolean;
}) {
  // The loan's own lender (the contract's `company` names it when no `lender` does), else the profile's.
  const identity = useLoanIdentity({ lender: draft.loanLender, fallbackName: draft.companyName });
  // Built on each render: the view renders again only when its draft or its lender changes.
  const { companyName: _company, loanLender: _lender, ...input } = draft;
  const statement = buildStatement({ ...input, lender: statementLenderOf(identity, draft.market) });
  return <KeyFactsStatement statement={statement} collapsible={collapsible} headline={headline} />;
}
