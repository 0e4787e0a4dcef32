import { useMemo } from 'react';
import { buildStatement } from '@/entities/loan-figures/statement';
import { useStatementLender } from '@/entities/loan-figures/statement-lender';
import type { StatementDraft } from '../model/statement-input';
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
  const profile = useStatementLender(draft.market);
  const statement = useMemo(() => {
    const { companyName, ...input } = draft;
    // The contract names the lender when the profile does not.
    const lender = { ...profile, legalName: profile.legalName ?? companyName };
    return buildStatement({ ...input, lender });
  }, [draft, profile]);
  return <KeyFactsStatement statement={statement} collapsible={collapsible} headline={headline} />;
}
