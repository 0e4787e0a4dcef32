import dayjs, { type Dayjs } from 'dayjs';
import { parseServerDate, type DateInput } from '@/lib/format/date';

/**
 * How the annual rate is stated:
 * - `rbi` (India's APR, RBI KFS circular of 15 April 2024, Annex B): the per-period IRR of the net disbursed
 *   amount against the instalments, times the periods in a year (a nominal rate, not compounded).
 * - `banxico` (Mexico's CAT, Banco de México Circular 21/2009): the effective annual rate i solving
 *   Σ Aj(1+i)^−tj = Σ Bk(1+i)^−sk, t in years from the disbursal (`banxicoPeriodsPerYear`), IVA left out by
 *   the caller.
 */
export type RateMethod = 'rbi' | 'banxico';

export interface PlanPayment {
  /** Minor units, an integer. */
  amount: number | undefined;
  payDate: DateInput;
  /** Tax inside `amount` that the rate leaves out (Mexico's IVA on the instalment), minor units. */
  tax?: number;
}

export interface LoanCostInput {
  /** What the borrower receives now, in minor units: the totals count from it. */
  received: number | undefined;
  /** What the rate counts as received, when it differs from `received` (Mexico: the commission before IVA). */
  rateReceived?: number;
  plan: readonly PlanPayment[];
  /** The calculation date: the disbursal (or signing) day, from the server, never the phone's clock. */
  start: Date | Dayjs;
  method: RateMethod;
}

/** How the plan's dates were read into periods (docs/key-facts.md). */
export type PeriodBasis = { kind: 'monthly' } | { kind: 'days'; days: number } | { kind: 'daily' };

export interface LoanCost {
  /** Sum of the plan, minor units. */
  totalRepay: number;
  /** Total to repay minus the amount received, minor units. */
  totalCost: number;
  /** The annual rate as a fraction (0.1784 = 17.84 %), by `method`. */
  annualRate: number;
  basis: PeriodBasis;
  /** YYYY-MM-DD. */
  calculatedOn: string;
}

const DAYS_PER_YEAR = 365;

/** An amount in minor units is a finite integer; anything else is refused, never rounded. */
const isMinor = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** Gaps of a calendar month: 28 to 31 days (a February to a long month). */
const MONTH_DAYS = [28, 31] as const;

/**
 * The periods the plan's dates fall in, read as RBI's illustration reads a loan (one period per instalment):
 * - a single repayment after N days: one period of N days, 365/N a year (the tenor is the period);
 * - several, every gap (the first from the start) a calendar month long (28 to 31 days, as EMIs due on the
 *   same day of each month are): monthly, 12 a year, each instalment one period after the last; every gap
 *   exactly 28 days is four weeks, not months (no two calendar months running are both 28 days);
 * - several, every gap the same d days: periods of d days, 365/d a year;
 * - anything else (a broken first period, uneven dates): days, 365 a year.
 */
export function periodBasis(start: Dayjs, dates: readonly Dayjs[]): PeriodBasis {
  const gaps = dates.map((date, index) => date.diff(index === 0 ? start : dates[index - 1]!, 'day'));
  const first = gaps[0]!;
  if (gaps.length === 1) return first > 0 ? { kind: 'days', days: first } : { kind: 'daily' };
  const fourWeekly = gaps.every((gap) => gap === MONTH_DAYS[0]);
  if (!fourWeekly && gaps.every((gap) => gap >= MONTH_DAYS[0] && gap <= MONTH_DAYS[1]))
    return { kind: 'monthly' };
  if (first > 0 && gaps.every((gap) => gap === first)) return { kind: 'days', days: first };
  return { kind: 'daily' };
}

/** Periods per year of a basis, RBI's count ("the number of periods in a year", Annex B). */
function periodsPerYear(basis: PeriodBasis): number {
  if (basis.kind === 'monthly') return 12;
  if (basis.kind === 'days') return DAYS_PER_YEAR / basis.days;
  return DAYS_PER_YEAR;
}

/**
 * The year's periods of a payment frequency, in the units a Mexican plan is written in: 52 weeks, 26
 * catorcenas (two weeks), 24 quincenas (half-months), 13 periods of four weeks, 12 months.
 */
const BANXICO_YEAR: Readonly<Record<number, number>> = { 7: 52, 14: 26, 15: 24, 28: 13 };

