import { parseServerDate, type DateInput } from '@/lib/format/date';
import { Market } from '@/lib/session/market';
import { loanCost } from './finance/loan-cost';

export interface ExtensionCostInput {
  market: Market;
  /** The amount whose due date moves, minor units. */
  moved: number | undefined;
  /** What the extension costs, tax included, minor units (the fee paid today). */
  fee: number | undefined;
  /**
   * The fee's tax as the server states it (contract §7 `delayInfo.taxAmount`): Mexico's CAT leaves it out.
   * Without it nothing is assumed: the whole fee counts, and the result says so (`taxExcluded: false`).
   */
  feeTax?: number;
  /** The due date before the extension. */
  from: DateInput;
  /** The new due date. */
  to: DateInput;
}

export type ExtensionCost =
  | {
      kind: 'rate';
      /** India's APR or Mexico's CAT sin IVA of the postponement, in percent. */
      percent: number;
      /** The days the due date moves. */
      days: number;
      /**
       * The fee's tax was left out (Mexico, with the tax stated): a CAT sin IVA. False when the whole fee
       * counts (India's APR always; Mexico when the server did not state the tax): then no CAT is claimed.
       */
      taxExcluded: boolean;
    }
  | {
      kind: 'unavailable';
      /** What the page lacks: the amount that moves, or one of the two due dates. */
      missing: 'amount' | 'dates';
    };

const isMinor = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * What a postponement costs in annual terms, by the loan's own method. The postponement is read as a loan:
 * the amount due is lent again from the old due date to the new one, its fee taken up front as a loan's
 * fee is taken from what is paid out (RBI Annex B counts the net disbursed amount; the CAT counts a
 * commission at disbursal the same way). India: RBI's APR (the period's rate × the periods in a year, the
 * fee with its GST); Mexico: Banxico's CAT, compounded over the year, without the fee's IVA as the server
 * states it. A tax the server did not state is never guessed: the whole fee then counts.
 */
export function extensionCost(input: ExtensionCostInput): ExtensionCost {
  const { market, moved, fee } = input;
  if (!isMinor(moved) || !isMinor(fee) || fee <= 0 || moved <= fee)
    return { kind: 'unavailable', missing: 'amount' };
  const from = parseServerDate(input.from)?.startOf('day');
  const to = parseServerDate(input.to)?.startOf('day');
  const days = from && to ? to.diff(from, 'day') : 0;
  if (!from || !to || days <= 0) return { kind: 'unavailable', missing: 'dates' };
  const india = market === Market.india;
  const statedTax = isMinor(input.feeTax) && input.feeTax >= 0 && input.feeTax < fee;
  // Mexico's CAT leaves IVA out, when the server says how much it is; India's APR counts the fee with its GST.
  const taxExcluded = !india && statedTax;
  const tax = taxExcluded ? input.feeTax! : 0;
  const cost = loanCost({
    received: moved - (fee - tax),
    plan: [{ amount: moved, payDate: to.format('YYYY-MM-DD') }],
    start: from,
    method: india ? 'rbi' : 'banxico',
  });
  if (!cost) return { kind: 'unavailable', missing: 'amount' };
  return { kind: 'rate', percent: cost.annualRate * 100, days, taxExcluded };
}
