import fc from 'fast-check';
import dayjs from 'dayjs';
import { loanCost, periodBasis, type PlanPayment } from '@/entities/loan-figures/finance/loan-cost';

const start = new Date(2026, 10, 21);
const on = (days: number) => dayjs(start).add(days, 'day').format('YYYY-MM-DD');
const month = (months: number) => dayjs(start).add(months, 'month').format('YYYY-MM-DD');

describe('loan cost: the periods the plan falls in', () => {
  const at = (...dates: string[]) =>
    periodBasis(
      dayjs(start),
      dates.map((date) => dayjs(date)),
    );
  it('reads calendar months, equal gaps of days (a bullet included) and uneven dates', () => {
    expect(at(month(1), month(2), month(3))).toEqual({ kind: 'monthly' });
    expect(at(on(14), on(28))).toEqual({ kind: 'days', days: 14 });
    expect(at(on(91))).toEqual({ kind: 'days', days: 91 });
    // EMIs 30, 31 and 30 days apart are monthly, whatever the calendar day they fall on.
    expect(at(on(30), on(61), on(91))).toEqual({ kind: 'monthly' });
    expect(at(on(10), on(30), on(91))).toEqual({ kind: 'daily' });
    // A broken first period (40 days, then months) is uneven.
    expect(at(on(40), dayjs(on(40)).add(1, 'month').format('YYYY-MM-DD'))).toEqual({ kind: 'daily' });
    // Every gap 28 days is four weeks: no two calendar months running are both 28 days long.
    expect(at(on(28), on(56), on(84))).toEqual({ kind: 'days', days: 28 });
  });
});

describe("loan cost: India's APR (RBI Annex B: per-period IRR × periods a year, not compounded)", () => {
  it('a bullet of N days: the period is the tenor, 365/N periods a year', () => {
    const cost = loanCost({
      received: 200_000,
      plan: [{ amount: 210_000, payDate: on(91) }],
      start,
      method: 'rbi',
    })!;
    expect(cost.annualRate).toBeCloseTo(0.05 * (365 / 91), 12);
    expect(cost).toMatchObject({ totalRepay: 210_000, totalCost: 10_000, calculatedOn: '2026-11-21' });
  });

  it('uneven dates: the daily rate × 365', () => {
    const plan = [
      { amount: 55_000, payDate: on(30) },
      { amount: 55_000, payDate: on(75) },
    ];
    const cost = loanCost({ received: 100_000, plan, start, method: 'rbi' })!;
    const daily = cost.annualRate / 365;
    expect(55_000 / (1 + daily) ** 30 + 55_000 / (1 + daily) ** 75).toBeCloseTo(100_000, 4);
  });
});

/** The per-period rate r of two payments of 51,000 on 100,000: 51,000 (1/(1+r) + 1/(1+r)^2) = 100,000. */
function cost2Periods(): number {
  // With v = 1/(1+r): 51v² + 51v − 100 = 0.
  const v = (-51 + Math.sqrt(51 * 51 + 4 * 51 * 100)) / (2 * 51);
  return 1 / v - 1;
}

