import { parseServerDate, type DateInput } from '@/lib/format/date';
import { Market } from '@/lib/session/market';
import { MX_IVA_RATE } from './apr';
import { loanCost } from './finance/loan-cost';

export interface ExtensionCostInput {
  market: Market;
  /** The amount whose due date moves, minor units. */
  moved: number | undefined;
  /** What the extension costs, tax included, minor units (the fee paid today). */
  fee: number | undefined;
  /** The fee's tax, when the lender states it; Mexico otherwise takes the fee as including IVA at 16 %. */
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
      /** Mexico: the fee's IVA was not stated, so 16 % of it was taken as IVA. */
      ivaAssumed: boolean;
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
 * fee with its GST); Mexico: Banxico's CAT, compounded over the year, without the fee's IVA.
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
  // Mexico's CAT leaves IVA out: the fee counts without it (16 % of the fee's base when not stated).
  const tax = india ? 0 : statedTax ? input.feeTax! : fee - Math.round(fee / (1 + MX_IVA_RATE));
  const cost = loanCost({
    received: moved - (fee - tax),
    plan: [{ amount: moved, payDate: to.format('YYYY-MM-DD') }],
    start: from,
    method: india ? 'rbi' : 'banxico',
  });
  if (!cost) return { kind: 'unavailable', missing: 'amount' };
  return { kind: 'rate', percent: cost.annualRate * 100, days, ivaAssumed: !india && !statedTax };
}
