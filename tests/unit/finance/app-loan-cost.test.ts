import dayjs from 'dayjs';
import { appLoanCost, statementApr, type CostInput } from '@/entities/loan-figures/apr';
import { loanCost } from '@/entities/loan-figures/finance/loan-cost';
import type { KeyFacts } from '@/entities/loan-figures/key-facts-schema';
import { Market } from '@/lib/session/market';

const start = new Date(2026, 10, 21);
const month = (k: number) => dayjs(start).add(k, 'month').format('YYYY-MM-DD');

/** The CAT of two monthly flows a, b on what is received: a·v + b·v² = received, CAT = (1/v)^12 − 1. */
function catOf2(received: number, a: number, b: number): number {
  const v = (-a + Math.sqrt(a * a + 4 * b * received)) / (2 * b);
  return ((1 / v) ** 12 - 1) * 100;
}

/**
 * A Mexican loan of $1,000 in two monthly payments, as a lender sends it: $500 principal and $50 interest
 * each, 16 % IVA on the interest ($8) on top: $558 a payment.
 */
const line = (k: number, principal: number, interest: number, instalment: number) => ({
  date: month(k),
  principal,
  interest,
  instalment,
  balance: undefined,
});
const mexican = (keyFacts: Partial<KeyFacts>, plan = [55_800, 55_800]): CostInput => ({
  market: Market.mexico,
  start,
  received: 100_000,
  plan: plan.map((amount, index) => ({ date: month(index + 1), amount })),
  keyFacts: {
    sanctionedAmount: 100_000,
    netDisbursed: 100_000,
    schedule: [line(1, 50_000, 5_000, 55_800), line(2, 50_000, 5_000, 55_800)],
    ...keyFacts,
  },
});
const CAT_SIN_IVA = catOf2(100_000, 55_000, 55_000);

describe('Mexico’s CAT: the IVA the lender’s schedule states is left out (Banxico, "sin IVA")', () => {
  it('each instalment’s IVA is what it holds above principal and interest', () => {
    const cost = appLoanCost(mexican({}))!;
    expect(cost.ivaSplit).toBe('exact');
    expect(cost.percent).toBeCloseTo(CAT_SIN_IVA, 9);
  });

  it('a schedule that does not state principal and interest exactly is not trusted: the IVA is assumed', () => {
    // $1,116 repaid on $1,000: $16 of the $116 is taken as IVA, $8 each: the same CAT, labelled assumed.
    const broken: Partial<KeyFacts>[] = [
      { schedule: undefined },
      { schedule: [line(1, 50_000, 5_000, 55_800)] },
      {
        schedule: [
          line(1, 50_000, 5_000, 55_800),
          { ...line(2, 50_000, 5_000, 55_800), principal: undefined },
        ],
      },
      {
        schedule: [
          line(1, 50_000, 5_000, 55_800),
          { ...line(2, 50_000, 5_000, 55_800), interest: undefined },
        ],
      },
      // An instalment other than the plan’s, or one smaller than its principal and interest.
      { schedule: [line(1, 50_000, 5_000, 55_800), line(2, 50_000, 5_000, 55_900)] },
      { schedule: [line(1, 50_000, 5_000, 55_800), line(2, 50_000, 5_900, 55_800)] },
      // A fee without an amount, or deducted at disbursal in an amount other than the fee and its IVA.
      { fees: [{ name: 'Comisión por apertura', amount: undefined, taxAmount: undefined, when: 'once' }] },
      { netDisbursed: 97_000, fees: [{ name: 'Comisión por apertura', amount: 2_000, taxAmount: 320 }] },
    ];
    for (const keyFacts of broken) {
      const cost = appLoanCost(mexican(keyFacts));
      expect(cost?.ivaSplit, JSON.stringify(keyFacts)).toBe('assumed');
      expect(cost?.percent).toBeCloseTo(CAT_SIN_IVA, 9);
    }
  });

  it('an instalment with no IVA in it (no interest that month) is still exact', () => {
    const cost = appLoanCost(
      mexican({ schedule: [line(1, 50_000, 5_000, 55_800), line(2, 50_000, 0, 50_000)] }, [55_800, 50_000]),
    )!;
    expect(cost.ivaSplit).toBe('exact');
    expect(cost.percent).toBeCloseTo(catOf2(100_000, 55_000, 50_000), 9);
  });

  it('the amount lent without what reached the borrower: nothing counts as deducted', () => {
    const cost = appLoanCost(mexican({ netDisbursed: undefined }))!;
    expect(cost.ivaSplit).toBe('exact');
    expect(cost.percent).toBeCloseTo(CAT_SIN_IVA, 9);
  });

  it('a commission repaid with the first instalment counts in full; its IVA, in that instalment, does not', () => {
    // $20 commission, IVA 16 % on interest and commission: first $500 + $50 + $20 + $11.20 = $581.20, second
    // $500 + $25 + $4 = $529. Without IVA the flows are $570 and $525 on the $1,000 received.
    const cost = appLoanCost(
      mexican(
        {
          fees: [{ name: 'Comisión por apertura', amount: 2_000, taxAmount: 320, when: 'once' }],
          schedule: [line(1, 50_000, 5_000, 58_120), line(2, 50_000, 2_500, 52_900)],
        },
        [58_120, 52_900],
      ),
    )!;
    expect(cost.ivaSplit).toBe('exact');
    expect(cost.percent).toBeCloseTo(catOf2(100_000, 57_000, 52_500), 9);
  });

  it('a commission taken at disbursal counts before its IVA in what the borrower receives', () => {
    // $1,000 lent, $20 + $3.20 IVA taken: $976.80 received, $980 for the rate.
    const cost = appLoanCost({
      ...mexican({
        netDisbursed: 97_680,
        fees: [{ name: 'Comisión por apertura', amount: 2_000, taxAmount: 320, when: 'once' }],
      }),
      received: 97_680,
    })!;
    expect(cost.ivaSplit).toBe('exact');
    expect(cost.percent).toBeCloseTo(catOf2(98_000, 55_000, 55_000), 9);
    expect(cost.totalCost).toBe(111_600 - 97_680);
  });
});

