import dayjs from 'dayjs';
import { appLoanCost } from '@/entities/loan-figures/apr';
import { Market } from '@/lib/session/market';
import {
  ALIVIO_CAT,
  COMPARTAMOS_CAT,
  COMPARTAMOS_FOUR_WEEKLY,
  COMPARTAMOS_TWO_WEEKLY,
  COMPARTAMOS_WEEKLY,
  COMPARTAMOS_WEEKLY_ADDITIONAL,
  RBI_ANNEX_B,
  RBL_KFS,
  type PublishedLoan,
} from '../../support/published-loans';

/**
 * The app's APR (India) and CAT (Mexico) against figures regulators and lenders PUBLISHED, with the inputs
 * as a lender would send them (plan and keyFacts, no `apr`). Each case also shows that the app's former
 * methods (annual compounding for India; the whole cost ÷ 1.16 for Mexico's IVA, with the commission's IVA
 * counted as a reduction of what the borrower receives) miss the published figure.
 */

/** The app's former formula: annual effective IRR on days / 365, optionally the cost ÷ 1.16 spread by size. */
function formerRate({ keyFacts, plan, start }: PublishedLoan, taxOnCost = 0): number {
  const received = keyFacts.netDisbursed;
  const total = plan.reduce((sum, line) => sum + line.amount, 0);
  const tax = taxOnCost ? total - received - (total - received) / (1 + taxOnCost) : 0;
  const flows = plan.map((line) => ({
    amount: line.amount - (tax * line.amount) / total,
    years: dayjs(line.date).diff(dayjs(start), 'day') / 365,
  }));
  let low = 0;
  let high = 100;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    const pv = flows.reduce((sum, flow) => sum + flow.amount / (1 + middle) ** flow.years, 0);
    if (pv > received) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 100;
}

/**
 * The CAT with every time counted as days / 365 (the other reading of Banxico's "años y fracciones de año"),
 * on the same flows without IVA: the reading the app no longer uses for periodic plans.
 */
function daysOver365(loan: PublishedLoan): number {
  const flows = (loan.keyFacts.schedule ?? []).map((line) => ({
    amount: line.principal! + line.interest!,
    years: dayjs(line.date).diff(dayjs(loan.start), 'day') / 365,
  }));
  let low = 0;
  let high = 100;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    const pv = flows.reduce((sum, flow) => sum + flow.amount / (1 + middle) ** flow.years, 0);
    if (pv > loan.keyFacts.netDisbursed) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 100;
}

const cost = (loan: PublishedLoan) =>
  appLoanCost({
    market: loan.market === 'in' ? Market.india : Market.mexico,
    start: new Date(loan.start),
    received: loan.keyFacts.netDisbursed,
    plan: loan.plan,
    keyFacts: loan.keyFacts,
  })!;

describe('India: APR by RBI’s method against published Key Facts Statements', () => {
  it('RBI’s own illustration (Annex B): ₹1,00,000, 12 EMIs of ₹8,885, ₹97,000 net → 17.84 %', () => {
    // Source: Reserve Bank of India, "Key Facts Statement (KFS) for Loans & Advances",
    // DOR.STR.REC.13/13.03.00/2024-25, 15 April 2024, Annex B "Illustration for computation of APR for
    // Retail and MSME loans": sanctioned ₹1,00,000, 1 year, 12 EMIs of ₹8,885 from one month after
    // sanction, fees ₹3,000, net disbursed ₹97,000, APR 17.84 %.
    // Tolerance: the APR is printed to 2 decimals (±0.005) from an EMI printed to the rupee; an EMI
    // anywhere in ₹8,884.50–₹8,885.49 moves the APR by up to ±0.011 pp (17.817–17.838), so ±0.016.
    const apr = cost(RBI_ANNEX_B);
    expect(apr.basis).toEqual({ kind: 'monthly' });
    expect(Math.abs(apr.percent - 17.84)).toBeLessThanOrEqual(0.016);
    // Compounding the same flows (the former method) gives about 19.4 %: nowhere near.
    expect(Math.abs(formerRate(RBI_ANNEX_B) - 17.84)).toBeGreaterThan(1);
  });

  it('RBL Bank’s KFS (Dial for Cash, 24 months, processing fee + 18 % GST at disbursal) → 24.16 %', () => {
    // Source: RBL Bank Ltd, Key Facts Statement, Annex A Part 1, loan 101-0000180504 "Dial For Cash",
    // published on Scribd (document 809869650, first EPI 2025-01-01): sanctioned ₹47,000.00, 24 monthly EPIs
    // of ₹2,415.14, processing fee ₹1,175.00 "net of taxes such as GST" (GST 18 % = ₹211.50, so ₹45,613.50
    // reaches the borrower), APR 24.16 %.
    // Tolerance ±0.01: with a full first month RBI's method gives 24.154 %, 0.006 pp under the printed
    // 24.16 %, just beyond the print's own ±0.005. The KFS states neither the disbursal date nor how the
    // bank rounds, so that last 0.001 pp is not explained here; it is far inside the gap to the former
    // method's 27.03 %.
    expect(Math.abs(cost(RBL_KFS).percent - 24.16)).toBeLessThanOrEqual(0.01);
    // The former method showed about 27.0 %.
    expect(Math.abs(formerRate(RBL_KFS) - 24.16)).toBeGreaterThan(2);
  });
});

