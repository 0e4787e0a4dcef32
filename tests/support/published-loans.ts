import dayjs from 'dayjs';
import type { KeyFacts, KeyFactsFee } from '@/entities/loan-figures/key-facts-schema';

/**
 * Loans whose APR or CAT a regulator or a lender PUBLISHED, written as a lender would send them (a plan and
 * keyFacts, no `apr`). Their sources, the printed figures and the tolerances their rounding allows are in
 * tests/unit/key-facts/published-rates.test.ts; the pages' test (tests/integration/loan/published-rates.test.tsx)
 * sends the same loans through the app.
 */
export interface PublishedLoan {
  market: 'mx' | 'in';
  /** The disbursal day, and the server's date on confirmation. */
  start: string;
  sanctioned: number;
  /** `netDisbursed` is what reaches the borrower. */
  keyFacts: Partial<KeyFacts> & { netDisbursed: number };
  plan: { date: string; amount: number }[];
}

/** The k-th monthly due date (from 0) after `start`. */
const monthAfter = (start: string, k: number) =>
  dayjs(start)
    .add(k + 1, 'month')
    .format('YYYY-MM-DD');

/** How often a Mexican plan is paid: monthly, or every `days` days (`perYear` of them in the lender's year). */
type Every = 'month' | { days: number; perYear: number };

/**
 * A Mexican lender's schedule where the source prints only the amount, the term and the ordinary rate: a
 * fixed payment at rate/12 a month (rate/52 a week, rate/26 every two weeks, rate/13 every four weeks:
 * principal plus interest, to the centavo), and 16 % IVA on each period's interest on top, as Mexican
 * lenders charge it.
 */
function mexicanSchedule(start: string, amount: number, annualRate: number, count: number, every: Every) {
  const rate = annualRate / (every === 'month' ? 12 : every.perYear);
  const due = (k: number) =>
    every === 'month'
      ? monthAfter(start, k)
      : dayjs(start)
          .add((k + 1) * every.days, 'day')
          .format('YYYY-MM-DD');
  const payment = Math.round((amount * rate) / (1 - (1 + rate) ** -count));
  let balance = amount;
  return Array.from({ length: count }, (_, k) => {
    const interest = Math.round(balance * rate);
    const principal = k === count - 1 ? balance : payment - interest;
    balance -= principal;
    const instalment = principal + interest + Math.round(interest * 0.16);
    return { date: due(k), principal, interest, instalment, balance };
  });
}

function mexican(
  start: string,
  amount: number,
  annualRate: number,
  count: number,
  fees: KeyFactsFee[],
  every: Every = 'month',
): PublishedLoan {
  const schedule = mexicanSchedule(start, amount, annualRate, count, every);
  const received = amount - fees.reduce((sum, fee) => sum + (fee.amount ?? 0) + (fee.taxAmount ?? 0), 0);
  return {
    market: 'mx',
    start,
    sanctioned: amount,
    keyFacts: { sanctionedAmount: amount, netDisbursed: received, fees, schedule },
    plan: schedule.map((line) => ({ date: line.date, amount: line.instalment })),
  };
}

/** RBI's Annex B illustration: ₹1,00,000, 12 EMIs of ₹8,885, ₹3,000 of fees deducted; APR 17.84 %. */
export const RBI_ANNEX_B: PublishedLoan = {
  market: 'in',
  start: '2024-04-15',
  sanctioned: 10_000_000,
  keyFacts: {
    sanctionedAmount: 10_000_000,
    netDisbursed: 9_700_000,
    fees: [{ name: 'Processing fee and insurance', amount: 300_000, taxAmount: undefined }],
  },
  plan: Array.from({ length: 12 }, (_, k) => ({ date: monthAfter('2024-04-15', k), amount: 888_500 })),
};

/** RBL Bank's KFS (Dial for Cash): ₹47,000, 24 EPIs of ₹2,415.14, fee ₹1,175 + 18 % GST at disbursal; 24.16 %. */
export const RBL_KFS: PublishedLoan = {
  market: 'in',
  start: '2024-12-01',
  sanctioned: 4_700_000,
  keyFacts: {
    sanctionedAmount: 4_700_000,
    netDisbursed: 4_561_350,
    fees: [
      { name: 'Processing fees', amount: 117_500, taxAmount: 21_150, payableTo: 'lender', when: 'once' },
    ],
  },
  plan: Array.from({ length: 24 }, (_, k) => ({ date: monthAfter('2024-12-01', k), amount: 241_514 })),
};

/** Alivio Capital's ejemplo de CAT: $20,000, 12 months at 58 %, 5 % commission (+ IVA) at disbursal; 95.7 %. */
export const ALIVIO_CAT: PublishedLoan = mexican('2020-06-26', 2_000_000, 0.58, 12, [
  { name: 'Comisión por apertura', amount: 100_000, taxAmount: 16_000, payableTo: 'lender', when: 'once' },
]);

/** Compartamos Banco's Crédito Crece y Mejora: $10,001, 12 months at 82 %, no commission; CAT 121.0 %. */
export const COMPARTAMOS_CAT: PublishedLoan = mexican('2016-03-01', 1_000_100, 0.82, 12, []);

/** Compartamos Banco's Crédito Mujer (same table): $3,576, 16 weekly payments at 78 %, no commission; CAT 116.9 %. */
export const COMPARTAMOS_WEEKLY: PublishedLoan = mexican('2016-03-01', 357_600, 0.78, 16, [], {
  days: 7,
  perYear: 52,
});

/** Compartamos Banco's Crédito Adicional (same table): $6,007, 11 weekly payments at 77 %; CAT 114.8 %. */
export const COMPARTAMOS_WEEKLY_ADDITIONAL: PublishedLoan = mexican('2016-03-01', 600_700, 0.77, 11, [], {
  days: 7,
  perYear: 52,
});

/** Compartamos Banco's Crédito Comerciante (same table): $6,006, 10 payments every two weeks at 90 %; CAT 142.3 %. */
export const COMPARTAMOS_TWO_WEEKLY: PublishedLoan = mexican('2016-03-01', 600_600, 0.9, 10, [], {
  days: 14,
  perYear: 26,
});

/** Compartamos Banco's Crédito Crece y Mejora CCR (same table): $10,005, 12 payments every four weeks at 90.3 %; CAT 139.5 %. */
export const COMPARTAMOS_FOUR_WEEKLY: PublishedLoan = mexican('2016-03-01', 1_000_500, 0.903, 12, [], {
  days: 28,
  perYear: 13,
});
