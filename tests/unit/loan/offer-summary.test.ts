import { offerSummary } from '@/entities/loan-figures/offer-summary';
import type { KeyFacts } from '@/entities/loan-figures/key-facts-schema';
import { RBI_ANNEX_B, RBL_KFS } from '../../support/published-loans';

type Line = { date: string | null; amount: number | undefined };
const plan = (...lines: [string | null, number | undefined][]): Line[] =>
  lines.map(([date, amount]) => ({ date, amount }));

/**
 * A hand-made Mexican loan: $3,000.00 lent over two months at 2 % a month on the balance, 16 % IVA on the
 * interest, and a $300.00 opening commission with its $48.00 IVA.
 *   month 1: principal $1,500.00, interest $60.00, IVA $9.60
 *   month 2: principal $1,500.00, interest $30.00, IVA $4.80
 * Interest $90.00, its IVA $14.40; commission with IVA $348.00; total cost $452.40.
 */
const COMMISSION = { name: 'Comisión por apertura', amount: 30_000, taxAmount: 4_800, when: 'once' } as const;
const scheduleOf = (feeEach: number) => [
  {
    date: '2026-12-01',
    principal: 150_000,
    interest: 6_000,
    instalment: 156_960 + feeEach,
    balance: 150_000,
  },
  { date: '2027-01-01', principal: 150_000, interest: 3_000, instalment: 153_480 + feeEach, balance: 0 },
];

