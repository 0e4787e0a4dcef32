import { Market } from '@/lib/session/market';
import { Builder, statementFacts } from './builder';
import { indiaRows } from './india';
import { mexicoRows } from './mexico';
import type { Statement, StatementInput, StatementRow, StatementSection } from './types';

export * from './types';
export { statementSchedule } from './schedule';
export { MX_IVA_RATE, statementApr, type AprValue } from '../apr';

/**
 * The Key Facts Statement (India, ./india.ts) and the carátula (Mexico, ./mexico.ts) as data: ordered rows
 * per market, each with its label key, value and the regulator's paragraph it answers (`source`), plus the
 * rows that could not be filled and the field that would fill each. A row without data is left out, never
 * invented.
 */
export function buildStatement(input: StatementInput): Statement {
  const facts = statementFacts(input);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: each market's rows name their section first
  const b = new Builder(input.market === Market.india ? 'part1' : 'caratula');
  if (input.market === Market.india) indiaRows(b, facts);
  else mexicoRows(b, facts);
  const { apr } = facts;
  return {
    market: input.market,
    signed: input.signed ?? false,
    rows: b.rows,
    missing: b.missing,
    gaps: b.gaps,
    schedule: facts.schedule,
    figures: facts.figures,
    headline: {
      received: facts.received,
      totalToPay: facts.totalToPay,
      apr: apr?.unavailable ? undefined : apr,
      term: facts.days ?? undefined,
    },
  };
}

/** Rows of one section, in order. */
export function sectionRows(statement: Statement, section: StatementSection): StatementRow[] {
  return statement.rows.filter((row) => row.section === section);
}