describe("loan cost: Mexico's CAT (Banxico: effective annual rate, t in years, IVA out)", () => {
  it('one year, 10 % plus its 16 % IVA on the interest: 10.00 %', () => {
    const plan: PlanPayment[] = [{ amount: 111_600, payDate: month(12), tax: 1_600 }];
    const cost = loanCost({ received: 100_000, plan, start, method: 'banxico' })!;
    expect(cost.annualRate).toBeCloseTo(0.1, 12);
    // The totals keep the IVA: it is money the borrower pays.
    expect(cost).toMatchObject({ totalRepay: 111_600, totalCost: 11_600 });
  });

  it('monthly instalments count as twelfths of a year, whatever the month lengths', () => {
    const plan = [1, 2].map((k) => ({ amount: 51_000, payDate: month(k) }));
    const cost = loanCost({ received: 100_000, plan, start, method: 'banxico' })!;
    const monthly = (1 + cost.annualRate) ** (1 / 12) - 1;
    expect(51_000 / (1 + monthly) + 51_000 / (1 + monthly) ** 2).toBeCloseTo(100_000, 4);
  });

  it('one rule for every frequency: a week is 1/52 of a year, two weeks 1/26, a half-month 1/24, a month 1/12', () => {
    // Banxico's t is "expresado en años y fracciones de año": each plan counts its periods over the periods
    // in a year. Two payments of 51,000 on 100,000 cost the same per period r in every plan (r solves
    // 51,000/(1+r) + 51,000/(1+r)^2 = 100,000), so the CAT is (1 + r)^n − 1 with n the year's periods.
    const r = cost2Periods();
    for (const [gap, perYear] of [
      [7, 52],
      [14, 26],
      [15, 24],
    ] as const) {
      const plan = [1, 2].map((k) => ({ amount: 51_000, payDate: on(k * gap) }));
      const cost = loanCost({ received: 100_000, plan, start, method: 'banxico' })!;
      expect(cost.annualRate, `every ${gap} days`).toBeCloseTo((1 + r) ** perYear - 1, 9);
    }
    const monthly = [1, 2].map((k) => ({ amount: 51_000, payDate: month(k) }));
    expect(loanCost({ received: 100_000, plan: monthly, start, method: 'banxico' })!.annualRate).toBeCloseTo(
      (1 + r) ** 12 - 1,
      9,
    );
    // A single payment has no frequency: its time is its days over 365 (14 days: 1.02^(365/14) − 1).
    const bullet = loanCost({
      received: 100_000,
      plan: [{ amount: 102_000, payDate: on(14) }],
      start,
      method: 'banxico',
    })!;
    expect(bullet.annualRate).toBeCloseTo(1.02 ** (365 / 14) - 1, 9);
  });

  it('what the borrower receives may differ for the rate (the commission before its IVA)', () => {
    const plan = [{ amount: 100_000, payDate: month(12) }];
    const cost = loanCost({ received: 88_400, rateReceived: 90_000, plan, start, method: 'banxico' })!;
    expect(cost.annualRate).toBeCloseTo(1 / 0.9 - 1, 12);
    expect(cost.totalCost).toBe(11_600);
  });
});

describe('loan cost: what it refuses', () => {
  it('is not computed for incomplete, inconsistent or non-integer plans (never rounded)', () => {
    const bad: { received: number | undefined; plan: PlanPayment[] }[] = [
      { received: 100_000, plan: [] },
      { received: 0, plan: [{ amount: 1, payDate: on(10) }] },
      { received: undefined, plan: [{ amount: 1, payDate: on(10) }] },
      { received: 100_000.5, plan: [{ amount: 110_000, payDate: on(10) }] },
      { received: 100_000, plan: [{ amount: 110_000.4, payDate: on(10) }] },
      { received: 100_000, plan: [{ amount: Number.NaN, payDate: on(10) }] },
      { received: 100_000, plan: [{ amount: undefined, payDate: on(10) }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: null }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: 'soon' }] },
      { received: 100_000, plan: [{ amount: -5, payDate: on(10) }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: on(-1) }] },
      { received: 100_000, plan: [{ amount: 90_000, payDate: on(30) }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: on(0) }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: on(30), tax: 110_000 }] },
    ];
    for (const input of bad)
      for (const method of ['rbi', 'banxico'] as const)
        expect(loanCost({ ...input, start, method }), JSON.stringify(input)).toBeNull();
  });

  it('a plan that costs nothing has a rate of 0', () => {
    const plan = [{ amount: 50_000, payDate: on(30) }];
    expect(loanCost({ received: 50_000, plan, start, method: 'rbi' })!.annualRate).toBe(0);
  });
});

const planArbitrary = fc.array(
  fc.record({ amount: fc.integer({ min: 1_000, max: 5_000_000 }), days: fc.integer({ min: 1, max: 365 }) }),
  { minLength: 1, maxLength: 12 },
);