describe('offerSummary: what the confirmation says arrives, is repaid and costs', () => {
  it("RBI's Annex B: ₹3,000 of fees taken from ₹1,00,000, 12 EMIs of ₹8,885; the interest is what the fees leave of the cost", () => {
    const { keyFacts, plan: lines } = RBI_ANNEX_B;
    expect(offerSummary({ amount: 10_000_000, plan: lines, keyFacts })).toEqual({
      received: 9_700_000,
      sanctioned: 10_000_000,
      deducted: 300_000,
      // 12 × ₹8,885 = ₹1,06,620; less the ₹97,000 that arrives.
      totalRepay: 10_662_000,
      totalCost: 962_000,
      payments: {
        count: 12,
        first: '2024-05-15',
        last: '2025-04-15',
        each: 888_500,
        groups: [{ amount: 888_500, count: 12 }],
      },
      charges: [
        { kind: 'fee', name: 'Processing fee and insurance', amount: 300_000 },
        // ₹1,06,620 repaid on ₹1,00,000 lent.
        { kind: 'interest', amount: 662_000, taxIncluded: true },
      ],
      extensionFees: [],
    });
  });

  it("RBL Bank's KFS: the processing fee with its 18 % GST, and the interest net of both", () => {
    const summary = offerSummary({ amount: 4_700_000, plan: RBL_KFS.plan, keyFacts: RBL_KFS.keyFacts });
    // 24 × ₹2,415.14 = ₹57,963.36; ₹45,613.50 arrives (₹47,000 less ₹1,175 and ₹211.50 of GST).
    expect(summary).toMatchObject({ received: 4_561_350, deducted: 138_650, totalRepay: 5_796_336 });
    expect(summary.totalCost).toBe(1_234_986);
    expect(summary.charges).toEqual([
      { kind: 'fee', name: 'Processing fees', amount: 117_500, tax: 21_150 },
      // ₹57,963.36 repaid on ₹47,000 lent.
      { kind: 'interest', amount: 1_096_336, taxIncluded: true },
    ]);
  });

  it('a Mexican schedule: the interest and its IVA read from the instalments, the commission taken at disbursal', () => {
    const schedule = scheduleOf(0);
    const summary = offerSummary({
      amount: 300_000,
      plan: schedule.map((line) => ({ date: line.date, amount: line.instalment })),
      keyFacts: { sanctionedAmount: 300_000, netDisbursed: 265_200, fees: [COMMISSION], schedule },
    });
    expect(summary).toEqual({
      received: 265_200,
      sanctioned: 300_000,
      deducted: 34_800,
      totalRepay: 310_440,
      totalCost: 45_240,
      payments: {
        count: 2,
        first: '2026-12-01',
        last: '2027-01-01',
        each: undefined,
        groups: [
          { amount: 156_960, count: 1 },
          { amount: 153_480, count: 1 },
        ],
      },
      charges: [
        { kind: 'fee', name: 'Comisión por apertura', amount: 30_000, tax: 4_800 },
        { kind: 'interest', amount: 9_000, tax: 1_440 },
      ],
      extensionFees: [],
    });
  });

  it('a commission repaid with the instalments is not counted again as tax on the interest', () => {
    // $348.00 of commission and its IVA, $174.00 in each instalment; nothing is deducted.
    const schedule = scheduleOf(17_400);
    const summary = offerSummary({
      amount: 300_000,
      plan: schedule.map((line) => ({ date: line.date, amount: line.instalment })),
      keyFacts: { sanctionedAmount: 300_000, fees: [COMMISSION], schedule },
    });
    expect(summary).toMatchObject({ received: 300_000, totalRepay: 345_240, totalCost: 45_240 });
    expect(summary.sanctioned).toBeUndefined();
    expect(summary.deducted).toBeUndefined();
    expect(summary.charges).toEqual([
      { kind: 'fee', name: 'Comisión por apertura', amount: 30_000, tax: 4_800 },
      { kind: 'interest', amount: 9_000, tax: 1_440 },
    ]);
  });

  it('interest that bears no tax (India) has no tax beside it', () => {
    const schedule = [
      { date: '2026-12-01', principal: 150_000, interest: 6_000, instalment: 156_000, balance: 150_000 },
      { date: '2027-01-01', principal: 150_000, interest: 3_000, instalment: 153_000, balance: 0 },
    ];
    const summary = offerSummary({
      amount: 300_000,
      plan: schedule.map((line) => ({ date: line.date, amount: line.instalment })),
      keyFacts: { fees: [], schedule },
    });
    expect(summary.charges).toEqual([{ kind: 'interest', amount: 9_000 }]);
    expect(summary.charges?.[0]).not.toHaveProperty('tax', expect.anything());
  });

  it('tax the instalments carry on an interest-free loan is still stated (the charges add up to the cost)', () => {
    // $300.00 of commission repaid in the one instalment, its $48.00 of IVA there too but not itemised.
    const schedule = [
      { date: '2026-12-01', principal: 300_000, interest: 0, instalment: 334_800, balance: 0 },
    ];
    const summary = offerSummary({
      amount: 300_000,
      plan: [{ date: '2026-12-01', amount: 334_800 }],
      keyFacts: { fees: [{ name: 'Comisión por apertura', amount: 30_000, taxAmount: undefined }], schedule },
    });
    expect(summary.totalCost).toBe(34_800);
    expect(summary.charges).toEqual([
      { kind: 'fee', name: 'Comisión por apertura', amount: 30_000 },
      { kind: 'interest', amount: 0, tax: 4_800 },
    ]);
  });

  it('a schedule with a line it cannot read is not used: the interest is then what the fees leave of the cost', () => {
    const schedule = scheduleOf(0);
    const broken = [schedule[0]!, { ...schedule[1]!, interest: undefined }];
    const summary = offerSummary({
      amount: 300_000,
      plan: schedule.map((line) => ({ date: line.date, amount: line.instalment })),
      keyFacts: { sanctionedAmount: 300_000, netDisbursed: 265_200, fees: [COMMISSION], schedule: broken },
    });
    // $452.40 of cost less $348.00 of commission with its IVA: the interest with its IVA.
    expect(summary.charges?.[1]).toEqual({ kind: 'interest', amount: 10_440, taxIncluded: true });
  });

  it.each([
    ['principal', { principal: undefined }],
    ['instalment', { instalment: undefined }],
    ['interest', { interest: 60.5 }],
  ])('a schedule line without a whole %s is not read', (_field, change) => {
    const schedule = scheduleOf(0);
    const summary = offerSummary({
      amount: 300_000,
      plan: schedule.map((line) => ({ date: line.date, amount: line.instalment })),
      keyFacts: { netDisbursed: 265_200, fees: [], schedule: [schedule[0]!, { ...schedule[1]!, ...change }] },
    });
    expect(summary.charges).toEqual([{ kind: 'interest', amount: 45_240, taxIncluded: true }]);
  });

  it('an interest-free schedule with no tax adds no interest row', () => {
    const schedule = [
      { date: '2026-12-01', principal: 300_000, interest: 0, instalment: 300_000, balance: 0 },
    ];
    const summary = offerSummary({
      amount: 300_000,
      plan: [{ date: '2026-12-01', amount: 300_000 }],
      keyFacts: { fees: [], schedule },
    });
    expect(summary.totalCost).toBe(0);
    expect(summary.charges).toEqual([]);
  });

  it('a fee charged with every instalment is marked so; a fee with no amount, or a tax of zero, is not stated', () => {
    const fees: KeyFacts['fees'] = [
      { name: 'Cuota de administración', amount: 1_000, taxAmount: 0, when: 'recurring' },
      { name: 'Seguro', amount: undefined, taxAmount: undefined },
      { name: 'Comisión por apertura', amount: 30_000, taxAmount: -1 },
    ];
    const summary = offerSummary({
      amount: 300_000,
      plan: plan(['2026-12-01', 300_000]),
      keyFacts: { fees },
    });
    expect(summary.charges).toEqual([
      { kind: 'fee', name: 'Cuota de administración', amount: 1_000, recurring: true },
      { kind: 'fee', name: 'Comisión por apertura', amount: 30_000 },
    ]);
  });

  it('a fee charged with every instalment is counted once per instalment, not again inside the interest', () => {
    const fees: KeyFacts['fees'] = [
      { name: 'Cuota de administración', amount: 1_000, taxAmount: 160, when: 'recurring' },
      { name: 'Comisión por apertura', amount: 5_000, taxAmount: 800, when: 'once' },
    ];
    // $3,000.00 lent, two payments of $1,550.00: $100.00 of cost. Of it, the commission with its IVA ($58.00)
    // and twice the $11.60 of the fee with its IVA: $18.80 of interest.
    const plain = offerSummary({
      amount: 300_000,
      plan: plan(['2026-12-01', 155_000], ['2027-01-01', 155_000]),
      keyFacts: { fees },
    });
    expect(plain.charges).toEqual([
      { kind: 'fee', name: 'Cuota de administración', amount: 1_000, tax: 160, recurring: true },
      { kind: 'fee', name: 'Comisión por apertura', amount: 5_000, tax: 800 },
      { kind: 'interest', amount: 1_880, taxIncluded: true },
    ]);
    // With a schedule: each instalment carries the interest's IVA and the fee with its own.
    const schedule = scheduleOf(1_160);
    const scheduled = offerSummary({
      amount: 300_000,
      plan: schedule.map((line) => ({ date: line.date, amount: line.instalment })),
      keyFacts: { fees: [fees[0]!], schedule },
    });
    expect(scheduled.totalCost).toBe(9_000 + 1_440 + 2 * 1_160);
    expect(scheduled.charges?.at(-1)).toEqual({ kind: 'interest', amount: 9_000, tax: 1_440 });
  });

  it('a fee charged only on an extension is no part of the cost: it is listed apart', () => {
    const extension = {
      name: 'Comisión por prórroga',
      amount: 15_000,
      taxAmount: 2_400,
      when: 'extension' as const,
    };
    const summary = offerSummary({
      amount: 300_000,
      plan: plan(['2026-12-01', 310_000]),
      keyFacts: { fees: [extension] },
    });
    expect(summary.charges).toEqual([{ kind: 'interest', amount: 10_000, taxIncluded: true }]);
    expect(summary.extensionFees).toEqual([extension]);
  });

  it('without itemised fees the charges are unknown, not empty; and nothing is said of a cost it cannot work out', () => {
    expect(
      offerSummary({ amount: 300_000, plan: plan(['2026-12-01', 310_000]), keyFacts: {} }).charges,
    ).toBeUndefined();
    expect(offerSummary({ amount: 300_000, plan: plan(['2026-12-01', 310_000]), keyFacts: null })).toEqual({
      received: 300_000,
      totalRepay: 310_000,
      totalCost: 10_000,
      payments: {
        count: 1,
        first: '2026-12-01',
        last: '2026-12-01',
        each: 310_000,
        groups: [{ amount: 310_000, count: 1 }],
      },
      extensionFees: [],
    });
    // A plan repaying less than arrives has no cost to state; nor has a cost nothing is left of after the fees.
    const less = offerSummary({
      amount: 300_000,
      plan: plan(['2026-12-01', 299_999]),
      keyFacts: { fees: [] },
    });
    expect(less).toMatchObject({ totalRepay: 299_999, totalCost: undefined, charges: [] });
    const feesOnly = offerSummary({
      amount: 300_000,
      plan: plan(['2026-12-01', 310_000]),
      keyFacts: { fees: [{ name: 'Comisión', amount: 10_000, taxAmount: undefined }] },
    });
    expect(feesOnly.charges).toEqual([{ kind: 'fee', name: 'Comisión', amount: 10_000 }]);
  });

  it('an interest-free loan costs nothing (not an unknown cost)', () => {
    expect(offerSummary({ amount: 300_000, plan: plan(['2026-12-01', 300_000]) }).totalCost).toBe(0);
  });

  it('what arrives is the response amount unless the lender states a whole netDisbursed; a sanctioned amount no larger deducts nothing', () => {
    const at = (keyFacts: Partial<KeyFacts>) => offerSummary({ amount: 300_000, plan: [], keyFacts });
    expect(at({ netDisbursed: 290_000.5 }).received).toBe(300_000);
    expect(at({ netDisbursed: 290_000 }).received).toBe(290_000);
    expect(at({ sanctionedAmount: 300_000 })).toMatchObject({ sanctioned: undefined, deducted: undefined });
    expect(at({ sanctionedAmount: 290_000 })).toMatchObject({ sanctioned: undefined, deducted: undefined });
    expect(at({ sanctionedAmount: 300_000.5, netDisbursed: 290_000 })).toMatchObject({
      sanctioned: undefined,
      deducted: undefined,
    });
  });
});