describe('Mexico’s CAT without the lender’s split: 16 % IVA assumed on the cost above the amount lent', () => {
  it('spreads the IVA over the payments by size, to the centavo, the last taking what rounding left', () => {
    // $1,150 repaid on $1,000: IVA 150 × 0.16 / 1.16 = $20.69. Shares: 300/1150 → $5.40, 400/1150 → $7.20,
    // the last $20.69 − $12.60 = $8.09 (its own share, $8.0961, would round to $8.10 and lose the centavo).
    const plan = [30_000, 40_000, 45_000];
    const cost = appLoanCost({
      market: Market.mexico,
      start,
      received: 100_000,
      plan: plan.map((amount, index) => ({ date: month(index + 1), amount })),
    })!;
    const sinIva = [30_000 - 540, 40_000 - 720, 45_000 - 809].map((amount, index) => ({
      amount,
      payDate: month(index + 1),
    }));
    expect(cost.ivaSplit).toBe('assumed');
    expect(cost.annualRate).toBeCloseTo(
      loanCost({ received: 100_000, plan: sinIva, start, method: 'banxico' })!.annualRate,
      12,
    );
  });

  it('no IVA when the plan repays no more than was lent (the cost is a commission taken at disbursal)', () => {
    // $1,000 lent, $50 taken, $950 received; $990 repaid in a year: 990 / 950 − 1 = 4.21 %.
    const cost = appLoanCost({
      market: Market.mexico,
      start,
      received: 95_000,
      plan: [{ date: month(12), amount: 99_000 }],
      keyFacts: { sanctionedAmount: 100_000 },
    })!;
    expect(cost).toMatchObject({ ivaSplit: 'assumed', totalCost: 4_000 });
    expect(cost.percent).toBeCloseTo((99_000 / 95_000 - 1) * 100, 9);
  });
});

describe('the app’s figure: when there is none', () => {
  const plan = [{ date: month(1), amount: 110_000 }];
  it.each<[string, Partial<CostInput>]>([
    ['no server date', { start: undefined }],
    ['nothing received', { received: undefined }],
    ['a plan without an amount', { plan: [{ date: month(1), amount: undefined }] }],
    ['a plan repaying less than received', { plan: [{ date: month(1), amount: 90_000 }] }],
    // 10× back in a week: 10^(365/7) − 1, over 10^50 %: the data is wrong, not the loan dear.
    [
      'a rate no loan can have',
      { plan: [{ date: dayjs(start).add(7, 'day').format('YYYY-MM-DD'), amount: 1_000_000 }] },
    ],
  ])('%s', (_, input) => {
    expect(appLoanCost({ market: Market.mexico, start, received: 100_000, plan, ...input })).toBeNull();
  });
});

describe('the statement’s APR/CAT', () => {
  const input: CostInput = {
    market: Market.india,
    start,
    received: 100_000,
    plan: [{ date: dayjs(start).add(365, 'day').format('YYYY-MM-DD'), amount: 110_000 }],
  };

  it('the lender’s figure without a date: shown, with no date', () => {
    expect(statementApr({ ...input, keyFacts: { apr: 12.5 } })).toEqual({
      kind: 'apr',
      percent: 12.5,
      by: 'lender',
      date: undefined,
    });
  });

  it('a lender’s figure that is not a number is not shown: the app’s is, labelled so', () => {
    const apr = statementApr({ ...input, keyFacts: { apr: Number.NaN } });
    expect(apr).toMatchObject({ kind: 'apr', by: 'app', date: '2026-11-21' });
    // ₹1,100 back on ₹1,000 after 365 days: 10 %.
    expect(apr?.percent).toBeCloseTo(10, 9);
  });

  it('no server date: no figure, and says why (the phone’s clock is no basis for a regulated rate)', () => {
    expect(statementApr({ ...input, start: undefined })).toEqual({
      kind: 'apr',
      percent: Number.NaN,
      by: 'app',
      unavailable: 'noServerDate',
    });
  });
});