describe('Mexico: CAT by Banxico’s method against published examples', () => {
  it('Alivio Capital’s "ejemplo de CAT": $20,000, 12 months, 58 % ordinary rate, 5 % commission → 95.7 % sin IVA', () => {
    // Source: Alivio Capital, "CAT — Préstamo Médico para tratamiento o cirugía", https://www.aliviocapital.com/cat,
    // "Ejemplo al 26 junio del 2020": monto autorizado $20,000.00, plazo 12 meses, tasa de interés ordinario
    // 58.00 %, comisión por apertura 5.00 %, CAT 95.7 %.
    // The page does not print the payment or the schedule, so they are CONSTRUCTED (support/published-loans.ts) strictly from what it
    // states, as a Mexican lender sends them: a fixed monthly payment at 58 %/12 on $20,000 (principal plus
    // interest, to the centavo), 16 % IVA on each interest, the $1,000 commission and its $160 IVA taken at
    // disbursal. Banxico's method then gives 95.61 %; a payment rounded up to the whole peso ($2,236, the
    // printed rounding is not stated) gives 95.72 %. Tolerance ±0.1: the printed figure's ±0.05 plus the
    // unstated rounding of the payment.
    const cat = cost(ALIVIO_CAT);
    expect(cat.ivaSplit).toBe('exact');
    expect(Math.abs(cat.percent - 95.7)).toBeLessThanOrEqual(0.1);
    // The former method (cost ÷ 1.16, the commission's IVA taken off what is received): about 98.5 %.
    expect(Math.abs(formerRate(ALIVIO_CAT, 0.16) - 95.7)).toBeGreaterThan(1);
  });

  it('Compartamos Banco’s "Crédito Crece y Mejora" (2016): $10,001, 12 monthly payments, 82.0 % → CAT 121.0 % sin IVA', () => {
    // Source: Compartamos Banco, product table (English, investor material) "(1) APR (Annual Percentage Rate).
    // Annual rate, it reflects costs the institution charges to clients…", stored copy at
    // https://paperzz.com/doc/8144794/-1--apr--annual-percentage-rate-.-annual-rate--it-reflect...,
    // "APR and CAT were calculated as 2016/03/01": Crédito Crece y Mejora, loan amount $10,001, maturity
    // 12 months, APR 82.0 %, "Average CAT … monthly payment" 121.0 %, "* Without IVA"; "Compartamos does not
    // charge any ordinary fee to its clients" (no commission). The stored copy is a flattened table: the
    // monthly-payment column holds 102.3 % and 121.0 % for the two monthly products (Crédito Individual at
    // 72.6 %, this one at 82.0 %); the pairing is by row order and by the arithmetic: 82 %/12 compounded over
    // 12 months is 121.045 % (printed 121.0 %), while 72.6 %/12 gives 102.36 %, the other entry's 102.3 %
    // only if that rate is itself rounded from 72.59 % or less (a footnote ** speaks of a weighted average).
    // The page prints neither the payment nor the schedule, so they are CONSTRUCTED (support/published-loans.ts) from what it states, as a
    // Mexican lender sends them: a fixed monthly payment at 82 %/12 on $10,001 (principal plus interest, to
    // the centavo), 16 % IVA on each interest, no commission. With no commission the CAT sin IVA is the
    // monthly rate compounded over the year whatever the amortisation, so the constructed schedule moves it
    // only by centavo rounding: Banxico's method gives 121.045 %. Tolerance ±0.05: the printed figure's own
    // rounding (121.045 sits near its edge; the APR printed to one decimal alone would allow ±0.1).
    const cat = cost(COMPARTAMOS_CAT);
    expect(cat.ivaSplit).toBe('exact');
    expect(cat.basis).toEqual({ kind: 'monthly' });
    expect(Math.abs(cat.percent - 121.0)).toBeLessThanOrEqual(0.05);
    // The former method (cost ÷ 1.16 spread by payment size, days / 365): about 122.5 %.
    expect(Math.abs(formerRate(COMPARTAMOS_CAT, 0.16) - 121.0)).toBeGreaterThan(1);
  });

  // The same table (Compartamos Banco, "APR and CAT were calculated as 2016/03/01", stored copy at
  // https://paperzz.com/doc/8144794/-1--apr--annual-percentage-rate-.-annual-rate--it-reflect...) prints, by
  // payment frequency, "Crédito Mujer (Women Credit) $3,576 16 weeks 78.0 % 116.9 %" and "Crédito Adicional
  // $6,007 11 weeks 77.0 % 114.8 %" under "Average CAT (2) weekly payment", "Crédito Comerciante $6,006 10
  // every two weeks 90.0 %" with 142.3 % ("biweekly payment") and "CCR $10,005 12 every four weeks 90.3 %"
  // with 139.5 % ("tetraweekly payment"), all "* Without IVA", no commission. The schedules are CONSTRUCTED
  // as for Crece y Mejora, the period's rate being the annual rate over the periods in the lender's year
  // (78 %/52 = 1.5 % a week). With no commission the CAT is that rate compounded over a year, so these
  // figures show how the lender counts a year of weeks: 52 of them (1/52 of a year each, the app's one rule
  // in loan-cost.ts), not 365/7 (days / 365 misses every one of them by about half a point).
  it('Compartamos Banco’s "Crédito Mujer" (2016): $3,576, 16 weekly payments, 78.0 % → CAT 116.9 % sin IVA', () => {
    // By hand: 1.5 % a week, t = k/52, so 1 + CAT = 1.015^52 = e^(52 × 0.0148886) = e^0.774207 = 2.16887:
    // CAT 116.89 %, printed 116.9 %. Days / 365 (t = 7k/365): 1.015^(365/7) = 2.17349, 117.35 %.
    // Tolerance ±0.05: the printed figure's own rounding.
    const cat = cost(COMPARTAMOS_WEEKLY);
    expect(cat.ivaSplit).toBe('exact');
    expect(cat.basis).toEqual({ kind: 'days', days: 7 });
    expect(Math.abs(cat.percent - 116.9)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(daysOver365(COMPARTAMOS_WEEKLY) - 116.9)).toBeGreaterThan(0.4);
  });

  it('Compartamos Banco’s "Crédito Adicional" (2016): $6,007, 11 weekly payments, 77.0 % → CAT 114.8 % sin IVA', () => {
    // By hand: (1 + 0.77/52)^52 = 2.14761, CAT 114.76 %; days / 365: 115.21 %.
    const cat = cost(COMPARTAMOS_WEEKLY_ADDITIONAL);
    expect(Math.abs(cat.percent - 114.8)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(daysOver365(COMPARTAMOS_WEEKLY_ADDITIONAL) - 114.8)).toBeGreaterThan(0.4);
  });

  it('Compartamos Banco’s two-weekly and four-weekly plans (2016): 142.3 % and 139.5 % sin IVA', () => {
    // By hand: (1 + 0.90/26)^26 = 2.42244 (142.24 %) and (1 + 0.903/13)^13 = 2.39413 (139.41 %), each under
    // the printed figure by less than 0.1 (the table does not say how it rounds); days / 365 gives 142.83 %
    // and 139.99 %, half a point off.
    for (const [loan, printed] of [
      [COMPARTAMOS_TWO_WEEKLY, 142.3],
      [COMPARTAMOS_FOUR_WEEKLY, 139.5],
    ] as const) {
      expect(Math.abs(cost(loan).percent - printed)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(daysOver365(loan) - printed)).toBeGreaterThan(0.4);
    }
    // Four weeks are thirteenths of a year, not months.
    expect(cost(COMPARTAMOS_FOUR_WEEKLY).basis).toEqual({ kind: 'days', days: 28 });
  });
});
