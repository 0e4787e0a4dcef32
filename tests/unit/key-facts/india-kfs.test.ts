import { Market } from '@/lib/session';
import {
  buildStatement,
  sectionRows,
  type Statement,
  type StatementInput,
} from '@/entities/loan-figures/statement';
import {
  statementLender,
  useStatementLender,
  type StatementLender,
} from '@/entities/loan-figures/statement-lender';
import type { KeyFactsFee } from '@/entities/loan-figures/key-facts-schema';

/**
 * India's Key Facts Statement (RBI, KFS circular of 15 April 2024, Annex A to C, and the Digital Lending
 * Directions 2025), item by item: what each numbered item shows for a loan whose lender states everything,
 * what it shows when the lender leaves it out, and whether the borrower may sign (a gap: an item empty or
 * holding a reference value blocks signing).
 */

const START = new Date(2026, 10, 21, 9, 30);

/** The lender's profile as the KFS needs it: both officers with designation and address, RBI's portal. */
const LENDER: StatementLender = {
  legalName: 'Cash Loan Finance Pvt. Ltd.',
  cin: 'U65999KA2019PTC123456',
  rbiCoR: 'N-02.00321',
  groName: 'Priya Raman',
  groPhone: '+91 80 4718 2200',
  groEmail: 'grievance@cashloanfinance.example',
  groDesignation: 'Grievance Redressal Officer',
  groAddress: '12 MG Road, Bengaluru 560001',
  nodalName: 'Arvind Kulkarni',
  nodalPhone: '+91 80 4718 2201',
  nodalEmail: 'nodal.officer@cashloanfinance.example',
  nodalDesignation: 'Nodal Officer',
  nodalAddress: '14 MG Road, Bengaluru 560001',
  rbiComplaintPortal: 'https://cms.rbi.org.in',
  recoveryAgents: ['Recova Collections Pvt. Ltd.'],
  serviceProviders: [
    {
      name: 'QuickRupee Technologies Pvt. Ltd.',
      grievanceOfficer: {
        name: 'Meera Nair',
        phone: '+91 80 4718 2300',
        email: 'grievance@quickrupee.example',
      },
    },
  ],
};

/**
 * ₹10,000 sanctioned at 24 % a year fixed (2 % a month), repaid in two monthly instalments of ₹5,000
 * principal each: ₹5,200 (₹200 interest on ₹10,000), then ₹5,100 (₹100 on ₹5,000). Deducted at disbursal:
 * a ₹500 processing fee with ₹90 GST (18 %) to the lender and ₹100 stamp duty to the state: ₹10,000 − ₹590
 * − ₹100 = ₹9,310 received. A ₹200 fee is charged only if the borrower extends a due date. The lender's APR,
 * as Annex B works it: the monthly IRR of ₹9,310 against ₹5,200 and ₹5,100 is 7.0338 %, × 12 = 84.41 %.
 */
const fee = (line: Pick<KeyFactsFee, 'name'> & Partial<KeyFactsFee>): KeyFactsFee => ({
  amount: undefined,
  taxAmount: undefined,
  ...line,
});
const PROCESSING = fee({
  name: 'Processing fee',
  amount: 50_000,
  taxAmount: 9_000,
  payableTo: 'lender',
  when: 'once',
});
const STAMP = fee({ name: 'Stamp duty', amount: 10_000, payableTo: 'thirdParty', when: 'once' });
const EXTENSION = fee({ name: 'Extension fee', amount: 20_000, payableTo: 'lender', when: 'extension' });
const PLAN = [
  { date: '2026-12-21', amount: 520_000 },
  { date: '2027-01-21', amount: 510_000 },
];
const KEY_FACTS = {
  proposalNo: 'KFS-2026-000123',
  validUntil: '2026-11-24',
  sanctionedAmount: 1_000_000,
  netDisbursed: 931_000,
  apr: 84.41,
  aprDate: '2026-11-21',
  interestRate: 24,
  interestType: 'fixed',
  fees: [PROCESSING, STAMP, EXTENSION],
  penalCharges: [
    { name: 'Late payment', amount: undefined, rate: 2, basis: 'a month on the overdue instalment' },
  ],
  foreclosure: { allowed: true, charge: 2, from: undefined },
  transferable: false,
  recoveryAgents: ['Recova Collections Pvt. Ltd.'],
  serviceProvider: { name: 'QuickRupee Technologies Pvt. Ltd.', actsAsRecoveryAgent: false },
  schedule: [
    { date: '2026-12-21', principal: 500_000, interest: 20_000, instalment: 520_000, balance: 500_000 },
    { date: '2027-01-21', principal: 500_000, interest: 10_000, instalment: 510_000, balance: 0 },
  ],
} satisfies StatementInput['keyFacts'];

