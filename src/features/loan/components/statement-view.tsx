import { useMemo } from 'react';
import { buildStatement } from '@/entities/loan-figures/statement';
import { useStatementLender, type StatementLender } from '@/entities/loan-figures/statement-lender';
import { namesSameCompany, type OfferLender } from '@/entities/lender';
import { Market } from '@/lib/session';
import type { StatementDraft } from '../model/statement-input';
import { KeyFactsStatement } from './key-facts-statement';

/**
 * The lender a loan's statement names (contract §10): the loan's own when it names another company than the
 * profile's, with only what the loan says of it (its name, India's registration); the profile's registry
 * numbers and complaint contacts are another company's, so those rows read as not given. The contract's
 * `company` names the lender when the profile does not.
 */
function statementLenderOf(
  profile: StatementLender,
  market: Market,
  loanLender: OfferLender | undefined,
  companyName: string | undefined,
): StatementLender {
  if (
    loanLender &&
    !(profile.legalName && namesSameCompany(loanLender.legalName, { legalName: profile.legalName }))
  )
    return {
      legalName: loanLender.legalName,
      rbiCoR: market === Market.india ? loanLender.registration?.replace(/^RBI\s*CoR\s*/i, '') : undefined,
    };
  return { ...profile, legalName: profile.legalName ?? companyName };
}

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
  const profile = useStatementLender(draft.market);
  const statement = useMemo(() => {
    const { companyName, loanLender, ...input } = draft;
    return buildStatement({
      ...input,
      lender: statementLenderOf(profile, draft.market, loanLender, companyName),
    });
  }, [draft, profile]);
  return <KeyFactsStatement statement={statement} collapsible={collapsible} headline={headline} />;
}
