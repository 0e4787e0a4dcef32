import { Market } from '@/lib/session';
import * as v from 'valibot';
import { KeyFactsSchema, OptionalKeyFactsSchema } from '@/entities/loan-figures/key-facts-schema';
import { buildStatement, tenorDays, type StatementInput } from '@/entities/loan-figures';
import { planTermDays, statedTermDays } from '@/entities/loan-figures/tenor';
import { coolingOffDays } from '@/features/loan/model/cooling-off';
import { keyFactsFixture, parseMoneyText } from '@/demo/fixtures/key-facts';
import { confirmDemoLoan, loanConfirmFixture } from '@/demo/fixtures/loan';

const START = new Date(2026, 10, 21, 9, 30);
const base = (input: Partial<StatementInput>): StatementInput => ({
  market: Market.india,
  start: START,
  plan: [],
  lender: {},
  ...input,
});
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('APR / CAT', () => {
  it('India, fees deducted at disbursal: the IRR on the net disbursed amount (RBI Annex B)', () => {
    // ₹10,000 sanctioned, ₹1,000 fee deducted, ₹9,000 received; ₹11,000 repaid after 365 days:
    // 11,000 / 9,000 − 1 = 22.2222 % (on the sanctioned amount it would read 10 %).
    const statement = buildStatement(
      base({
        received: 1_000_000,
        keyFacts: { sanctionedAmount: 1_000_000, netDisbursed: 900_000 },
        plan: [{ date: '2027-11-21', amount: 1_100_000 }],
      }),
    );
    const apr = statement.rows.find((row) => row.id === 'apr')!.value;
    expect(apr).toMatchObject({ kind: 'apr', by: 'app', date: '2026-11-21' });
    expect(apr.kind === 'apr' && apr.percent).toBeCloseTo(22.2222, 3);
    expect(statement.rows.find((row) => row.id === 'bNetDisbursed')?.value).toEqual({
      kind: 'money',
      minor: 900_000,
    });
  });

  it('Mexico, with IVA: the CAT leaves the 16 % tax out (Banxico, "sin IVA")', () => {
    // $1,000 received; $1,116 after a year: cost $116 of which $16 is IVA on $100, so the CAT is 10.00 %.
    const statement = buildStatement(
      base({ market: Market.mexico, received: 100_000, plan: [{ date: '2027-11-21', amount: 111_600 }] }),
    );
    const cat = statement.rows.find((row) => row.id === 'cat')!.value;
    expect(cat.kind === 'apr' && cat.percent).toBeCloseTo(10, 6);
    expect(cat).toMatchObject({ by: 'app' });
  });

  it('India keeps every charge: the same plan is an APR of 11.6 %', () => {
    const statement = buildStatement(
      base({ received: 100_000, plan: [{ date: '2027-11-21', amount: 111_600 }] }),
    );
    const apr = statement.headline.apr!;
    expect(apr.percent).toBeCloseTo(11.6, 6);
  });

  it("shows the lender's own figure with its date when the response carries one", () => {
    const statement = buildStatement(
      base({
        market: Market.mexico,
        received: 100_000,
        plan: [{ date: '2027-11-21', amount: 111_600 }],
        keyFacts: { apr: 12.3, aprDate: '2026-11-01' },
      }),
    );
    expect(statement.rows.find((row) => row.id === 'cat')?.value).toEqual({
      kind: 'apr',
      percent: 12.3,
      by: 'lender',
      date: '2026-11-01',
    });
  });
});