const kfs = (input: Partial<StatementInput> = {}): Statement =>
  buildStatement({
    market: Market.india,
    start: START,
    received: 931_000,
    periods: 61,
    termUnit: '1',
    plan: PLAN,
    keyFacts: KEY_FACTS,
    lender: LENDER,
    coolingOffDays: 3,
    productName: 'Personal Loan',
    ...input,
  });
const at = (statement: Statement, item: string) => statement.rows.find((row) => row.item === item)?.value;
const byId = (statement: Statement, id: string) => statement.rows.find((row) => row.id === id);

describe("India's KFS of a loan whose lender states everything", () => {
  it('fills every item: nothing is listed as missing and nothing stops the borrower signing', () => {
    const statement = kfs();
    expect(statement.missing).toEqual([]);
    expect(statement.gaps).toEqual([]);
    expect(statement.rows.filter((row) => row.value.kind === 'notProvided')).toEqual([]);
  });

  it('Annex A Part 1: the loan, its rate and its charges as the lender states them', () => {
    const statement = kfs();
    expect(at(statement, 'A1.1')).toEqual({ kind: 'text', text: 'KFS-2026-000123' });
    expect(at(statement, 'A1.1(type)')).toEqual({ kind: 'loanType', product: 'Personal Loan' });
    expect(byId(statement, 'validUntil')?.value).toEqual({ kind: 'date', date: '2026-11-24' });
    expect(at(statement, 'A1.2')).toEqual({ kind: 'money', minor: 1_000_000 });
    expect(at(statement, 'A1.3')).toEqual({ kind: 'disbursal' });
    // 21 Nov 2026 to 21 Jan 2027: 9 + 31 + 21 = 61 days.
    expect(at(statement, 'A1.4')).toEqual({ kind: 'term', days: 61, from: '2026-11-21', to: '2027-01-21' });
    expect(at(statement, 'A1.5')).toEqual({
      kind: 'instalments',
      count: 2,
      groups: [
        { amount: 520_000, count: 1 },
        { amount: 510_000, count: 1 },
      ],
      first: '2026-12-21',
    });
    expect(at(statement, 'A1.6')).toMatchObject({ kind: 'rate', percent: 24, type: 'fixed', source: 'loan' });
    // A fixed rate has no benchmark to state (item 7) and nothing to switch (item 10 (iv)).
    expect(at(statement, 'A1.7')).toEqual({ kind: 'notApplicable', reason: 'fixedRate' });
    expect(at(statement, 'A1.10(iv)')).toEqual({ kind: 'notApplicable', reason: 'fixedRate' });
    expect(at(statement, 'A1.9')).toEqual({ kind: 'apr', percent: 84.41, by: 'lender', date: '2026-11-21' });
    expect(at(statement, 'A1.10(i)')).toEqual({
      kind: 'penal',
      charges: KEY_FACTS.penalCharges,
      source: 'loan',
    });
    // The loan's own list of penal charges holds every one: there are no others.
    expect(at(statement, 'A1.10(ii)')).toEqual({ kind: 'noOtherPenal' });
    expect(at(statement, 'A1.10(iii)')).toEqual({
      kind: 'foreclosure',
      allowed: true,
      charge: 2,
      source: 'loan',
    });
  });

  it('item 8 splits the fees by who is paid; an extension fee is a contingent charge, item 10 (v)', () => {
    const statement = kfs();
    expect(at(statement, 'A1.8(A)')).toEqual({ kind: 'fees', fees: [PROCESSING] });
    expect(at(statement, 'A1.8(B)')).toEqual({ kind: 'fees', fees: [STAMP] });
    expect(at(statement, 'A1.10(v)')).toEqual({ kind: 'fees', fees: [EXTENSION] });
  });

  it('Annex A Part 2: the clauses, the officers with their designation and address, the provider', () => {
    const statement = kfs();
    expect(at(statement, 'A2.1')).toEqual({ kind: 'clause', clause: 'recoveryAgents' });
    expect(at(statement, 'A2.1(agents)')).toEqual({ kind: 'names', names: ['Recova Collections Pvt. Ltd.'] });
    expect(at(statement, 'A2.2')).toEqual({ kind: 'clause', clause: 'grievance' });
    // The designation follows the name; the address comes last.
    expect(at(statement, 'A2.2(officer)')).toEqual({
      kind: 'contact',
      lines: [
        { kind: 'name', text: 'Priya Raman' },
        { kind: 'designation', text: 'Grievance Redressal Officer' },
        { kind: 'phone', text: '+91 80 4718 2200' },
        { kind: 'email', text: 'grievance@cashloanfinance.example' },
        { kind: 'address', text: '12 MG Road, Bengaluru 560001' },
      ],
    });
    expect(at(statement, 'A2.3')).toEqual({
      kind: 'contact',
      lines: [
        { kind: 'name', text: 'Arvind Kulkarni' },
        { kind: 'designation', text: 'Nodal Officer' },
        { kind: 'phone', text: '+91 80 4718 2201' },
        { kind: 'email', text: 'nodal.officer@cashloanfinance.example' },
        { kind: 'address', text: '14 MG Road, Bengaluru 560001' },
      ],
    });
    expect(byId(statement, 'rbiPortal')?.value).toEqual({
      kind: 'contact',
      lines: [{ kind: 'web', text: 'https://cms.rbi.org.in' }],
    });
    expect(at(statement, 'A2.4')).toEqual({ kind: 'yesNo', value: false });
    expect(at(statement, 'A2.5')).toEqual({ kind: 'notApplicable', reason: 'singleLender' });
    expect(at(statement, 'A2.6(i)')).toEqual({ kind: 'days', count: 3 });
    expect(at(statement, 'A2.6(ii)')).toEqual({
      kind: 'serviceProvider',
      name: 'QuickRupee Technologies Pvt. Ltd.',
      actsAsRecoveryAgent: false,
      grievanceOfficer: {
        name: 'Meera Nair',
        phone: '+91 80 4718 2300',
        email: 'grievance@quickrupee.example',
      },
    });
    expect(byId(statement, 'lenderIdentity')?.value).toEqual({
      kind: 'contact',
      lines: [
        { kind: 'name', text: 'Cash Loan Finance Pvt. Ltd.' },
        { kind: 'cin', text: 'U65999KA2019PTC123456' },
        { kind: 'cor', text: 'N-02.00321' },
      ],
    });
  });

  it("Annex B works the APR's inputs out: fees with their tax, net disbursed, total to pay", () => {
    const statement = kfs();
    expect(at(statement, 'B.1')).toEqual({ kind: 'money', minor: 1_000_000 });
    expect(at(statement, 'B.2')).toEqual(at(statement, 'A1.4'));
    expect(at(statement, 'B.2(b)')).toEqual(at(statement, 'A1.5'));
    expect(at(statement, 'B.3')).toEqual({ kind: 'rateType', type: 'fixed' });
    expect(at(statement, 'B.4')).toEqual(at(statement, 'A1.6'));
    // ₹200 + ₹100 interest.
    expect(at(statement, 'B.5')).toEqual({ kind: 'money', minor: 30_000 });
    // ₹500 + ₹90 GST + ₹100 stamp duty = ₹690; the ₹200 extension fee is charged only on an extension.
    expect(at(statement, 'B.6')).toEqual({ kind: 'money', minor: 69_000 });
    // Item 7 is item 1 less item 6: ₹10,000 − ₹690 = ₹9,310.
    expect(at(statement, 'B.7')).toEqual({ kind: 'money', minor: 931_000 });
    // Item 8 is item 1 plus item 5: ₹10,300, the two instalments.
    expect(at(statement, 'B.8')).toEqual({ kind: 'money', minor: 1_030_000 });
    expect(at(statement, 'B.9')).toEqual(at(statement, 'A1.9'));
    expect(at(statement, 'B.10')).toEqual({ kind: 'disbursal' });
    expect(at(statement, 'B.11')).toEqual({ kind: 'dueDates', dates: ['2026-12-21', '2027-01-21'] });
    expect(at(statement, 'C')).toEqual({ kind: 'schedule' });
  });

  it('lays the items out in the circular’s four parts', () => {
    const statement = kfs();
    const items = (section: Parameters<typeof sectionRows>[1]) =>
      sectionRows(statement, section).map((row) => row.item ?? row.id);
    expect(items('part1')).toEqual([
      'A1.1',
      'A1.1(type)',
      'validUntil',
      'A1.2',
      'A1.3',
      'A1.4',
      'A1.5',
      'A1.6',
      'A1.7',
      'A1.8(A)',
      'A1.8(B)',
      'A1.9',
      'A1.10(i)',
      'A1.10(ii)',
      'A1.10(iii)',
      'A1.10(iv)',
      'A1.10(v)',
    ]);
    expect(items('part2')).toEqual([
      'A2.1',
      'A2.1(agents)',
      'A2.2',
      'A2.2(officer)',
      'A2.3',
      'rbiPortal',
      'A2.4',
      'A2.5',
      'A2.6(i)',
      'A2.6(ii)',
      'lenderIdentity',
    ]);
    expect(items('annexB')).toEqual([
      'B.1',
      'B.2',
      'B.2(b)',
      'B.3',
      'B.4',
      'B.5',
      'B.6',
      'B.7',
      'B.8',
      'B.9',
      'B.10',
      'B.11',
    ]);
    expect(items('annexC')).toEqual(['C']);
  });

  it('the headline gives what the borrower receives, pays back, the APR and the days', () => {
    const statement = kfs();
    expect(statement.signed).toBe(false);
    expect(statement.headline).toEqual({
      received: 931_000,
      totalToPay: 1_030_000,
      apr: { kind: 'apr', percent: 84.41, by: 'lender', date: '2026-11-21' },
      term: 61,
    });
    expect(kfs({ signed: true }).signed).toBe(true);
  });
});