/**
 * How many of the plan's periods make a year, for the CAT's times tj and sk. Banco de México, Circular
 * 21/2009, the CAT's formula: "tj = Intervalo de tiempo, expresado en años y fracciones de año, que
 * transcurre entre la fecha en que surte efecto el Contrato y la fecha de la j-ésima disposición del
 * crédito" (sk the same up to the k-th payment). The rule fixes the unit (years and fractions of a year),
 * not how a fraction is counted (no copy of the methodology's further text was at hand to say more); Banxico
 * presents the CAT as the indicator "con el cual es posible comparar el costo financiero entre créditos
 * aunque sean de plazos o periodicidades distintas". ONE rule, for every frequency: a payment's time is the plan's periods
 * elapsed over the periods in a year, a week being 1/52 of a year, a catorcena 1/26, a quincena 1/24,
 * four weeks 1/13, a month 1/12; a plan without such a period (a single payment, another gap, uneven dates)
 * is counted in its periods of days, 365 to the year. Published weekly, two-weekly and four-weekly CATs
 * (Compartamos Banco, 2016) are reproduced by this count and missed by days/365
 * (tests/unit/key-facts/published-rates.test.ts).
 */
function banxicoPeriodsPerYear(basis: PeriodBasis, payments: number): number {
  if (basis.kind === 'days' && payments > 1) return BANXICO_YEAR[basis.days] ?? DAYS_PER_YEAR / basis.days;
  return periodsPerYear(basis);
}

/** The per-period rate r > −1 solving received = Σ a / (1 + r)^t (t in periods); null when none is found. */
function periodRate(received: number, flows: readonly { amount: number; periods: number }[]): number | null {
  // In x = ln(1 + r) the present value falls strictly as x grows, so bisection converges.
  const presentValue = (x: number) =>
    flows.reduce((sum, flow) => sum + flow.amount * Math.exp(-x * flow.periods), 0);
  let low = 0;
  let high = 1;
  while (presentValue(high) > received) {
    high *= 2;
    if (high > 1e6) return null;
  }
  for (let step = 0; step < 200 && high - low > 1e-13; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return Math.expm1((low + high) / 2);
}

/**
 * The cost of a loan and its annual rate. Returns null when the plan is incomplete or inconsistent: no
 * payments, an amount that is not an integer of minor units, a missing date, a non-positive amount, a date
 * before the start, a tax larger than its payment, a plan that repays less than is received, or one whose
 * payments all fall on the start day while it costs something (no time, so no rate).
 */
export function loanCost({
  received,
  rateReceived,
  plan,
  start: startInput,
  method,
}: LoanCostInput): LoanCost | null {
  if (!isMinor(received) || received <= 0 || plan.length === 0) return null;
  const basisReceived = rateReceived ?? received;
  if (!isMinor(basisReceived) || basisReceived <= 0) return null;
  const start = dayjs(startInput).startOf('day');
  const payments: { amount: number; tax: number; date: Dayjs; days: number }[] = [];
  for (const payment of plan) {
    const date = parseServerDate(payment.payDate)?.startOf('day');
    const tax = payment.tax ?? 0;
    if (!isMinor(payment.amount) || payment.amount <= 0 || !date) return null;
    if (!isMinor(tax) || tax < 0 || tax >= payment.amount) return null;
    const days = date.diff(start, 'day');
    if (days < 0) return null;
    payments.push({ amount: payment.amount, tax, date, days });
  }
  payments.sort((a, b) => a.days - b.days);
  const totalRepay = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const totalCost = totalRepay - received;
  if (totalCost < 0) return null;
  const calculatedOn = start.format('YYYY-MM-DD');
  const basis = periodBasis(
    start,
    payments.map((payment) => payment.date),
  );
  const rateRepay = payments.reduce((sum, payment) => sum + payment.amount - payment.tax, 0);
  if (rateRepay === basisReceived) return { totalRepay, totalCost, annualRate: 0, basis, calculatedOn };
  if (rateRepay < basisReceived || payments.every((payment) => payment.days === 0)) return null;

  const perPeriod = (index: number, days: number) =>
    basis.kind === 'monthly' ? index + 1 : basis.kind === 'days' ? days / basis.days : days;
  const flows = payments.map((payment, index) => ({
    amount: payment.amount - payment.tax,
    periods: perPeriod(index, payment.days),
  }));
  const rate = periodRate(basisReceived, flows);
  if (rate === null) return null;
  const perYear = method === 'rbi' ? periodsPerYear(basis) : banxicoPeriodsPerYear(basis, payments.length);
  // RBI: the period's rate times the periods in a year. Banxico: compounded over the year, t = periods / year.
  const annualRate = method === 'rbi' ? rate * perYear : Math.expm1(perYear * Math.log1p(rate));
  return Number.isFinite(annualRate) ? { totalRepay, totalCost, annualRate, basis, calculatedOn } : null;
}