describe('repayment schedule', () => {
  it("uses the lender's schedule: principal, interest, instalment, balance, and totals", () => {
    const statement = buildStatement(
      base({
        plan: [
          { date: '2026-12-21', amount: 60_000 },
          { date: '2027-01-21', amount: 60_000 },
        ],
        keyFacts: {
          schedule: [
            { date: '2026-12-21', principal: 50_000, interest: 8_000, instalment: 60_000, balance: 50_000 },
            { date: '2027-01-21', principal: 50_000, interest: 4_000, instalment: 60_000, balance: 0 },
          ],
        },
      }),
    );
    expect(statement.schedule.split).toBe(true);
    expect(statement.schedule.lines.map((line) => line.charges)).toEqual([2_000, 6_000]);
    expect(statement.schedule.totals).toEqual({
      principal: 100_000,
      interest: 12_000,
      charges: 8_000,
      instalment: 120_000,
    });
    expect(statement.rows.find((row) => row.id === 'bTotalInterest')?.value).toEqual({
      kind: 'money',
      minor: 12_000,
    });
  });

  it("splits a single payment exactly from the contract's own totals", () => {
    const statement = buildStatement(
      base({
        market: Market.mexico,
        sanctioned: 300_000,
        interestTotal: 10_200,
        plan: [{ date: '2026-12-05', amount: 345_000 }],
      }),
    );
    expect(statement.schedule.lines).toEqual([
      {
        n: 1,
        date: '2026-12-05',
        principal: 300_000,
        interest: 10_200,
        charges: 34_800,
        instalment: 345_000,
        balance: 0,
      },
    ]);
  });

  it('never guesses a split of several payments: it shows the instalments and lists the split as missing', () => {
    const statement = buildStatement(
      base({
        sanctioned: 100_000,
        interestTotal: 10_000,
        plan: [
          { date: '2026-12-21', amount: 55_000 },
          { date: '2027-01-21', amount: 55_000 },
        ],
      }),
    );
    expect(statement.schedule.split).toBe(false);
    expect(statement.schedule.lines.map((line) => [line.principal, line.interest, line.instalment])).toEqual([
      [undefined, undefined, 55_000],
      [undefined, undefined, 55_000],
    ]);
    expect(statement.schedule.totals.instalment).toBe(110_000);
    expect(statement.missing).toContainEqual(
      expect.objectContaining({ id: 'scheduleSplit', fill: ['keyFacts.schedule'] }),
    );
    // Not even when the first payment alone would cover the principal and the interest.
    const firstLarge = buildStatement(
      base({
        sanctioned: 100_000,
        interestTotal: 10_000,
        plan: [
          { date: '2026-12-21', amount: 120_000 },
          { date: '2027-01-21', amount: 5_000 },
        ],
      }),
    );
    expect(firstLarge.schedule.lines.map((line) => line.principal)).toEqual([undefined, undefined]);
  });

  it('a single payment of exactly principal plus interest has no other charges; one short of it is not split', () => {
    const exact = (amount: number) =>
      buildStatement(
        base({ sanctioned: 100_000, interestTotal: 10_000, plan: [{ date: '2026-12-21', amount }] }),
      ).schedule;
    expect(exact(110_000)).toMatchObject({
      split: true,
      lines: [{ principal: 100_000, interest: 10_000, charges: 0, balance: 0 }],
    });
    // ₹1,000 principal and ₹100 interest cannot be repaid by ₹1,050: the figures disagree, so no split.
    expect(exact(105_000).split).toBe(false);
    expect(exact(105_000).lines).toEqual([{ n: 1, date: '2026-12-21', instalment: 105_000 }]);
  });

  it("the lender's schedule: numbered from 1; a line's other charges are what its parts leave, never negative", () => {
    const statement = buildStatement(
      base({
        plan: [],
        keyFacts: {
          schedule: [
            { date: '2026-12-21', principal: 50_000, interest: 5_000, instalment: 55_000, balance: 50_000 },
            // Parts that add up to more than the instalment: no charge to show, rather than a negative one.
            { date: '2027-01-21', principal: 50_000, interest: 6_000, instalment: 55_000, balance: 0 },
          ],
        },
      }),
    );
    expect(statement.schedule.lines.map((line) => [line.n, line.charges])).toEqual([
      [1, 0],
      [2, undefined],
    ]);
    // A line without its interest: the schedule cannot be read as split.
    const unsplit = buildStatement(
      base({
        plan: [],
        keyFacts: {
          schedule: [
            { date: '2026-12-21', principal: 50_000, interest: 5_000, instalment: 55_000, balance: 50_000 },
            { date: '2027-01-21', principal: 50_000, interest: undefined, instalment: 55_000, balance: 0 },
          ],
        },
      }),
    );
    expect(unsplit.schedule.split).toBe(false);
    expect(unsplit.schedule.totals).toEqual({
      principal: 100_000,
      interest: undefined,
      charges: undefined,
      instalment: 110_000,
    });
  });

  it('no plan: no lines, no split and no totals (not zero)', () => {
    const { schedule } = buildStatement(base({ plan: [] }));
    expect(schedule).toEqual({
      lines: [],
      split: false,
      totals: { principal: undefined, interest: undefined, charges: undefined, instalment: undefined },
    });
  });

  it('instalments: equal payments in a run are one group; a payment without its amount leaves them unknown', () => {
    const instalments = (amounts: (number | undefined)[]) => {
      const statement = buildStatement(
        base({
          plan: amounts.map((amount, month) => ({ date: `2027-0${month + 1}-21`, amount })),
        }),
      );
      return [statement.rows.find((row) => row.id === 'instalments')?.value, statement.headline.totalToPay];
    };
    expect(instalments([50_000, 50_000, 60_000])).toEqual([
      {
        kind: 'instalments',
        count: 3,
        groups: [
          { amount: 50_000, count: 2 },
          { amount: 60_000, count: 1 },
        ],
        first: '2027-01-21',
      },
      160_000,
    ]);
    // Never a total short by the payment it does not know.
    expect(instalments([50_000, undefined])).toEqual([{ kind: 'notProvided' }, undefined]);
  });
});