describe('every KFS row names the paragraph it answers', () => {
  // What /testPreview shows beside each row the lender left out, so the lender's integrator can look it up.
  const CIRCULAR = 'RBI KFS circular 15-04-2024';
  const DIRECTIONS = 'RBI Digital Lending Directions 2025';
  const paragraph = (item: string) => {
    const [, part, n, sub] = /^(A1|A2|B|C)\.?(\d*)(?:\((i|ii|iii|iv|v)\))?/.exec(item) ?? [];
    const where = { A1: 'Annex A Part 1', A2: 'Annex A Part 2', B: 'Annex B', C: 'Annex C' }[part!];
    return n ? `${where} item ${n}${sub ? ` (${sub})` : ''}` : where;
  };

  it.each([
    ['a complete loan', {}],
    ['a loan with nothing from the lender', { keyFacts: null, lender: {}, coolingOffDays: null }],
  ])('%s', (_name, input: Partial<StatementInput>) => {
    const statement = kfs(input);
    for (const row of statement.rows.filter((row) => row.item)) {
      const cited = `${CIRCULAR}, ${paragraph(row.item!)}`;
      expect(row.source.startsWith(cited) && !/^[\d(]/.test(row.source.slice(cited.length)), row.source).toBe(
        true,
      );
    }
    // A row the lender left out names the same paragraph on the list of what is missing.
    const complete = kfs();
    for (const missing of statement.missing)
      expect(missing.source, missing.id).toBe(
        byId(complete, missing.id === 'scheduleSplit' ? 'schedule' : missing.id)?.source,
      );
  });

  it('the items the Digital Lending Directions add name them too, and the rows outside the numbering', () => {
    const sources = Object.fromEntries(kfs().rows.map((row) => [row.id, row.source]));
    expect(sources).toMatchObject({
      validUntil: `${CIRCULAR}, para 5 (KFS validity)`,
      proposalNo: `${CIRCULAR}, Annex A Part 1 item 1 (loan proposal/account No.)`,
      loanType: `${CIRCULAR}, Annex A Part 1 item 1 (type of loan)`,
      disbursal: `${CIRCULAR}, Annex A Part 1 item 3 (i)-(ii)`,
      penalCharges: `${CIRCULAR}, Annex A Part 1 item 10 (i); RBI penal charges circular 18-08-2023`,
      apr: `${CIRCULAR}, Annex A Part 1 item 9; Annex B`,
      recoveryAgents: `${CIRCULAR}, Annex A Part 2 item 1; ${DIRECTIONS}, recovery agents named`,
      grievanceOfficer: `${CIRCULAR}, Annex A Part 2 item 2; ${DIRECTIONS}, grievance redressal officer`,
      rbiPortal: `${DIRECTIONS}, grievance redressal (RBI CMS link)`,
      coolingOff: `${CIRCULAR}, Annex A Part 2 item 6 (i); ${DIRECTIONS}, cooling-off/look-up period`,
      serviceProvider: `${CIRCULAR}, Annex A Part 2 item 6 (ii); ${DIRECTIONS}, the LSP's grievance redressal officer`,
      lenderIdentity: `${DIRECTIONS}, lender named in the KFS`,
      bInstalments: `${CIRCULAR}, Annex B item 2 (b), (d)`,
      schedule: `${CIRCULAR}, Annex C`,
    });
  });
});

const listed = (statement: Statement) =>
  statement.missing.map((row) => `${row.section} ${row.id}: ${row.fill.join(', ')}`);
const gap = (id: string, item: string, reason: 'empty' | 'reference', parts?: string[]) => ({
  id,
  item,
  reason,
  ...(parts ? { parts } : {}),
});

describe('an item the lender leaves out', () => {
  it('without a plan, the items worked out from it are "not provided", each with the response field', () => {
    const { schedule: _schedule, apr: _apr, netDisbursed: _net, ...rest } = KEY_FACTS;
    const statement = kfs({ plan: [], periods: undefined, received: undefined, keyFacts: rest });
    expect(listed(statement)).toEqual([
      'part1 term: response.periods, response.repay_plans[].pay_time',
      'part1 instalments: response.repay_plans[].amount',
      'part1 apr: keyFacts.apr, response.amount, response.repay_plans',
      'annexB bTerm: response.periods, response.repay_plans[].pay_time',
      'annexB bInstalments: response.repay_plans[].amount',
      'annexB bTotalInterest: keyFacts.schedule[].interest',
      'annexB bNetDisbursed: keyFacts.netDisbursed, response.amount',
      'annexB bTotalToPay: response.repay_plans[].amount',
      'annexB bApr: keyFacts.apr, response.repay_plans',
      'annexB bDueDates: response.repay_plans[].pay_time',
      'annexC schedule: response.repay_plans',
    ]);
    // Each is an item of the form left empty: the borrower is not asked to sign it.
    expect(statement.gaps.map((row) => `${row.item} ${row.reason}`)).toEqual([
      'A1.4 empty',
      'A1.5 empty',
      'A1.9 empty',
      'B.2 empty',
      'B.2(b) empty',
      'B.5 empty',
      'B.7 empty',
      'B.8 empty',
      'B.9 empty',
      'B.11 empty',
      'C empty',
    ]);
  });

  it("a rate, penal charges and foreclosure terms the loan does not state show RBI's reference, not signable", () => {
    const { interestRate: _rate, penalCharges: _penal, foreclosure: _foreclosure, ...rest } = KEY_FACTS;
    const statement = kfs({ keyFacts: rest });
    expect(at(statement, 'A1.6')).toMatchObject({ kind: 'rate', source: 'reference' });
    expect(at(statement, 'A1.10(i)')).toMatchObject({ kind: 'penal', source: 'reference' });
    // The reference list is not the loan's: whether it has other penal charges is not known.
    expect(at(statement, 'A1.10(ii)')).toEqual({ kind: 'notProvided' });
    expect(at(statement, 'A1.10(iii)')).toMatchObject({ kind: 'foreclosure', source: 'reference' });
    // The rate repeated in Annex B is listed as missing once, where it first stands ...
    expect(listed(statement)).toEqual([
      'part1 interestRate: keyFacts.interestRate, keyFacts.interestType',
      'part1 penalCharges: keyFacts.penalCharges',
      'part1 otherPenal: keyFacts.penalCharges',
      'part1 foreclosure: keyFacts.foreclosure',
    ]);
    // ... and each place it stands is an item the borrower cannot sign with a reference value.
    expect(statement.gaps).toEqual([
      gap('interestRate', 'A1.6', 'reference'),
      gap('penalCharges', 'A1.10(i)', 'reference'),
      gap('otherPenal', 'A1.10(ii)', 'empty'),
      gap('foreclosure', 'A1.10(iii)', 'reference'),
      gap('bRate', 'B.4', 'reference'),
    ]);
  });

  it('a floating rate: its benchmark (item 7) and switching charges (10 (iv)) are the lender’s to state', () => {
    const statement = kfs({ keyFacts: { ...KEY_FACTS, interestType: 'floating' } });
    expect(at(statement, 'A1.7')).toEqual({ kind: 'notProvided' });
    expect(at(statement, 'A1.10(iv)')).toEqual({ kind: 'notProvided' });
    expect(at(statement, 'B.3')).toEqual({ kind: 'rateType', type: 'floating' });
    expect(listed(statement)).toEqual([
      'part1 floatingRate: keyFacts.interestType',
      'part1 switching: keyFacts.interestType',
    ]);
  });

  it('an officer without a phone: the known parts show, the phone is missing and the item is not complete', () => {
    const { groPhone: _phone, rbiComplaintPortal: _portal, ...lender } = LENDER;
    const statement = kfs({ lender });
    expect(at(statement, 'A2.2(officer)')).toEqual({
      kind: 'contact',
      lines: [
        { kind: 'name', text: 'Priya Raman' },
        { kind: 'designation', text: 'Grievance Redressal Officer' },
        { kind: 'email', text: 'grievance@cashloanfinance.example' },
        { kind: 'address', text: '12 MG Road, Bengaluru 560001' },
      ],
    });
    // RBI's complaint portal is no numbered item: without it the row is left out, listed, and no gap.
    expect(byId(statement, 'rbiPortal')).toBeUndefined();
    expect(listed(statement)).toEqual([
      'part2 grievanceOfficer: profile.grievance.officer.phone',
      'part2 rbiPortal: profile.grievance.rbiPortal',
    ]);
    expect(statement.gaps).toEqual([gap('grievanceOfficer', 'A2.2(officer)', 'empty', ['phone'])]);
  });

  it('an officer known by designation and address alone is still "not provided": no one to call', () => {
    const statement = kfs({
      lender: { ...LENDER, nodalName: undefined, nodalPhone: undefined, nodalEmail: undefined },
    });
    expect(at(statement, 'A2.3')).toMatchObject({ kind: 'contact' });
    expect(statement.gaps).toEqual([gap('nodalOfficer', 'A2.3', 'empty', ['name', 'phone', 'email'])]);
    const none = kfs({ lender: { groName: 'Priya Raman' } });
    expect(at(none, 'A2.3')).toEqual({ kind: 'notProvided' });
    expect(byId(none, 'lenderIdentity')).toBeUndefined();
    expect(none.missing.find((row) => row.id === 'lenderIdentity')?.fill).toEqual([
      'profile.legalName',
      'profile.registration.cin',
      'profile.registration.rbiCor',
    ]);
  });

  it('the proposal number, validity, transferability and cooling-off as the lender leaves them', () => {
    const { proposalNo: _no, validUntil: _until, transferable: _transfer, ...rest } = KEY_FACTS;
    const statement = kfs({ keyFacts: rest, coolingOffDays: null });
    // A KFS with no validity date states none: it is no numbered item.
    expect(byId(statement, 'validUntil')).toBeUndefined();
    expect(at(statement, 'A1.1')).toEqual({ kind: 'notProvided' });
    expect(at(statement, 'A2.6(i)')).toEqual({ kind: 'notProvided' });
    expect(listed(statement)).toEqual([
      'part1 proposalNo: keyFacts.proposalNo',
      'part2 transferable: keyFacts.transferable',
      'part2 coolingOff: response.periods, VITE_COOLING_OFF_DAYS_INDIA',
    ]);
    expect(at(kfs({ keyFacts: { ...KEY_FACTS, transferable: true } }), 'A2.4')).toEqual({
      kind: 'yesNo',
      value: true,
    });
    // Not worked out at all (/testPreview's check, which has no tenor): no row to judge.
    expect(byId(kfs({ coolingOffDays: undefined }), 'coolingOff')).toBeUndefined();
  });
});

describe('fees (item 8, item 10 (v), Annex B item 6)', () => {
  it('known only from the totals: the commission and its tax are the lender’s, a third party unknown', () => {
    const { fees: _fees, ...rest } = KEY_FACTS;
    const statement = kfs({ keyFacts: rest, feeTotal: 50_000, taxTotal: 9_000 });
    expect(at(statement, 'A1.8(A)')).toEqual({
      kind: 'fees',
      fees: [
        { nameKey: 'commission', amount: 50_000, payableTo: 'lender', when: 'once' },
        { nameKey: 'tax', amount: 9_000, payableTo: 'lender', when: 'once' },
      ],
    });
    expect(at(statement, 'A1.8(B)')).toEqual({ kind: 'notProvided' });
    expect(at(statement, 'A1.10(v)')).toEqual({ kind: 'notProvided' });
    expect(at(statement, 'B.6')).toEqual({ kind: 'money', minor: 59_000 });
  });

  it('a loan with no fees says nil, and its Annex B fees are ₹0', () => {
    const statement = kfs({ keyFacts: { ...KEY_FACTS, fees: [] } });
    expect(at(statement, 'A1.8(A)')).toEqual({ kind: 'nil' });
    expect(at(statement, 'A1.8(B)')).toEqual({ kind: 'nil' });
    expect(at(statement, 'A1.10(v)')).toEqual({ kind: 'nil' });
    expect(at(statement, 'B.6')).toEqual({ kind: 'money', minor: 0 });
  });

  it('a fee without its amount leaves the Annex B total unknown rather than short', () => {
    const statement = kfs({
      keyFacts: { ...KEY_FACTS, fees: [PROCESSING, fee({ name: 'Stamp duty', payableTo: 'thirdParty' })] },
    });
    expect(at(statement, 'B.6')).toEqual({ kind: 'notProvided' });
  });
});

describe('recovery agents (Annex A Part 2 item 1)', () => {
  it.each([
    [
      'the loan links its list',
      { recoveryAgents: 'https://lender.example/agents' },
      LENDER,
      { kind: 'link', url: 'https://lender.example/agents' },
    ],
    [
      'the loan names none: the lender’s own',
      { recoveryAgents: undefined },
      LENDER,
      { kind: 'names', names: ['Recova Collections Pvt. Ltd.'] },
    ],
    [
      'neither names any',
      { recoveryAgents: undefined },
      { ...LENDER, recoveryAgents: [] },
      { kind: 'notProvided' },
    ],
    ['the loan’s list is empty', { recoveryAgents: [] }, LENDER, { kind: 'notProvided' }],
  ])('%s', (_name, keyFacts, lender, value) => {
    expect(at(kfs({ keyFacts: { ...KEY_FACTS, ...keyFacts }, lender }), 'A2.1(agents)')).toEqual(value);
  });
});

describe('the lending service provider (Annex A Part 2 item 6 (ii))', () => {
  const KYC = {
    name: 'Kyc Verify Services LLP',
    grievanceOfficer: {
      name: 'Rohan Desai',
      phone: '+91 22 4120 7700',
      email: 'grievance@kycverify.example',
    },
  };
  const provider = (name: string, serviceProviders = [...LENDER.serviceProviders!, KYC]) =>
    kfs({
      keyFacts: { ...KEY_FACTS, serviceProvider: { name, actsAsRecoveryAgent: false } },
      lender: { ...LENDER, serviceProviders },
    });

  it('names the officer the lender gives that provider, its name matched whatever its spacing and case', () => {
    const statement = provider(' KYC  Verify Services llp ');
    expect(at(statement, 'A2.6(ii)')).toMatchObject({ grievanceOfficer: KYC.grievanceOfficer });
    expect(statement.gaps).toEqual([]);
  });

  it('a provider the lender names no officer for, or one without a phone or e-mail, is not complete', () => {
    const unknown = provider('Other LSP Pvt. Ltd.');
    expect(at(unknown, 'A2.6(ii)')).toEqual({
      kind: 'serviceProvider',
      name: 'Other LSP Pvt. Ltd.',
      actsAsRecoveryAgent: false,
      grievanceOfficer: undefined,
    });
    expect(unknown.gaps).toEqual([gap('serviceProvider', 'A2.6(ii)', 'empty', ['name', 'phone', 'email'])]);
    expect(unknown.missing).toEqual([]);
    const noPhone = provider(KYC.name, [
      { name: KYC.name, grievanceOfficer: { name: 'Rohan Desai', email: 'g@k.example' } },
    ]);
    expect(at(noPhone, 'A2.6(ii)')).toMatchObject({ grievanceOfficer: undefined });
    expect(noPhone.gaps).toEqual([gap('serviceProvider', 'A2.6(ii)', 'empty', ['phone'])]);
    const noEmail = provider(KYC.name, [
      { name: KYC.name, grievanceOfficer: { name: 'Rohan Desai', phone: '+91 1' } },
    ]);
    expect(noEmail.gaps).toEqual([gap('serviceProvider', 'A2.6(ii)', 'empty', ['email'])]);
  });

  it('a loan naming no provider: "not provided", listed, and not signable', () => {
    const { serviceProvider: _provider, ...rest } = KEY_FACTS;
    const statement = kfs({ keyFacts: rest });
    expect(at(statement, 'A2.6(ii)')).toEqual({ kind: 'notProvided' });
    expect(listed(statement)).toEqual(['part2 serviceProvider: keyFacts.serviceProvider']);
    expect(statement.gaps).toEqual([gap('serviceProvider', 'A2.6(ii)', 'empty')]);
  });
});

describe("the lender's profile (profiles/in.json) on India's KFS", () => {
  it('names its officers, RBI’s portal, its identity, its agents and each provider’s officer', () => {
    const lender = statementLender(Market.india);
    const statement = kfs({ lender, keyFacts: { ...KEY_FACTS, recoveryAgents: undefined } });
    expect(at(statement, 'A2.2(officer)')).toEqual({
      kind: 'contact',
      lines: [
        { kind: 'name', text: 'Priya Raman' },
        { kind: 'phone', text: '+91 80 4718 2200' },
        { kind: 'email', text: 'grievance@cashloanfinance.example' },
      ],
    });
    expect(at(statement, 'A2.3')).toMatchObject({
      lines: expect.arrayContaining([{ kind: 'name', text: 'Arvind Kulkarni' }]),
    });
    expect(at(statement, 'A2.1(agents)')).toEqual({ kind: 'names', names: ['Recova Collections Pvt. Ltd.'] });
    expect(at(statement, 'A2.6(ii)')).toMatchObject({ grievanceOfficer: { name: 'Meera Nair' } });
    expect(byId(statement, 'rbiPortal')?.value).toMatchObject({
      lines: [{ kind: 'web', text: 'https://cms.rbi.org.in' }],
    });
    expect(byId(statement, 'lenderIdentity')?.value).toMatchObject({
      lines: [
        { kind: 'name', text: 'Cash Loan Finance Pvt. Ltd.' },
        { kind: 'cin', text: 'U65999KA2019PTC123456' },
        { kind: 'cor', text: 'N-02.00321' },
      ],
    });
    expect(statement.missing).toEqual([]);
    // The pages read the same lender through the hook.
    expect(useStatementLender(Market.india)).toEqual(lender);
  });
});

describe('the APR the page worked out', () => {
  it('is shown as given, never worked out again', () => {
    const given = { kind: 'apr', percent: 41.2, by: 'app', date: '2026-11-21' } as const;
    const { apr: _apr, ...rest } = KEY_FACTS;
    const statement = kfs({ keyFacts: rest, apr: given });
    expect(at(statement, 'A1.9')).toEqual(given);
    expect(statement.headline.apr).toEqual(given);
  });

  it('none (null): "not provided", and no APR in the headline', () => {
    const { apr: _apr, ...rest } = KEY_FACTS;
    const statement = kfs({ keyFacts: rest, apr: null });
    expect(at(statement, 'A1.9')).toEqual({ kind: 'notProvided' });
    expect(statement.headline.apr).toBeUndefined();
  });

  it("without the server's date: no APR to show, and the term still ends on the last due date", () => {
    const { apr: _apr, ...rest } = KEY_FACTS;
    const statement = kfs({ keyFacts: rest, start: undefined });
    expect(statement.headline.apr).toBeUndefined();
    expect(at(statement, 'A1.4')).toEqual({ kind: 'term', days: 61, from: undefined, to: '2027-01-21' });
  });
});

describe('a plan the server lists out of order, or with a line without a date', () => {
  it('the term ends and the due dates run in date order, dateless lines left out', () => {
    const statement = kfs({ plan: [PLAN[1]!, { date: null, amount: 0 }, PLAN[0]!] });
    expect(at(statement, 'A1.4')).toMatchObject({ to: '2027-01-21' });
    expect(at(statement, 'A1.5')).toMatchObject({ first: '2026-12-21' });
    expect(at(statement, 'B.11')).toEqual({ kind: 'dueDates', dates: ['2026-12-21', '2027-01-21'] });
  });
});