describe('loan cost: properties', () => {
  it('the CAT solves Banxico’s equation with t = days / 365 on uneven dates (property)', () => {
    fc.assert(
      fc.property(planArbitrary, fc.double({ min: 0.3, max: 1, noNaN: true }), (flows, share) => {
        const total = flows.reduce((sum, flow) => sum + flow.amount, 0);
        const received = Math.max(1, Math.floor(total * share));
        const plan = flows.map((flow) => ({ amount: flow.amount, payDate: on(flow.days) }));
        const cost = loanCost({ received, plan, start, method: 'banxico' });
        expect(cost).not.toBeNull();
        if (cost!.basis.kind !== 'daily' || cost!.annualRate >= 1e6) return;
        const pv = flows.reduce(
          (sum, flow) => sum + flow.amount / (1 + cost!.annualRate) ** (flow.days / 365),
          0,
        );
        expect(Math.abs(pv - received) / received).toBeLessThan(1e-6);
      }),
    );
  });

  it('a larger payment never lowers either rate (property)', () => {
    fc.assert(
      fc.property(
        planArbitrary,
        fc.nat({ max: 11 }),
        fc.integer({ min: 1, max: 100_000 }),
        (flows, pick, extra) => {
          const total = flows.reduce((sum, flow) => sum + flow.amount, 0);
          const received = Math.floor(total * 0.8);
          const plan = flows.map((flow) => ({ amount: flow.amount, payDate: on(flow.days) }));
          const index = pick % plan.length;
          const dearer = plan.map((payment, i) =>
            i === index ? { ...payment, amount: payment.amount + extra } : payment,
          );
          for (const method of ['rbi', 'banxico'] as const) {
            const base = loanCost({ received, plan, start, method });
            const more = loanCost({ received, plan: dearer, start, method });
            // A day's loan at a quarter's cost compounds past what a double holds: no rate (null), and a
            // dearer plan is past it too.
            if (base === null) {
              expect(more).toBeNull();
              continue;
            }
            if (more === null) continue;
            expect(more.totalCost).toBe(base.totalCost + extra);
            // Never lower; equal only where the extra is lost in a double (a peso 74 days after a payment
            // at 25 % a day).
            expect(more.annualRate).toBeGreaterThanOrEqual(base.annualRate);
          }
        },
      ),
    );
  });
});

