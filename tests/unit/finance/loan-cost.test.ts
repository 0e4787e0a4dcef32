import fc from 'fast-check';
import dayjs from 'dayjs';
import { loanCost, type PlanPayment } from '@/lib/finance/loan-cost';

const today = new Date(2026, 10, 21);
const on = (days: number) => dayjs(today).add(days, 'day').format('YYYY-MM-DD');

describe('loan cost (APR / CAT as the annualised IRR)', () => {
  it('single payment after exactly one year: the rate is the cost over the principal', () => {
    const cost = loanCost({ received: 100_000, plan: [{ amount: 110_000, payDate: on(365) }], today });
    expect(cost).toMatchObject({ totalRepay: 110_000, totalCost: 10_000, calculatedOn: '2026-11-21' });
    expect(cost!.annualRate).toBeCloseTo(0.1, 10);
  });

  it('single 91-day payment, worked by hand: (1.05)^(365/91) − 1', () => {
    const cost = loanCost({ received: 200_000, plan: [{ amount: 210_000, payDate: on(91) }], today })!;
    expect(cost.annualRate).toBeCloseTo(1.05 ** (365 / 91) - 1, 9);
    expect(cost.annualRate).toBeCloseTo(0.21616, 4);
  });

  it('two equal instalments, worked by hand', () => {
    // 1000 now, 550 in half a year and 550 in a year: 1000 = 550/(1+i)^0.5 + 550/(1+i).
    // With v = (1+i)^-0.5: 550v² + 550v − 1000 = 0 → v = (−550 + √(550² + 4·550·1000)) / 1100.
    const v = (-550 + Math.sqrt(550 ** 2 + 4 * 550 * 1000)) / 1100;
    const cost = loanCost({
      received: 100_000,
      plan: [
        { amount: 55_000, payDate: on(183) },
        { amount: 55_000, payDate: on(365) },
      ],
      today,
    })!;
    // Whole days: the first payment falls on day 183, not 182.5, so allow a small difference.
    expect(cost.annualRate).toBeCloseTo(v ** -2 - 1, 2);
    expect(cost.totalRepay).toBe(110_000);
    expect(cost.totalCost).toBe(10_000);
  });

  it('leaves the tax out of the rate when asked (CAT sin IVA), but not out of the totals', () => {
    // 10 000 of cost plus 16 % IVA on it = 11 600; without the IVA the rate is 10 % over one year.
    const plan = [{ amount: 111_600, payDate: on(365) }];
    const withTax = loanCost({ received: 100_000, plan, today })!;
    const withoutTax = loanCost({ received: 100_000, plan, today, taxOnCost: 0.16 })!;
    expect(withTax.annualRate).toBeCloseTo(0.116, 10);
    expect(withoutTax.annualRate).toBeCloseTo(0.1, 10);
    expect(withoutTax).toMatchObject({ totalRepay: 111_600, totalCost: 11_600 });
  });

  it('spreads the tax over instalments by amount', () => {
    const plan = [
      { amount: 58_000, payDate: on(182) },
      { amount: 58_000, payDate: on(365) },
    ];
    const withoutTax = loanCost({ received: 100_000, plan, today, taxOnCost: 0.16 })!;
    // 16 000 of cost includes 16 000 − 16 000 / 1.16 of IVA; each equal payment gives up half of it.
    const each = 58_000 - (16_000 - 16_000 / 1.16) / 2;
    const handMade = loanCost({
      received: 100_000,
      plan: [
        { amount: each, payDate: on(182) },
        { amount: each, payDate: on(365) },
      ],
      today,
    })!;
    // Amounts are whole minor units, so the hand-made plan is rounded to the cent: agree to 4 places.
    expect(withoutTax.annualRate).toBeCloseTo(handMade.annualRate, 4);
  });

  it('a short, expensive loan gives a very large but finite rate', () => {
    const cost = loanCost({ received: 100_000, plan: [{ amount: 120_000, payDate: on(7) }], today })!;
    expect(cost.annualRate).toBeCloseTo(1.2 ** (365 / 7) - 1, -2);
    expect(Number.isFinite(cost.annualRate)).toBe(true);
  });

  it('a one-day term', () => {
    const cost = loanCost({ received: 100_000, plan: [{ amount: 100_100, payDate: on(1) }], today })!;
    expect(cost.annualRate).toBeCloseTo(1.001 ** 365 - 1, 9);
  });

  it('zero cost is 0 %, even on the same day', () => {
    expect(
      loanCost({ received: 50_000, plan: [{ amount: 50_000, payDate: on(30) }], today })!.annualRate,
    ).toBe(0);
    expect(
      loanCost({ received: 50_000, plan: [{ amount: 50_000, payDate: on(0) }], today })!.annualRate,
    ).toBe(0);
  });

  it('accepts unix seconds and numeric strings from the server', () => {
    const seconds = Math.floor(dayjs(today).add(365, 'day').valueOf() / 1000);
    const cost = loanCost({ received: '100000', plan: [{ amount: '110000', payDate: seconds }], today })!;
    expect(cost.annualRate).toBeCloseTo(0.1, 6);
  });

  it('is not computed for incomplete or inconsistent plans', () => {
    const bad: { received: number | string | null; plan: PlanPayment[] }[] = [
      { received: 100_000, plan: [] },
      { received: 0, plan: [{ amount: 1, payDate: on(10) }] },
      { received: null, plan: [{ amount: 1, payDate: on(10) }] },
      { received: 100_000, plan: [{ amount: null, payDate: on(10) }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: null }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: 'soon' }] },
      { received: 100_000, plan: [{ amount: -5, payDate: on(10) }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: on(-1) }] },
      { received: 100_000, plan: [{ amount: 90_000, payDate: on(30) }] },
      { received: 100_000, plan: [{ amount: 110_000, payDate: on(0) }] },
    ];
    for (const input of bad) expect(loanCost({ ...input, today }), JSON.stringify(input)).toBeNull();
  });

  const planArbitrary = fc.array(
    fc.record({ amount: fc.integer({ min: 1_000, max: 5_000_000 }), days: fc.integer({ min: 1, max: 365 }) }),
    { minLength: 1, maxLength: 12 },
  );

  it('solves its own equation (property)', () => {
    fc.assert(
      fc.property(planArbitrary, fc.double({ min: 0.3, max: 1, noNaN: true }), (flows, share) => {
        const total = flows.reduce((sum, flow) => sum + flow.amount, 0);
        const received = Math.max(1, Math.floor(total * share));
        const cost = loanCost({
          received,
          plan: flows.map((flow) => ({ amount: flow.amount, payDate: on(flow.days) })),
          today,
        });
        expect(cost).not.toBeNull();
        const pv = flows.reduce(
          (sum, flow) => sum + flow.amount / (1 + cost!.annualRate) ** (flow.days / 365),
          0,
        );
        if (Number.isFinite(cost!.annualRate) && cost!.annualRate < 1e6)
          expect(Math.abs(pv - received) / received).toBeLessThan(1e-6);
      }),
    );
  });

  it('grows with the cost: a larger payment never lowers the rate (property)', () => {
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
          const base = loanCost({ received, plan, today })!;
          const more = loanCost({ received, plan: dearer, today })!;
          expect(more.totalCost).toBe(base.totalCost + extra);
          expect(more.annualRate).toBeGreaterThan(base.annualRate);
        },
      ),
    );
  });
});