describe('missing rows', () => {
  const plan = [{ date: '2026-12-05', amount: 345_000 }];

  it('Mexico without keyFacts or profile: derives what it can and lists the rest with what fills it', () => {
    const statement = buildStatement(
      base({
        market: Market.mexico,
        received: 300_000,
        periods: 14,
        termUnit: '1',
        plan,
        productName: 'Dinero Ya',
      }),
    );
    // Every item of CONDUSEF's carátula is a row, in the format's order, also when nothing fills it (then it
    // says so). Rates, the late charge and prepayment show spec §9's reference values, labelled so, and are
    // still listed as missing with the field that fills them.
    expect(ids(statement.rows)).toEqual([
      'productName',
      'creditType',
      'cat',
      'interestRate',
      'lateRate',
      'creditAmount',
      'received',
      'totalToPay',
      'term',
      'deadline',
      'fees',
      'foreclosure',
      'warnings',
      'insurance',
      'accountStatement',
      'une',
      'reca',
      'condusef',
      'lenderIdentity',
      'schedule',
    ]);
    const notProvided = statement.rows.filter((row) => row.value.kind === 'notProvided');
    expect(ids(notProvided)).toEqual([
      'creditType',
      'creditAmount',
      'fees',
      'insurance',
      'accountStatement',
      'une',
      'reca',
      'condusef',
      'lenderIdentity',
    ]);
    expect(statement.figures.interest).toMatchObject({ daily: 0.0065, annual: 2.37, source: 'reference' });
    expect(statement.figures.lateCharge).toEqual({ percent: 3, per: 'day', source: 'reference' });
    const fills = Object.fromEntries(statement.missing.map((row) => [row.id, row.fill]));
    expect(fills).toEqual({
      interestRate: ['keyFacts.interestRate', 'keyFacts.interestType'],
      lateRate: ['keyFacts.lateRate'],
      creditType: ['profile.caratula.creditType'],
      creditAmount: ['keyFacts.sanctionedAmount'],
      fees: ['keyFacts.fees'],
      foreclosure: ['keyFacts.foreclosure'],
      insurance: ['profile.caratula.insurance'],
      accountStatement: ['profile.caratula.accountStatement'],
      une: [
        'profile.grievance.une.address',
        'profile.grievance.une.phone',
        'profile.grievance.une.email',
        'profile.grievance.une.web',
      ],
      reca: ['profile.registration.reca'],
      condusef: ['profile.grievance.condusef.phone', 'profile.grievance.condusef.url'],
      lenderIdentity: ['profile.legalName'],
      scheduleSplit: ['keyFacts.schedule'],
    });
  });

  it('India without keyFacts or profile: every KFS item stays, unfilled ones "not provided" and listed', () => {
    const statement = buildStatement(
      base({
        received: 500_000,
        periods: 91,
        termUnit: '1',
        plan: [{ date: '2027-02-20', amount: 560_000 }],
        coolingOffDays: 3,
      }),
    );
    const kinds = statement.rows.map((row) => [row.item ?? row.id, row.value.kind]);
    expect(kinds).toEqual([
      ['A1.1', 'notProvided'],
      ['A1.1(type)', 'loanType'],
      ['A1.2', 'notProvided'],
      ['A1.3', 'disbursal'],
      ['A1.4', 'term'],
      ['A1.5', 'instalments'],
      ['A1.6', 'rate'],
      ['A1.7', 'notProvided'],
      ['A1.8(A)', 'notProvided'],
      ['A1.8(B)', 'notProvided'],
      ['A1.9', 'apr'],
      ['A1.10(i)', 'penal'],
      ['A1.10(ii)', 'notProvided'],
      ['A1.10(iii)', 'foreclosure'],
      ['A1.10(iv)', 'notProvided'],
      ['A1.10(v)', 'notProvided'],
      ['A2.1', 'clause'],
      ['A2.1(agents)', 'notProvided'],
      ['A2.2', 'clause'],
      ['A2.2(officer)', 'notProvided'],
      ['A2.3', 'notProvided'],
      ['A2.4', 'notProvided'],
      ['A2.5', 'notApplicable'],
      ['A2.6(i)', 'days'],
      ['A2.6(ii)', 'notProvided'],
      ['B.1', 'notProvided'],
      ['B.2', 'term'],
      ['B.2(b)', 'instalments'],
      ['B.3', 'notProvided'],
      ['B.4', 'rate'],
      ['B.5', 'notProvided'],
      ['B.6', 'notProvided'],
      ['B.7', 'money'],
      ['B.8', 'money'],
      ['B.9', 'apr'],
      ['B.10', 'disbursal'],
      ['B.11', 'dueDates'],
      ['C', 'schedule'],
    ]);
    // Rows outside the circular's numbering (RBI's portal, the lender's identity) are left out when unknown.
    expect(statement.rows.filter((row) => !row.item)).toEqual([]);
    // Each with the field of the response (contract §7) or of the lender's profile that fills it.
    expect(statement.missing.map((row) => `${row.id}: ${row.fill.join(', ')}`)).toEqual([
      'proposalNo: keyFacts.proposalNo',
      'sanctioned: keyFacts.sanctionedAmount',
      'interestRate: keyFacts.interestRate, keyFacts.interestType',
      'floatingRate: keyFacts.interestType',
      'feesLender: keyFacts.fees',
      'feesThirdParty: keyFacts.fees',
      'penalCharges: keyFacts.penalCharges',
      'otherPenal: keyFacts.penalCharges',
      'foreclosure: keyFacts.foreclosure',
      'switching: keyFacts.interestType',
      'otherCharges: keyFacts.fees',
      'recoveryAgents: keyFacts.recoveryAgents',
      'grievanceOfficer: profile.grievance.officer.name, profile.grievance.officer.phone, profile.grievance.officer.email',
      'nodalOfficer: profile.grievance.nodalOfficer.name, profile.grievance.nodalOfficer.phone, profile.grievance.nodalOfficer.email',
      'rbiPortal: profile.grievance.rbiPortal',
      'transferable: keyFacts.transferable',
      'serviceProvider: keyFacts.serviceProvider',
      'lenderIdentity: profile.legalName, profile.registration.cin, profile.registration.rbiCor',
      'bSanctioned: keyFacts.sanctionedAmount',
      'bRateType: keyFacts.interestType',
      'bTotalInterest: keyFacts.schedule[].interest',
      'bFees: keyFacts.fees',
      'scheduleSplit: keyFacts.schedule',
    ]);
    expect(statement.figures.penalCharges?.source).toBe('reference');
    expect(statement.figures.prepayment).toMatchObject({ afterHalfTerm: true, source: 'reference' });
  });

  it('a partly known contact shows its known parts and lists only the absent ones', () => {
    const statement = buildStatement(
      base({ lender: { groName: 'A. Rao', groEmail: 'gro@example.in' }, plan }),
    );
    expect(statement.rows.find((row) => row.id === 'grievanceOfficer')?.value).toEqual({
      kind: 'contact',
      lines: [
        { kind: 'name', text: 'A. Rao' },
        { kind: 'email', text: 'gro@example.in' },
      ],
    });
    expect(statement.figures.penalCharges?.source).toBe('reference');
    expect(statement.figures.prepayment).toMatchObject({ afterHalfTerm: true, source: 'reference' });
    expect(statement.missing.find((row) => row.id === 'grievanceOfficer')?.fill).toEqual([
      'profile.grievance.officer.phone',
    ]);
  });

  it('the demo with one key fact removed misses exactly that row in both markets', () => {
    for (const market of ['mx', 'in'] as const) {
      const offer = loanConfirmFixture(market, '7', false);
      const loan = confirmDemoLoan(market, '7');
      const full = keyFactsFixture(loan, offer, 'X1');
      const trimmed = keyFactsFixture(loan, offer, 'X1', ['interestRate']);
      const build = (facts: unknown) =>
        buildStatement(
          base({
            market: market === 'in' ? Market.india : Market.mexico,
            start: new Date(),
            received: offer.amount,
            periods: offer.periods,
            termUnit: '1',
            plan: offer.repay_plans.map((line) => ({ date: line.pay_time, amount: line.amount })),
            keyFacts: v.parse(KeyFactsSchema, facts),
            coolingOffDays: market === 'in' ? 3 : undefined,
          }),
        );
      const before = build(full).missing.map((row) => row.id);
      const after = build(trimmed).missing.map((row) => row.id);
      expect(after.filter((id) => !before.includes(id))).toEqual(['interestRate']);
    }
  });
});

