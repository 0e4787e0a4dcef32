import type { Dayjs } from 'dayjs';
import { loanCost, type LoanCost, type PlanPayment } from '@/entities/loan-figures/finance/loan-cost';
import type { KeyFacts } from '@/entities/loan-figures/key-facts-schema';
import { parseServerDate, type DateInput } from '@/lib/format/date';
import { loanFees } from './fees';
import { Market } from '@/lib/session/market';

/** Mexico's IVA on interest and commission (spec §9); the CAT leaves it out. */
export const MX_IVA_RATE = 0.16;

/**
 * Decimals a loan's annual rate is written with, the same on every page of a loan: Mexico's CAT to one (as
 * Banxico and the lenders publish it: "CAT 95.7 %"), India's APR to two (as RBI's Annex B: "17.84 %").
 */
export const ANNUAL_RATE_DECIMALS: Readonly<Record<Market, number>> = {
  [Market.mexico]: 1,
  [Market.india]: 2,
};

export interface AprValue {
  kind: 'apr';
  percent: number;
  by: 'lender' | 'app';
  date?: string;
  /**
   * Mexico, app's figure only: `exact` when the lender's schedule and fees split the IVA out of every flow;
   * `assumed` when the app had to assume it (16 % of the plan's cost above the amount lent, in proportion
   * to each payment), which the statement says beside the figure.
   */
  ivaSplit?: 'exact' | 'assumed';
  /**
   * No figure: the response carried no date from the server to count from, and the phone's clock is no
   * basis for a regulated rate. `percent` is NaN then; the statement says why instead.
   */
  unavailable?: 'noServerDate';
}

export interface CostInput {
  market: Market;
  /** The calculation date: the server's (its `Date` header, the disbursal date); none: no app figure. */
  start: Date | Dayjs | undefined;
  /** What reaches the borrower (netDisbursed, else the response's amount), minor units. */
  received?: number;
  plan: readonly { date: DateInput; amount: number | undefined }[];
  keyFacts?: Partial<KeyFacts> | null;
}

export interface AppCost extends LoanCost {
  percent: number;
  ivaSplit?: 'exact' | 'assumed';
}

/** A rate of 1e20 % or more means the data is wrong. */
const MAX_PERCENT = 1e20;

const finite = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const day = (value: DateInput) => parseServerDate(value)?.format('YYYY-MM-DD');
const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Mexico: the IVA inside each flow, exactly, from the lender's figures. Each instalment's IVA is
 * `instalment − principal − interest` of its schedule line, less a commission repaid with the first
 * instalment (the commission is a cost, its `taxAmount` is IVA). A commission taken at disbursal
 * (sanctioned − netDisbursed = Σ commission + its IVA) counts before IVA in what the borrower receives.
 * Undefined when the figures do not add up to that.
 */
function exactIvaSplit(
  received: number,
  plan: readonly PlanPayment[],
  keyFacts: Partial<KeyFacts>,
): { rateReceived: number; plan: PlanPayment[] } | undefined {
  const schedule = keyFacts.schedule;
  if (!schedule || schedule.length !== plan.length) return undefined;
  // Fees taken once: an extension's fee is charged only if the borrower extends, never in the loan's cost.
  const fees = loanFees(keyFacts.fees).filter((fee) => fee.when !== 'recurring');
  if (!fees.every((fee) => finite(fee.amount))) return undefined;
  const feeAmount = sumOf(fees.map((fee) => fee.amount ?? 0));
  const feeTax = sumOf(fees.map((fee) => fee.taxAmount ?? 0));
  const { sanctionedAmount: sanctioned, netDisbursed } = keyFacts;
  const deducted = finite(sanctioned) && finite(netDisbursed) ? sanctioned - netDisbursed : 0;
  if (deducted !== 0 && deducted !== feeAmount + feeTax) return undefined;
  const feeRepaid = deducted === 0 ? feeAmount : 0;
  const split: PlanPayment[] = [];
  for (const [index, payment] of plan.entries()) {
    const line = schedule[index]!;
    if (!finite(line.instalment) || !finite(line.principal) || !finite(line.interest)) return undefined;
    if (line.instalment !== payment.amount) return undefined;
    const tax = line.instalment - line.principal - line.interest - (index === 0 ? feeRepaid : 0);
    if (tax < 0) return undefined;
    split.push({ ...payment, tax });
  }
  return { rateReceived: received + (deducted === 0 ? 0 : feeTax), plan: split };
}

/**
 * Mexico without the lender's split: the plan's cost above the amount lent is taken as carrying 16 % IVA
 * (spec §9: on interest plus commission), each payment its share in proportion to its amount.
 */
function assumedIvaSplit(lent: number, plan: readonly PlanPayment[]): PlanPayment[] | undefined {
  const amounts = plan.map((payment) => payment.amount);
  if (!amounts.every((amount): amount is number => Number.isSafeInteger(amount))) return undefined;
  const total = sumOf(amounts);
  const cost = total - lent;
  if (cost <= 0) return plan.map((payment) => ({ ...payment }));
  const tax = Math.round((cost * MX_IVA_RATE) / (1 + MX_IVA_RATE));
  let left = tax;
  return plan.map((payment, index) => {
    const share = index === plan.length - 1 ? left : Math.round((tax * amounts[index]!) / total);
    left -= share;
    return { ...payment, tax: share };
  });
}

/**
 * The app's own cost of the loan and its APR (India, RBI's method) or CAT sin IVA (Mexico, Banxico's): the
 * one computation behind the confirmation's cost summary, the cooling-off notice and the statements.
 * Null when there is no server date to count from, or the plan does not allow a rate.
 */
export function appLoanCost(input: CostInput): AppCost | null {
  const { market, start, received, keyFacts } = input;
  if (!start || !finite(received)) return null;
  const plan: PlanPayment[] = input.plan.map((line) => ({ amount: line.amount, payDate: line.date }));
  let cost: LoanCost | null;
  let ivaSplit: AppCost['ivaSplit'];
  if (market === Market.india) {
    // RBI Annex B: the net disbursed amount (every upfront deduction, GST included, already out of it).
    cost = loanCost({ received, plan, start, method: 'rbi' });
  } else {
    const exact = keyFacts ? exactIvaSplit(received, plan, keyFacts) : undefined;
    const lent = finite(keyFacts?.sanctionedAmount) ? keyFacts.sanctionedAmount : received;
    const flows = exact?.plan ?? assumedIvaSplit(lent, plan);
    if (!flows) return null;
    ivaSplit = exact ? 'exact' : 'assumed';
    cost = loanCost({ received, rateReceived: exact?.rateReceived, plan: flows, start, method: 'banxico' });
  }
  if (!cost) return null;
  const percent = cost.annualRate * 100;
  if (!Number.isFinite(percent) || percent >= MAX_PERCENT) return null;
  return { ...cost, percent, ivaSplit };
}

/** The APR/CAT: the lender's own figure when given, else the app's, labelled so. */
export function statementApr(input: CostInput): AprValue | undefined {
  const { keyFacts } = input;
  if (finite(keyFacts?.apr))
    return { kind: 'apr', percent: keyFacts.apr, by: 'lender', date: day(keyFacts.aprDate) };
  if (!input.start) return { kind: 'apr', percent: Number.NaN, by: 'app', unavailable: 'noServerDate' };
  const cost = appLoanCost(input);
  if (!cost) return undefined;
  return { kind: 'apr', percent: cost.percent, by: 'app', date: cost.calculatedOn, ivaSplit: cost.ivaSplit };
}
