import { day, finite, sum } from './schedule';
import { money, type Builder, type StatementFacts } from './builder';
import { extensionFees, loanFees } from '../fees';
import type { FeeLine, RowValue } from './types';

/**
 * RBI, "Key Facts Statement (KFS) for Loans & Advances", DOR.STR.REC.13/13.03.00/2024-25, 15 April 2024
 * (in force 1 October 2024): Annex A (Part 1 interest rate and fees/charges, Part 2 other qualitative
 * information), Annex B (illustration of the APR: IRR on the net disbursed amount), Annex C (repayment
 * schedule: outstanding principal, principal, interest, instalment). Kept by the RBI (Digital Lending)
 * Directions, 2025 (KFS before the contract; cooling-off/look-up period; LSP acting as recovery agent).
 */
const KFS = 'RBI KFS circular 15-04-2024';
const DLD = 'RBI Digital Lending Directions 2025';

/** A KFS fee item: its fees, nil when the loan has none, not provided when the lender did not say. */
const feesItem = (fees: FeeLine[] | undefined): RowValue | undefined =>
  fees ? (fees.length ? { kind: 'fees', fees } : { kind: 'nil' }) : undefined;

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * India's Key Facts Statement, item by item in the circular's order and numbering (each row's `item`):
 *
 * Annex A Part 1 (interest rate and fees/charges): 1 loan proposal/account no. and type of loan;
 * 2 sanctioned loan amount; 3 disbursal schedule ((i) in stages or 100 % upfront, (ii) the clause for
 * stages); 4 loan term; 5 instalment details; 6 interest rate and type; 7 additional information for a
 * floating rate; 8 fees/charges, (A) payable to the RE, (B) payable to a third party through the RE;
 * 9 APR; 10 contingent charges: (i) penal charges for delayed payment, (ii) other penal charges,
 * (iii) foreclosure charges, (iv) charges for switching between floating and fixed rate, (v) any other
 * charges.
 * Annex A Part 2 (other qualitative information): 1 the loan agreement's clause on engaging recovery agents;
 * 2 its clause on the grievance redressal mechanism; 3 the nodal grievance redressal officer's phone and
 * e-mail; 4 whether the loan may be transferred or securitised; 5 collaborative lending (co-lending);
 * 6 digital loans: (i) the cooling-off/look-up period, (ii) the LSP acting as recovery agent.
 * Annex B (illustration of the APR): 1 sanctioned amount; 2 loan term (instalments: type, amount, number,
 * commencement); 3 interest rate type; 4 rate of interest; 5 total interest over the tenor; 6 fees/charges
 * (A and B); 7 net disbursed amount (1 - 6); 8 total amount to be paid (1 + 5); 9 APR (IRR on the net
 * disbursed amount); 10 schedule of disbursement; 11 due dates of instalments and interest.
 * Annex C: the repayment schedule.
 *
 * Every item is a row: a nil item says nil, one that does not apply says so, and one the lender did not
 * state says "not provided by the lender" (and is listed as missing with the field that fills it).
 */
export function indiaRows(b: Builder, facts: StatementFacts): void {
  const { input, kf, sanctioned, received, totalToPay, apr, fees, schedule } = facts;
  const { lender } = input;
  const interestType = kf?.interestType;
  // Annex A, Part 1 (interest rate and fees/charges).
  b.in('part1');
  b.item(
    'proposalNo',
    'A1.1',
    `${KFS}, Annex A Part 1 item 1 (loan proposal/account No.)`,
    kf?.proposalNo ? { kind: 'text', text: kf.proposalNo } : undefined,
    ['keyFacts.proposalNo'],
  );
  // Every loan this app offers is an unsecured personal loan taken in the app (a digital loan).
  b.item(
    'loanType',
    'A1.1(type)',
    `${KFS}, Annex A Part 1 item 1 (type of loan)`,
    { kind: 'loanType', product: input.productName },
    [],
  );
  const validUntil = kf?.validUntil ? day(kf.validUntil) : undefined;
  if (validUntil)
    b.add('validUntil', `${KFS}, para 5 (KFS validity)`, { kind: 'date', date: validUntil }, []);
  b.item('sanctioned', 'A1.2', `${KFS}, Annex A Part 1 item 2`, money(sanctioned), [
    'keyFacts.sanctionedAmount',
  ]);
  // The API knows one disbursal per loan (contract §7 has no stages): 100 % upfront, (ii) does not apply.
  b.item('disbursal', 'A1.3', `${KFS}, Annex A Part 1 item 3 (i)-(ii)`, { kind: 'disbursal' }, []);
  b.item('term', 'A1.4', `${KFS}, Annex A Part 1 item 4`, facts.term, [
    'response.periods',
    'response.repay_plans[].pay_time',
  ]);
  b.item('instalments', 'A1.5', `${KFS}, Annex A Part 1 item 5`, facts.instalments, [
    'response.repay_plans[].amount',
  ]);
  b.item('interestRate', 'A1.6', `${KFS}, Annex A Part 1 item 6`, facts.rate, [
    'keyFacts.interestRate',
    'keyFacts.interestType',
  ]);
  // Item 7 (benchmark, spread, reset) is for floating rates: contract §7 carries none of its figures.
  b.item(
    'floatingRate',
    'A1.7',
    `${KFS}, Annex A Part 1 item 7`,
    interestType === 'fixed' ? { kind: 'notApplicable', reason: 'fixedRate' } : undefined,
    ['keyFacts.interestType'],
  );
  // Fees of the loan itself; an extension's fee is a contingent charge (item 10 (v)), not the loan's.
  const loanOwn = fees ? loanFees(fees) : undefined;
  const lenderFees = loanOwn?.filter((fee) => fee.payableTo !== 'thirdParty');
  const thirdParty = loanOwn?.filter((fee) => fee.payableTo === 'thirdParty');
  b.item('feesLender', 'A1.8(A)', `${KFS}, Annex A Part 1 item 8 (A)`, feesItem(lenderFees), [
    'keyFacts.fees',
  ]);
  // Fees known only from the contract's totals are the lender's: whether a third party is paid is unknown.
  b.item(
    'feesThirdParty',
    'A1.8(B)',
    `${KFS}, Annex A Part 1 item 8 (B)`,
    feesItem(kf?.fees ? thirdParty : undefined),
    ['keyFacts.fees'],
  );
  b.item('apr', 'A1.9', `${KFS}, Annex A Part 1 item 9; Annex B`, apr, [
    'keyFacts.apr',
    'response.amount',
    'response.repay_plans',
  ]);
  b.item(
    'penalCharges',
    'A1.10(i)',
    `${KFS}, Annex A Part 1 item 10 (i); RBI penal charges circular 18-08-2023`,
    facts.penal,
    ['keyFacts.penalCharges'],
  );
  // contract §7's penalCharges lists all of the loan's penal charges: stated, 10 (i) holds every one.
  b.item(
    'otherPenal',
    'A1.10(ii)',
    `${KFS}, Annex A Part 1 item 10 (ii)`,
    facts.figures.penalCharges?.source === 'loan' ? { kind: 'noOtherPenal' } : undefined,
    ['keyFacts.penalCharges'],
  );
  b.item('foreclosure', 'A1.10(iii)', `${KFS}, Annex A Part 1 item 10 (iii)`, facts.foreclosure, [
    'keyFacts.foreclosure',
  ]);
  b.item(
    'switching',
    'A1.10(iv)',
    `${KFS}, Annex A Part 1 item 10 (iv)`,
    interestType === 'fixed' ? { kind: 'notApplicable', reason: 'fixedRate' } : undefined,
    ['keyFacts.interestType'],
  );
  const contingent = kf?.fees ? extensionFees(kf.fees) : undefined;
  b.item('otherCharges', 'A1.10(v)', `${KFS}, Annex A Part 1 item 10 (v)`, feesItem(contingent), [
    'keyFacts.fees',
  ]);

  // Annex A, Part 2 (other qualitative information).
  b.in('part2');
  b.item(
    'recoveryClause',
    'A2.1',
    `${KFS}, Annex A Part 2 item 1`,
    { kind: 'clause', clause: 'recoveryAgents' },
    [],
  );
  // The loan's own list, else the agents its lender names.
  const agents =
    kf?.recoveryAgents ?? (lender.recoveryAgents?.length ? [...lender.recoveryAgents] : undefined);
  b.item(
    'recoveryAgents',
    'A2.1(agents)',
    `${KFS}, Annex A Part 2 item 1; ${DLD}, recovery agents named`,
    typeof agents === 'string'
      ? { kind: 'link', url: agents }
      : agents?.length
        ? { kind: 'names', names: agents }
        : undefined,
    ['keyFacts.recoveryAgents'],
  );
  b.item(
    'grievanceClause',
    'A2.2',
    `${KFS}, Annex A Part 2 item 2`,
    { kind: 'clause', clause: 'grievance' },
    [],
  );
  b.contact(
    'grievanceOfficer',
    `${KFS}, Annex A Part 2 item 2; ${DLD}, grievance redressal officer`,
    [
      ['name', 'groName', lender.groName],
      ['phone', 'groPhone', lender.groPhone],
      ['email', 'groEmail', lender.groEmail],
    ],
    'A2.2(officer)',
    [
      ['designation', lender.groDesignation],
      ['address', lender.groAddress],
    ],
  );
  // "Phone number and email id of the nodal grievance redressal officer": the profile's nodal officer.
  b.contact(
    'nodalOfficer',
    `${KFS}, Annex A Part 2 item 3`,
    [
      ['name', 'nodalName', lender.nodalName],
      ['phone', 'nodalPhone', lender.nodalPhone],
      ['email', 'nodalEmail', lender.nodalEmail],
    ],
    'A2.3',
    [
      ['designation', lender.nodalDesignation],
      ['address', lender.nodalAddress],
    ],
  );
  b.contact('rbiPortal', `${DLD}, grievance redressal (RBI CMS link)`, [
    ['web', 'rbiComplaintPortal', lender.rbiComplaintPortal],
  ]);
  b.item(
    'transferable',
    'A2.4',
    `${KFS}, Annex A Part 2 item 4`,
    kf?.transferable === undefined ? undefined : { kind: 'yesNo', value: kf.transferable },
    ['keyFacts.transferable'],
  );
  // Item 5 is for collaborative lending: the API serves each loan from one lender (contract §10).
  b.item(
    'coLending',
    'A2.5',
    `${KFS}, Annex A Part 2 item 5`,
    { kind: 'notApplicable', reason: 'singleLender' },
    [],
  );
  // Undefined: not evaluated (/testPreview's check, which has no tenor of the page's): no row to judge.
  if (input.coolingOffDays !== undefined)
    b.item(
      'coolingOff',
      'A2.6(i)',
      `${KFS}, Annex A Part 2 item 6 (i); ${DLD}, cooling-off/look-up period`,
      typeof input.coolingOffDays === 'number' ? { kind: 'days', count: input.coolingOffDays } : undefined,
      ['response.periods', 'VITE_COOLING_OFF_DAYS_INDIA'],
    );
  // The loan's provider with its own grievance officer, as the lender names it (the same firm: its name as
  // the loan states it, spacing and case aside). A provider without an officer to complain to is a gap.
  const provider = kf?.serviceProvider;
  const officer = provider
    ? lender.serviceProviders?.find((candidate) => sameName(candidate.name, provider.name))?.grievanceOfficer
    : undefined;
  const officerComplete =
    officer?.phone && officer.email ? { ...officer, phone: officer.phone, email: officer.email } : undefined;
  b.item(
    'serviceProvider',
    'A2.6(ii)',
    `${KFS}, Annex A Part 2 item 6 (ii); ${DLD}, the LSP's grievance redressal officer`,
    provider ? { kind: 'serviceProvider', ...provider, grievanceOfficer: officerComplete } : undefined,
    ['keyFacts.serviceProvider'],
  );
  if (provider && !officerComplete)
    b.gap('serviceProvider', 'A2.6(ii)', [
      ...(officer ? [] : (['name'] as const)),
      ...(officer?.phone ? [] : (['phone'] as const)),
      ...(officer?.email ? [] : (['email'] as const)),
    ]);
  b.contact('lenderIdentity', `${DLD}, lender named in the KFS`, [
    ['name', 'legalName', lender.legalName],
    ['cin', 'cin', lender.cin],
    ['cor', 'rbiCoR', lender.rbiCoR],
  ]);

  // Annex B: how the APR is computed (IRR on the net disbursed amount).
  b.in('annexB');
  // The loan's own fees: an extension's fee is charged only if the borrower extends (not in the APR).
  const feeTotal = loanOwn
    ? sum(loanOwn.map((fee) => (finite(fee.amount) ? fee.amount + (fee.taxAmount ?? 0) : undefined)))
    : undefined;
  b.item('bSanctioned', 'B.1', `${KFS}, Annex B item 1`, money(sanctioned), ['keyFacts.sanctionedAmount']);
  b.item('bTerm', 'B.2', `${KFS}, Annex B item 2`, facts.term, [
    'response.periods',
    'response.repay_plans[].pay_time',
  ]);
  b.item('bInstalments', 'B.2(b)', `${KFS}, Annex B item 2 (b), (d)`, facts.instalments, [
    'response.repay_plans[].amount',
  ]);
  b.item(
    'bRateType',
    'B.3',
    `${KFS}, Annex B item 3`,
    interestType ? { kind: 'rateType', type: interestType } : undefined,
    ['keyFacts.interestType'],
  );
  b.item('bRate', 'B.4', `${KFS}, Annex B item 4`, facts.rate, ['keyFacts.interestRate'], { repeat: true });
  b.item('bTotalInterest', 'B.5', `${KFS}, Annex B item 5`, money(facts.interestTotal), [
    'keyFacts.schedule[].interest',
  ]);
  b.item('bFees', 'B.6', `${KFS}, Annex B item 6`, money(feeTotal), ['keyFacts.fees']);
  b.item('bNetDisbursed', 'B.7', `${KFS}, Annex B item 7`, money(received), [
    'keyFacts.netDisbursed',
    'response.amount',
  ]);
  b.item('bTotalToPay', 'B.8', `${KFS}, Annex B item 8`, money(totalToPay), [
    'response.repay_plans[].amount',
  ]);
  b.item('bApr', 'B.9', `${KFS}, Annex B item 9`, apr, ['keyFacts.apr', 'response.repay_plans']);
  b.item('bDisbursal', 'B.10', `${KFS}, Annex B item 10`, { kind: 'disbursal' }, []);
  const dueDates = input.plan
    .map((line) => day(line.date))
    .filter((date): date is string => !!date)
    .sort();
  b.item(
    'bDueDates',
    'B.11',
    `${KFS}, Annex B item 11`,
    dueDates.length ? { kind: 'dueDates', dates: dueDates } : undefined,
    ['response.repay_plans[].pay_time'],
  );
  b.in('annexC');
  b.schedule(`${KFS}, Annex C`, schedule, 'C');
}