describe('what both statements derive from the page', () => {
  it('a plan makes the schedule a row of its own (the carátula lists it without one)', () => {
    const statement = buildStatement(
      base({ market: Market.mexico, plan: [{ date: '2026-12-21', amount: 1 }] }),
    );
    expect(statement.rows.find((row) => row.id === 'schedule')).toMatchObject({
      section: 'schedule',
      value: { kind: 'schedule' },
    });
  });

  it("Mexico's late charge is a rate marked as the late one, per day as spec §9's reference gives it", () => {
    const statement = buildStatement(base({ market: Market.mexico }));
    expect(statement.rows.find((row) => row.id === 'lateRate')?.value).toEqual({
      kind: 'rate',
      percent: 3,
      per: 'day',
      late: true,
      source: 'reference',
    });
  });

  it('a fee or tax total that is not a number is no fee line', () => {
    const statement = buildStatement(base({ feeTotal: Number.NaN, taxTotal: Number.POSITIVE_INFINITY }));
    expect(statement.rows.find((row) => row.id === 'feesLender')?.value).toEqual({ kind: 'notProvided' });
  });
});

describe('tenor: the longer of the stated term and the plan', () => {
  it.each([
    [14, '1', '2026-12-11', 20],
    [30, '1', '2026-12-11', 30],
    [undefined, '1', '2026-12-11', 20],
    [14, '2', '2026-12-11', 20],
    [14, '1', undefined, 14],
  ])('periods %s (unit %s), plan ending %s: %i days', (periods, unit, last, days) => {
    expect(tenorDays(periods, unit, START, last ? [last] : [])).toBe(days);
  });

  it("a 5-day stated term with a 10-day plan gets the RBI's 3 days, not 1", () => {
    const tenor = tenorDays(5, '1', START, ['2026-12-01']);
    expect(tenor).toBe(10);
    expect(coolingOffDays(Market.india, tenor, 0)).toBe(3);
  });

  it('the term row shows the plan dates and the longer tenor', () => {
    const statement = buildStatement(
      base({ market: Market.mexico, periods: 14, termUnit: '1', plan: [{ date: '2026-12-11', amount: 1 }] }),
    );
    expect(statement.rows.find((row) => row.id === 'term')?.value).toEqual({
      kind: 'term',
      days: 20,
      from: '2026-11-21',
      to: '2026-12-11',
    });
  });
});