describe('loan cost: the edges of a plan', () => {
  it('a single payment after 30 days is one period of 30 days, not a month; one on the start day has no period', () => {
    const at = (...dates: string[]) =>
      periodBasis(
        dayjs(start),
        dates.map((date) => dayjs(date)),
      );
    expect(at(on(30))).toEqual({ kind: 'days', days: 30 });
    expect(at(on(0))).toEqual({ kind: 'daily' });
    expect(at(on(0), on(0))).toEqual({ kind: 'daily' });
  });

  it('India’s APR of two-weekly instalments counts 365/14 periods a year (RBI), not Banxico’s 26', () => {
    const r = cost2Periods();
    const plan = [1, 2].map((k) => ({ amount: 51_000, payDate: on(14 * k) }));
    expect(loanCost({ received: 100_000, plan, start, method: 'rbi' })!.annualRate).toBeCloseTo(
      (r * 365) / 14,
      9,
    );
  });

  it('a CAT of payments every 10 days counts 36.5 periods a year', () => {
    const r = cost2Periods();
    const plan = [1, 2].map((k) => ({ amount: 51_000, payDate: on(10 * k) }));
    expect(loanCost({ received: 100_000, plan, start, method: 'banxico' })!.annualRate).toBeCloseTo(
      (1 + r) ** 36.5 - 1,
      6,
    );
  });

  it('a payday loan at 300 % a month is stated, not capped: 4× back after 30 days', () => {
    // r = 3 a period; RBI: 3 × 365/30 = 36.5, i.e. 3,650 %.
    const plan = [{ amount: 400_000, payDate: on(30) }];
    expect(loanCost({ received: 100_000, plan, start, method: 'rbi' })!.annualRate).toBeCloseTo(36.5, 9);
  });

  it('counts days from the disbursal day, whatever the hour it was signed', () => {
    // Signed at 09:30 on 21 Nov, repaid on 21 Dec: 30 days, 10 % for the period, 10 % × 365/30 a year.
    const plan = [{ amount: 110_000, payDate: '2026-12-21' }];
    const cost = loanCost({ received: 100_000, plan, start: new Date(2026, 10, 21, 9, 30), method: 'rbi' })!;
    expect(cost.basis).toEqual({ kind: 'days', days: 30 });
    expect(cost.annualRate).toBeCloseTo((0.1 * 365) / 30, 12);
  });

  it('an instalment listed out of order is counted in date order', () => {
    const r = cost2Periods();
    const plan = [2, 1].map((k) => ({ amount: 51_000, payDate: month(k) }));
    expect(loanCost({ received: 100_000, plan, start, method: 'banxico' })!.annualRate).toBeCloseTo(
      (1 + r) ** 12 - 1,
      9,
    );
  });

  it('a payment due on the disbursal day itself is part of the plan (the other is a year on)', () => {
    // 100,000 received, 10,000 back at once and 100,000 after 365 days: (1 + d)^365 = 100,000 / 90,000.
    const plan = [
      { amount: 10_000, payDate: on(0) },
      { amount: 100_000, payDate: on(365) },
    ];
    const daily = (100 / 90) ** (1 / 365) - 1;
    expect(loanCost({ received: 100_000, plan, start, method: 'rbi' })!.annualRate).toBeCloseTo(
      daily * 365,
      9,
    );
  });

  it('a loan whose only cost is its IVA has a CAT of 0', () => {
    const plan = [{ amount: 101_600, payDate: month(12), tax: 1_600 }];
    const cost = loanCost({ received: 100_000, plan, start, method: 'banxico' })!;
    expect(cost).toMatchObject({ annualRate: 0, totalCost: 1_600 });
  });

  it('refuses plans that cannot be a loan of this amount', () => {
    const bad: Omit<Parameters<typeof loanCost>[0], 'start' | 'method'>[] = [
      // The rate's basis given, but nothing received, or not in minor units.
      { received: 0, rateReceived: 90_000, plan: [{ amount: 110_000, payDate: on(30) }] },
      { received: undefined, rateReceived: 90_000, plan: [{ amount: 110_000, payDate: on(30) }] },
      { received: 100_000, rateReceived: 0, plan: [{ amount: 110_000, payDate: on(30) }] },
      { received: 100_000, rateReceived: 90_000.5, plan: [{ amount: 110_000, payDate: on(30) }] },
      // Repays less than is received, even where the rate's basis is lower.
      { received: 100_000, rateReceived: 80_000, plan: [{ amount: 90_000, payDate: on(30) }] },
      // A tax that is negative, not in minor units, or the whole payment.
      { received: 100_000, plan: [{ amount: 110_000, payDate: on(30), tax: -5 }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: on(30), tax: 1.5 }] },
      {
        received: 100_000,
        plan: [
          { amount: 10_000, payDate: on(30), tax: 10_000 },
          { amount: 110_000, payDate: on(60) },
        ],
      },
      // Net of its tax the plan repays less than is received.
      { received: 100_000, plan: [{ amount: 101_000, payDate: on(30), tax: 2_000 }] },
      // One payment dated before the disbursal day, even by an evening.
      {
        received: 100_000,
        plan: [
          { amount: 50_000, payDate: on(-1) },
          { amount: 60_000, payDate: on(30) },
        ],
      },
      { received: 100_000, plan: [{ amount: 110_000, payDate: `${on(-1)} 23:00:00` }] },
      // More than was received, paid back on the day itself: no time, no rate.
      {
        received: 100_000,
        plan: [
          { amount: 110_000, payDate: on(0) },
          { amount: 1_000, payDate: on(30) },
        ],
      },
    ];
    for (const input of bad)
      for (const method of ['rbi', 'banxico'] as const)
        expect(loanCost({ ...input, start, method }), `${method} ${JSON.stringify(input)}`).toBeNull();
  });
});
