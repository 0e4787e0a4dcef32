import { extensionCost } from '@/entities/loan-figures/extension-cost';
import { Market } from '@/lib/session/market';

/**
 * A postponement read as a loan: the amount due is lent again from the old due date to the new one, its fee
 * taken up front. Worked by hand, not by the code under test:
 *
 * India (RBI, Annex B: the period's rate × the periods in a year, not compounded): ₹10,000 moved 7 days for
 * a fee of ₹100 (GST included, all of it counts). Received 10,000 − 100 = 9,900; one period of 7 days:
 * r = 100 / 9,900 = 0.0101010…; APR = r × 365 / 7 = 36,500 / 69,300 = 0.5266955… → 52.67 %.
 *
 * Mexico (Banxico, CAT sin IVA, compounded, t = days / 365): the same $10,000 for a fee of $116 of which
 * $16 is IVA. Without it the fee is $100, so again 9,900 received and 10,000 repaid after 7 days:
 * (10,000 / 9,900)^(365 / 7) − 1 = e^(52.142857 × 0.0100503359) − 1 = e^0.5240532 − 1 = 0.6888591… → 68.89 %.
 * Without the IVA stated nothing is taken out: 10,000 − 116 = 9,884 received,
 * (10,000 / 9,884)^(365 / 7) − 1 = e^(52.142857 × 0.0116677) − 1 = e^0.6083873 − 1 = 0.8374756… → 83.75 %.
 */
const base = { moved: 1_000_000, from: '2026-12-01', to: '2026-12-08' } as const;

describe('extension cost in annual terms', () => {
  it('India: the APR of a 7-day postponement by RBI’s method', () => {
    const cost = extensionCost({ ...base, market: Market.india, fee: 10_000 });
    expect(cost).toMatchObject({ kind: 'rate', days: 7, taxExcluded: false });
    expect(cost.kind === 'rate' && cost.percent).toBeCloseTo(52.66955, 3);
  });

  it('Mexico: the CAT sin IVA of the same postponement, the IVA stated by the lender', () => {
    const cost = extensionCost({ ...base, market: Market.mexico, fee: 11_600, feeTax: 1_600 });
    expect(cost).toMatchObject({ kind: 'rate', days: 7, taxExcluded: true });
    expect(cost.kind === 'rate' && cost.percent).toBeCloseTo(68.88591, 3);
  });

  it('Mexico: without the IVA stated, no tax is assumed: the whole fee counts, and no CAT sin IVA is claimed', () => {
    const cost = extensionCost({ ...base, market: Market.mexico, fee: 11_600 });
    expect(cost).toMatchObject({ kind: 'rate', days: 7, taxExcluded: false });
    expect(cost.kind === 'rate' && cost.percent).toBeCloseTo(83.74756, 3);
  });

  it('India: a stated GST changes nothing, RBI’s APR counts the fee with its tax', () => {
    const cost = extensionCost({ ...base, market: Market.india, fee: 10_000, feeTax: 1_525 });
    expect(cost).toMatchObject({ kind: 'rate', taxExcluded: false });
    expect(cost.kind === 'rate' && cost.percent).toBeCloseTo(52.66955, 3);
  });

  it('states no rate when the figures do not allow one', () => {
    const india = { market: Market.india, fee: 10_000 } as const;
    expect(extensionCost({ ...base, ...india, moved: undefined })).toEqual({
      kind: 'unavailable',
      missing: 'amount',
    });
    expect(extensionCost({ ...base, ...india, fee: undefined })).toMatchObject({ kind: 'unavailable' });
    // A fee as large as what moves is no loan.
    expect(extensionCost({ ...base, ...india, fee: 1_000_000 })).toMatchObject({ kind: 'unavailable' });
    expect(extensionCost({ ...base, ...india, from: undefined })).toEqual({
      kind: 'unavailable',
      missing: 'dates',
    });
    // A new date that is not later than the old one moves nothing.
    expect(extensionCost({ ...base, ...india, to: '2026-12-01' })).toEqual({
      kind: 'unavailable',
      missing: 'dates',
    });
  });
});

describe('extension cost: what the figures must be', () => {
  const mexico = { ...base, market: Market.mexico, fee: 11_600 } as const;
  const rate = (cost: ReturnType<typeof extensionCost>) => (cost.kind === 'rate' ? cost.percent : Number.NaN);

  it('a free or negative fee states no rate', () => {
    for (const fee of [0, -100])
      expect(extensionCost({ ...mexico, fee }), String(fee)).toEqual({
        kind: 'unavailable',
        missing: 'amount',
      });
  });

  it('Mexico: an IVA of 0 stated is left out as stated (a CAT sin IVA all the same)', () => {
    const cost = extensionCost({ ...mexico, feeTax: 0 });
    expect(cost).toMatchObject({ kind: 'rate', taxExcluded: true });
    expect(rate(cost)).toBeCloseTo(83.74756, 3);
  });

  it.each([
    ['negative', -1_600],
    ['not in centavos', 1_600.5],
    ['the whole fee', 11_600],
    ['more than the fee', 20_000],
  ])('Mexico: an IVA that is %s is not believed: the whole fee counts', (_, feeTax) => {
    const cost = extensionCost({ ...mexico, feeTax });
    expect(cost).toMatchObject({ kind: 'rate', days: 7, taxExcluded: false });
    expect(rate(cost)).toBeCloseTo(83.74756, 3);
  });

  it('counts calendar days between the due dates, whatever the hour each is written with', () => {
    const cost = extensionCost({ ...mexico, from: '2026-12-01 18:00:00', to: '2026-12-08 09:00:00' });
    expect(cost).toMatchObject({ kind: 'rate', days: 7 });
    expect(rate(cost)).toBeCloseTo(83.74756, 3);
  });

  it('without the new due date there is no period', () => {
    expect(extensionCost({ ...mexico, to: undefined })).toEqual({ kind: 'unavailable', missing: 'dates' });
  });

  it('a rate past what a number holds is not stated', () => {
    // $10,000 moved a week for $9,999.99: (10,000 / 0.01)^(365/7) = 10^(6 × 52.14) overflows a double.
    expect(extensionCost({ ...mexico, fee: 999_999 })).toEqual({ kind: 'unavailable', missing: 'amount' });
  });
});
