import { parseServerDate, type DateInput } from '@/lib/format/date';
import { extensionFees, loanFees } from './fees';
import type { KeyFacts, KeyFactsFee } from './key-facts-schema';

/** One charge of the loan as the borrower pays it: the lender's name for it, its amount and its tax. */
export interface OfferCharge {
  kind: 'fee' | 'interest';
  /** The lender's own name for a fee; interest is named by the page. */
  name?: string;
  /** Minor units, before tax. */
  amount: number;
  /** The tax on it (IVA, GST), minor units, when the lender's figures state or imply it. */
  tax?: number;
  /** A fee charged with every instalment. */
  recurring?: boolean;
  /**
   * Interest worked out as what is left of the cost after the lender's fees (no schedule to read it from):
   * its tax, if any, is inside the amount.
   */
  taxIncluded?: boolean;
}

export interface OfferPayments {
  count: number;
  /** YYYY-MM-DD. */
  first?: string;
  last?: string;
  /** The one amount of every payment, when they are all equal. */
  each?: number;
  /** Amounts in order, grouped where consecutive ones are equal (`2 × ₹6,692.96`). */
  groups: { amount: number; count: number }[];
}

/** What the confirmation's first screen says: what arrives, what is repaid and when, what it costs. */
export interface OfferSummary {
  /** What reaches the borrower: the lender's `netDisbursed`, else the response's amount. */
  received: number;
  /** The amount lent before deductions, when the lender states one above what arrives. */
  sanctioned?: number;
  /** Sanctioned minus received: taken from the loan when it is paid out. */
  deducted?: number;
  totalRepay?: number;
  /** Total to repay minus what arrives. */
  totalCost?: number;
  payments?: OfferPayments;
  /** The loan's charges by name; undefined when the lender did not itemise them (no `keyFacts.fees`). */
  charges?: OfferCharge[];
  /** Fees charged only if the borrower extends (contract §7): never in the cost above. */
  extensionFees: KeyFactsFee[];
}

export interface OfferSummaryInput {
  /** The response's amount (spec §2: the disbursal amount). */
  amount: number;
  plan: readonly { date: DateInput; amount: number | undefined }[];
  /** The response's first payment date, when the plan has none. */
  firstPayTime?: DateInput;
  keyFacts?: Partial<KeyFacts> | null;
}

const isMinor = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);
const day = (value: DateInput) => parseServerDate(value)?.format('YYYY-MM-DD');

function paymentsOf(plan: OfferSummaryInput['plan'], firstPayTime: DateInput): OfferPayments | undefined {
  const dated = plan
    .map((line) => ({ amount: line.amount, date: day(line.date) }))
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  if (dated.length === 0) {
    const first = day(firstPayTime);
    return first ? { count: 0, first, groups: [] } : undefined;
  }
  const amounts = dated.map((line) => line.amount);
  const groups: OfferPayments['groups'] = [];
  if (amounts.every(isMinor))
    for (const amount of amounts) {
      const last = groups.at(-1);
      if (last && last.amount === amount) last.count += 1;
      else groups.push({ amount, count: 1 });
    }
  const dates = dated.map((line) => line.date).filter((date): date is string => Boolean(date));
  return {
    count: dated.length,
    first: dates[0] ?? day(firstPayTime),
    last: dates.at(-1),
    each: groups.length === 1 ? groups[0]!.amount : undefined,
    groups,
  };
}

/**
 * The loan's charges from the lender's key facts (contract §7): each fee by its own name with its tax, and
 * the interest from the schedule with the tax the schedule's instalments carry beyond principal, interest
 * and the fees repaid with them (Mexico's IVA on interest; India's interest bears none). Without a
 * schedule, the interest is what is left of the cost after the fees. Undefined when the lender sent no fees:
 * then the page has only the total cost and the server's own breakdown.
 */
function chargesOf(
  keyFacts: Partial<KeyFacts> | null | undefined,
  deducted: number,
  totalCost: number | undefined,
  payments: number,
): OfferCharge[] | undefined {
  const given = keyFacts?.fees;
  if (!given) return undefined;
  const fees = loanFees(given).filter((fee): fee is KeyFactsFee & { amount: number } => isMinor(fee.amount));
  const charges: OfferCharge[] = fees.map((fee) => ({
    kind: 'fee',
    name: fee.name,
    amount: fee.amount,
    tax: isMinor(fee.taxAmount) && fee.taxAmount > 0 ? fee.taxAmount : undefined,
    recurring: fee.when === 'recurring' || undefined,
  }));
  const withTax = (fee: { amount: number; taxAmount?: number }) =>
    fee.amount + (isMinor(fee.taxAmount) ? fee.taxAmount : 0);
  const feesWithTax = sumOf(fees.filter((fee) => fee.when !== 'recurring').map(withTax));
  // A fee charged with every instalment is inside every instalment, so inside the cost: once per payment.
  const everyPayment = sumOf(fees.filter((fee) => fee.when === 'recurring').map(withTax));
  const schedule = keyFacts.schedule ?? [];
  const lines = schedule.filter(
    (line) => isMinor(line.interest) && isMinor(line.principal) && isMinor(line.instalment),
  );
  if (schedule.length > 0 && lines.length === schedule.length) {
    const interest = sumOf(lines.map((line) => line.interest!));
    const beyond = sumOf(lines.map((line) => line.instalment! - line.principal! - line.interest!));
    // The fees the instalments repay (those not taken from the amount paid out, and those charged with each
    // instalment) are part of `beyond`.
    const repaidFees = (deducted > 0 ? 0 : feesWithTax) + everyPayment * lines.length;
    const tax = beyond - repaidFees;
    if (interest > 0 || tax > 0)
      charges.push({ kind: 'interest', amount: interest, tax: tax > 0 ? tax : undefined });
  } else if (totalCost !== undefined) {
    const rest = totalCost - feesWithTax - everyPayment * payments;
    if (rest > 0) charges.push({ kind: 'interest', amount: rest, taxIncluded: true });
  }
  return charges;
}

export function offerSummary({ amount, plan, firstPayTime, keyFacts }: OfferSummaryInput): OfferSummary {
  const received = isMinor(keyFacts?.netDisbursed) ? keyFacts.netDisbursed : amount;
  const sanctioned = isMinor(keyFacts?.sanctionedAmount) ? keyFacts.sanctionedAmount : undefined;
  const deducted = sanctioned !== undefined && sanctioned > received ? sanctioned - received : 0;
  const amounts = plan.map((line) => line.amount);
  const totalRepay = amounts.length > 0 && amounts.every(isMinor) ? sumOf(amounts) : undefined;
  const totalCost = totalRepay !== undefined && totalRepay >= received ? totalRepay - received : undefined;
  return {
    received,
    sanctioned: deducted > 0 ? sanctioned : undefined,
    deducted: deducted > 0 ? deducted : undefined,
    totalRepay,
    totalCost,
    payments: paymentsOf(plan, firstPayTime),
    charges: chargesOf(keyFacts, deducted, totalCost, plan.length),
    extensionFees: extensionFees(keyFacts?.fees),
  };
}
