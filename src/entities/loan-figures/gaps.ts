import * as v from 'valibot';
import { calls } from '@/config/calls';
import { loanCallDated } from '@/lib/http';
import { listOf, minor, optionalMinor, optionalNumeric, serverDate, text } from '@/lib/http/schema-parts';
import { OptionalKeyFactsSchema } from '@/entities/loan-figures/key-facts-schema';
import { buildStatement, type MissingRow } from './statement';
import type { Market } from '@/lib/session/market';
import { statementLender } from './statement-lender';

/** The parts of the confirm response (contract §3, §7) the statement reads. */
const OfferSchema = v.object({
  amount: minor,
  periods: optionalNumeric,
  termUnit: text,
  repay_plans: listOf(v.object({ amount: optionalMinor, pay_time: serverDate })),
  comProductName: text,
  keyFacts: OptionalKeyFactsSchema,
});

/**
 * For /testPreview, loaded only by its dynamic import (so the statement's code stays with the loan pages'
 * chunks, off every other first load). The rows the market's statement leaves out for this offer, each with the profile or response field
 * that fills it (the cooling-off row, worked out from the tenor on the page, is not checked here).
 */
export async function getStatementGaps(productId: string | undefined, market: Market): Promise<MissingRow[]> {
  const { data: offer, serverDate: start } = await loanCallDated(calls.loanConfirm, OfferSchema, {
    productId,
  });
  const statement = buildStatement({
    market,
    // The server's date, as on confirmation: the statement's term rows count from it.
    start,
    received: offer.amount,
    periods: offer.periods,
    termUnit: offer.termUnit,
    plan: offer.repay_plans.map((line) => ({ date: line.pay_time, amount: line.amount })),
    keyFacts: offer.keyFacts,
    lender: statementLender(market),
    productName: offer.comProductName || undefined,
  });
  return statement.missing;
}
