import type { Statement } from '@/entities/loan-figures/statement';
import { Market } from '@/lib/session';
import { KfsIndia } from './kfs-india';
import { CaratulaMexico } from './caratula-mexico';

/**
 * The statement of the loan's market, each its own view beside its own model: India's Key Facts Statement
 * (./kfs-india.tsx, statement/india.ts) or Mexico's carátula (./caratula-mexico.tsx, statement/mexico.ts).
 * `headline` puts the headline figures first (India's KFS states its APR ninth; the carátula opens with the
 * CAT). The pieces both are made of are in ./statement-parts.tsx.
 */
export function KeyFactsStatement({
  statement,
  collapsible = false,
  headline = false,
}: {
  statement: Statement;
  collapsible?: boolean;
  headline?: boolean;
}) {
  // Mexico's carátula is its own view, beside its own model (statement/mexico.ts).
  if (statement.market === Market.mexico)
    return <CaratulaMexico statement={statement} collapsible={collapsible} />;
  return <KfsIndia statement={statement} collapsible={collapsible} headline={headline} />;
}