describe('tenor: what counts as a term', () => {
  it('a term stated in days, with or without its unit; none when it is not a positive number of days', () => {
    expect(statedTermDays(14, undefined)).toBe(14);
    expect(statedTermDays(14, ' 1 ')).toBe(14);
    for (const periods of [undefined, Number.NaN, Number.POSITIVE_INFINITY, 0, -14])
      expect(statedTermDays(periods, '1'), String(periods)).toBeNull();
  });

  it('the plan’s term runs to its latest dated payment, in whatever order the plan lists them', () => {
    expect(planTermDays(START, ['2026-12-11', null, '2026-12-01', 'soon'])).toBe(20);
    expect(planTermDays('2026-11-21', ['2026-12-11'])).toBe(20);
    expect(planTermDays('not a date', ['2026-12-11'])).toBeNull();
    expect(planTermDays(START, [null])).toBeNull();
  });

  it('no term at all, a plan due on the day or one dated before it: no tenor', () => {
    expect(tenorDays(undefined, '1', START, [])).toBeNull();
    expect(tenorDays(undefined, '1', START, ['2026-11-21'])).toBeNull();
    expect(tenorDays(undefined, '1', START, ['2026-11-16'])).toBeNull();
  });
});

describe('keyFacts from the response', () => {
  it('drops fields of the wrong shape instead of failing, and reads absent or null as none', () => {
    const parsed = v.parse(OptionalKeyFactsSchema, {
      sanctionedAmount: '500000',
      apr: 'high',
      interestType: 'hybrid',
      fees: [{ name: 'Processing fee', amount: 100, payableTo: 'lender' }, { amount: 5 }, 'x'],
      transferable: 'no',
      recoveryAgents: ['Agency A', 3, ''],
    });
    expect(parsed).toMatchObject({
      sanctionedAmount: 500_000,
      apr: undefined,
      interestType: undefined,
      fees: [{ name: 'Processing fee', amount: 100, payableTo: 'lender' }],
      transferable: false,
      recoveryAgents: ['Agency A'],
    });
    expect(v.parse(OptionalKeyFactsSchema, undefined)).toBeUndefined();
    expect(v.parse(OptionalKeyFactsSchema, null)).toBeUndefined();
    expect(v.parse(OptionalKeyFactsSchema, 'nonsense')).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>]>([
    ['a net disbursed amount with decimals', { netDisbursed: 123.45 }],
    ['a sanctioned amount that is not a number', { sanctionedAmount: '12a' }],
    [
      'a fee amount beyond any integer (1e400 reads as Infinity)',
      { fees: [{ name: 'Processing fee', amount: Number.POSITIVE_INFINITY }] },
    ],
    ['a fee tax of NaN', { fees: [{ name: 'Processing fee', amount: 100, taxAmount: Number.NaN }] }],
    [
      'a schedule line with a fractional instalment',
      { schedule: [{ date: '2026-12-01', instalment: 10.5 }] },
    ],
  ])('refuses %s instead of leaving it out or rounding it (a wrong amount moves the APR)', (_case, facts) => {
    expect(v.safeParse(OptionalKeyFactsSchema, facts).success).toBe(false);
  });
});

describe('demo key facts agree with the offer', () => {
  // The demo loan's identity: total = principal + interest + fee + tax − coupon − deducted at disbursal
  // (the demo offers no coupon). Mexico repays the commission and its IVA with the loan; India takes the
  // processing fee and its GST from the amount paid out, so they are deducted and not in the plan.
  it.each(['mx', 'in'] as const)(
    '%s: principal + interest + fee + tax − deducted at disbursal = the plan total',
    (market) => {
      const offer = loanConfirmFixture(market, '7', false);
      const loan = confirmDemoLoan(market, '7');
      const facts = v.parse(KeyFactsSchema, keyFactsFixture(loan, offer, 'X1'));
      const total = offer.repay_plans.reduce((sum, line) => sum + line.amount, 0);
      const schedule = facts.schedule!;
      const interest = schedule.reduce((sum, line) => sum + (line.interest ?? 0), 0);
      const principal = schedule.reduce((sum, line) => sum + (line.principal ?? 0), 0);
      // The extension fee is charged only if the borrower extends: not part of the loan's total.
      const charged = facts.fees!.filter((item) => item.when !== 'extension');
      const fee = charged.reduce((sum, item) => sum + (item.amount ?? 0), 0);
      const feeTax = charged.reduce((sum, item) => sum + (item.taxAmount ?? 0), 0);
      // Read from the offer's own rows, as the borrower sees them.
      const money = (label: RegExp) =>
        parseMoneyText(offer.details.find((row) => label.test(row.text))!.value)!;
      const tax = money(/\b(IVA|GST)\b/);
      const deducted = facts.sanctionedAmount! - facts.netDisbursed!;
      expect(principal).toBe(facts.sanctionedAmount);
      expect(facts.netDisbursed).toBe(offer.amount);
      expect(interest).toBe(money(/^(Intereses|Interest)$/));
      expect(deducted).toBe(market === 'in' ? fee + feeTax : 0);
      expect(principal + interest + fee + tax - deducted).toBe(total);
      // Each line of the schedule adds up to its instalment, charges included, and the balance runs down.
      for (const [index, line] of schedule.entries()) {
        expect(line.instalment).toBe(offer.repay_plans[index]!.amount);
        expect(line.date).toBe(offer.repay_plans[index]!.pay_time);
      }
      expect(schedule.at(-1)!.balance).toBe(0);
    },
  );

  it("India: the schedule is the loan's own split, GST is on the fee and taken with it", () => {
    const offer = loanConfirmFixture('in', '7', false);
    const facts = v.parse(KeyFactsSchema, keyFactsFixture(confirmDemoLoan('in', '7'), offer, 'X1'));
    // Equal EMIs: the principal grows as the interest on the balance falls.
    expect(facts.schedule!.map((line) => [line.principal, line.interest, line.instalment])).toEqual([
      [665_397, 3_900, 669_297],
      [666_608, 2_689, 669_297],
      [667_995, 1_302, 669_297],
    ]);
    expect(facts.fees).toEqual([
      expect.objectContaining({ amount: 40_000, taxAmount: 7_200, when: 'once' }),
      expect.objectContaining({ amount: 40_000, taxAmount: 7_200, when: 'extension' }),
    ]);
    expect([facts.sanctionedAmount, facts.netDisbursed]).toEqual([2_000_000, 1_952_800]);
  });

  it('reads money texts in either convention', () => {
    expect(parseMoneyText('$3.000,00')).toBe(300_000);
    expect(parseMoneyText('$3,000.00')).toBe(300_000);
    expect(parseMoneyText('₹1,00,000.00')).toBe(10_000_000);
    expect(parseMoneyText('$48')).toBe(4_800);
  });
});

describe('Mexico’s carátula: each item under CONDUSEF’s heading, with the rule it answers', () => {
  const condusef = (what: string) => `CONDUSEF transparencia y sanas prácticas, carátula: ${what}`;
  // Built inside each test, so mutation testing sees which test reads which line.
  const empty = () => buildStatement(base({ market: Market.mexico }));

  it('an empty response: every item listed with its section, the field that fills it and its rule', () => {
    expect(empty().missing.map((row) => [row.id, row.section, row.fill, row.source])).toEqual([
      ['productName', 'caratula', ['response.comProductName'], condusef('nombre comercial del producto')],
      ['creditType', 'caratula', ['profile.caratula.creditType'], condusef('tipo de crédito')],
      [
        'cat',
        'caratula',
        ['keyFacts.apr', 'response.amount', 'response.repay_plans'],
        `Banxico Circular 21/2009 (CAT); ${condusef('CAT sin IVA, fecha de cálculo')}`,
      ],
      [
        'interestRate',
        'caratula',
        ['keyFacts.interestRate', 'keyFacts.interestType'],
        condusef('tasa de interés anual ordinaria'),
      ],
      ['lateRate', 'caratula', ['keyFacts.lateRate'], condusef('tasa de interés anual moratoria')],
      ['creditAmount', 'caratula', ['keyFacts.sanctionedAmount'], condusef('monto del crédito')],
      ['received', 'caratula', ['response.amount'], condusef('monto del crédito (lo que recibes)')],
      ['totalToPay', 'caratula', ['response.repay_plans[].amount'], condusef('monto total a pagar')],
      [
        'term',
        'caratula',
        ['response.periods', 'response.repay_plans[].pay_time'],
        condusef('plazo del crédito'),
      ],
      ['deadline', 'caratula', ['response.repay_plans[].pay_time'], condusef('fecha límite de pago')],
      ['fees', 'caratula', ['keyFacts.fees'], condusef('comisiones relevantes (monto, IVA y periodicidad)')],
      ['foreclosure', 'caratula', ['keyFacts.foreclosure'], condusef('pago anticipado')],
      [
        'insurance',
        'caratula',
        ['profile.caratula.insurance'],
        condusef('seguros (seguro, aseguradora, cláusula)'),
      ],
      [
        'accountStatement',
        'caratula',
        ['profile.caratula.accountStatement'],
        condusef('estado de cuenta (medio y periodicidad)'),
      ],
      [
        'une',
        'claims',
        [
          'profile.grievance.une.address',
          'profile.grievance.une.phone',
          'profile.grievance.une.email',
          'profile.grievance.une.web',
        ],
        condusef('aclaraciones y reclamaciones (UNE)'),
      ],
      ['reca', 'claims', ['profile.registration.reca'], condusef('Registro de Contratos de Adhesión')],
      [
        'condusef',
        'claims',
        ['profile.grievance.condusef.phone', 'profile.grievance.condusef.url'],
        condusef('datos de CONDUSEF'),
      ],
      ['lenderIdentity', 'claims', ['profile.legalName'], condusef('denominación de la entidad')],
      ['schedule', 'schedule', ['response.repay_plans'], condusef('tabla de amortización')],
    ]);
  });

  it('names each item not stated by the format’s own heading, so the borrower is told which is missing', () => {
    expect(empty().gaps.map((gap) => [gap.id, gap.item])).toEqual([
      ['productName', 'Nombre comercial del producto'],
      ['creditType', 'Tipo de crédito'],
      ['cat', 'CAT'],
      ['interestRate', 'Tasa de interés anual ordinaria'],
      ['lateRate', 'Tasa de interés anual moratoria'],
      ['creditAmount', 'Monto del crédito'],
      ['totalToPay', 'Monto total a pagar'],
      ['term', 'Plazo del crédito'],
      ['deadline', 'Fecha límite de pago'],
      ['fees', 'Comisiones relevantes'],
      ['foreclosure', 'Comisiones relevantes: prepago'],
      ['insurance', 'Seguros'],
      ['accountStatement', 'Estado de cuenta'],
      ['une', 'Unidad Especializada de Atención a Usuarios'],
      ['reca', 'Registro de Contratos de Adhesión'],
      ['condusef', 'CONDUSEF'],
      ['lenderIdentity', 'Entidad financiera'],
    ]);
  });

  it('the warnings stand in their own section, whatever the loan states', () => {
    expect(empty().rows.find((row) => row.id === 'warnings')).toEqual({
      id: 'warnings',
      section: 'warnings',
      value: { kind: 'warning' },
      source: condusef('advertencias'),
    });
  });

  it('a late-payment fee the lender sends shows among the commissions; none sent, no such row', () => {
    const charge = { name: 'Comisión por pago tardío', amount: 20_000, rate: undefined, basis: undefined };
    const statement = buildStatement(base({ market: Market.mexico, keyFacts: { penalCharges: [charge] } }));
    expect(statement.rows.find((row) => row.id === 'penalCharges')).toMatchObject({
      section: 'caratula',
      value: {
        kind: 'penal',
        source: 'loan',
        charges: [{ name: 'Comisión por pago tardío', amount: 20_000 }],
      },
      source: condusef('comisiones relevantes (pago tardío)'),
    });
    expect(ids(empty().rows)).not.toContain('penalCharges');
    expect(ids(empty().missing)).not.toContain('penalCharges');
  });
});
