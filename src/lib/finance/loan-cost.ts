import dayjs, { type Dayjs } from 'dayjs';
import { parseServerDate, type DateInput } from '@/lib/format/date';

export interface PlanPayment {
  /** Minor units. */
  amount: number | string | null | undefined;
  payDate: DateInput;
}

export interface LoanCostInput {
  /** What the borrower receives now, in minor units. */
  received: number | string | null | undefined;
  plan: readonly PlanPayment[];
  /** The calculation date (the day the borrower signs). */
  today: Date | Dayjs;
  /**
   * Tax included in the cost, as a fraction, to leave out of the rate (Mexico's CAT is "sin IVA"; spec §9:
   * 16 % on interest plus commission, so all of the cost carries it). Each payment gives up its share of
   * the tax in proportion to its amount, since the plan does not split the tax per payment.
   */
  taxOnCost?: number;
}

export interface LoanCost {
  /** Sum of the plan, minor units. */
  totalRepay: number;
  /** Total to repay minus the amount received, minor units. */
  totalCost: number;
  /**
   * The annualised rate as a fraction (0.45 = 45 %): the annual effective IRR i that solves
   * received = Σ amountₖ / (1 + i)^(daysₖ / 365), with the tax left out when `taxOnCost` is given. It is
   * Mexico's CAT formula (Banxico) and the IRR-based APR that India's Key Fact Statement asks for.
   */
  annualRate: number;
  /** YYYY-MM-DD. */
  calculatedOn: string;
}

const DAYS_PER_YEAR = 365;

function minor(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.round(number) : null;
}

/**
 * The cost of a loan before signing. Returns null when the plan is incomplete or inconsistent:
 * no payments, a missing or unparseable amount or date, a non-positive amount, a date before the
 * calculation date, a plan that repays less than is received, or one whose payments all fall today while
 * it costs something (no time, so no rate).
 */
export function loanCost({ received, plan, today, taxOnCost = 0 }: LoanCostInput): LoanCost | null {
  const principal = minor(received);
  if (principal === null || principal <= 0 || plan.length === 0) return null;
  const start = dayjs(today).startOf('day');
  const flows: { amount: number; years: number }[] = [];
  for (const payment of plan) {
    const amount = minor(payment.amount);
    const date = parseServerDate(payment.payDate);
    if (amount === null || amount <= 0 || !date) return null;
    const days = date.startOf('day').diff(start, 'day');
    if (days < 0) return null;
    flows.push({ amount, years: days / DAYS_PER_YEAR });
  }
  const totalRepay = flows.reduce((sum, flow) => sum + flow.amount, 0);
  const totalCost = totalRepay - principal;
  if (totalCost < 0) return null;
  const calculatedOn = start.format('YYYY-MM-DD');
  if (totalCost === 0) return { totalRepay, totalCost, annualRate: 0, calculatedOn };
  if (flows.every((flow) => flow.years === 0)) return null;
  if (taxOnCost > 0) {
    const tax = totalCost - totalCost / (1 + taxOnCost);
    for (const flow of flows) flow.amount -= (tax * flow.amount) / totalRepay;
  }

  // Solve in x = ln(1 + i): f(x) = Σ a·e^(−x·t) − principal falls strictly as x grows, so bisection
  // converges; x > 0 because the plan costs something.
  const presentValue = (x: number) =>
    flows.reduce((sum, flow) => sum + flow.amount * Math.exp(-x * flow.years), 0);
  let low = 0;
  let high = 1;
  while (presentValue(high) > principal) {
    high *= 2;
    if (high > 1e6) return null;
  }
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > principal) low = middle;
    else high = middle;
  }
  return { totalRepay, totalCost, annualRate: Math.expm1((low + high) / 2), calculatedOn };
}