describe('offerSummary: the payments, in date order', () => {
  it('sorted by date whatever order the plan comes in; consecutive equal amounts grouped (2 × ₹6,692.96)', () => {
    const { payments, totalRepay } = offerSummary({
      amount: 1_500_000,
      plan: plan(['2027-02-01', 500_000], ['2026-12-01', 669_296], ['2027-01-01', 669_296]),
    });
    expect(totalRepay).toBe(1_838_592);
    expect(payments).toEqual({
      count: 3,
      first: '2026-12-01',
      last: '2027-02-01',
      each: undefined,
      groups: [
        { amount: 669_296, count: 2 },
        { amount: 500_000, count: 1 },
      ],
    });
  });

  it('equal amounts apart are separate groups', () => {
    const { payments } = offerSummary({
      amount: 1_000,
      plan: plan(['2026-12-01', 500], ['2027-01-01', 600], ['2027-02-01', 500]),
    });
    expect(payments?.groups).toEqual([
      { amount: 500, count: 1 },
      { amount: 600, count: 1 },
      { amount: 500, count: 1 },
    ]);
  });

  it('dates read on the lender’s calendar, a time of day left out', () => {
    const { payments } = offerSummary({
      amount: 1_000,
      plan: plan(['2026-12-01 23:59:59', 600], ['2026-11-15 00:00:00', 500]),
    });
    expect(payments).toMatchObject({ first: '2026-11-15', last: '2026-12-01' });
  });

  it('an amount that is not whole minor units: no total, no grouping, no cost', () => {
    const summary = offerSummary({
      amount: 1_000,
      plan: plan(['2026-12-01', 500], ['2027-01-01', undefined]),
      keyFacts: { fees: [] },
    });
    expect(summary).toMatchObject({ totalRepay: undefined, totalCost: undefined, charges: [] });
    expect(summary.payments).toEqual({
      count: 2,
      first: '2026-12-01',
      last: '2027-01-01',
      each: undefined,
      groups: [],
    });
    expect(offerSummary({ amount: 1_000, plan: plan(['2026-12-01', 500.5]) }).payments?.groups).toEqual([]);
  });

  it('a plan line without a date: counted, and the response’s first payment date stands in when none has one', () => {
    const undated = offerSummary({ amount: 1_000, plan: plan([null, 1_100]), firstPayTime: '2026-12-01' });
    expect(undated.payments).toEqual({
      count: 1,
      first: '2026-12-01',
      last: undefined,
      each: 1_100,
      groups: [{ amount: 1_100, count: 1 }],
    });
    const some = offerSummary({
      amount: 1_000,
      plan: plan(['2027-01-01', 550], [null, 550]),
      firstPayTime: '2026-11-01',
    });
    expect(some.payments).toMatchObject({ count: 2, first: '2027-01-01', last: '2027-01-01' });
  });

  it('no plan: only the first payment date, when the response gives one', () => {
    expect(offerSummary({ amount: 1_000, plan: [], firstPayTime: '2026-12-01 10:00:00' })).toMatchObject({
      totalRepay: undefined,
      totalCost: undefined,
      payments: { count: 0, first: '2026-12-01', groups: [] },
    });
    expect(offerSummary({ amount: 1_000, plan: [] }).payments).toBeUndefined();
    expect(offerSummary({ amount: 1_000, plan: [], firstPayTime: 'soon' }).payments).toBeUndefined();
  });
});
