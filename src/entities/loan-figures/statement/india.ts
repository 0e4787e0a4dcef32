import { day, finite, sum } from './schedule';
import { money, type Builder, type StatementFacts } from './builder';
import { loanFees } from '../fees';

/**
 * RBI, "Key Facts Statement (KFS) for Loans & Advances", DOR.STR.REC.13/13.03.00/2024-25, 15 April 2024
 * (in force 1 October 2024): Annex A (Part 1 interest rate and fees/charges, Part 2 other qualitative
 * information), Annex B (illustration of the APR: IRR on the net disbursed amount), Annex C (repayment
 * schedule: outstanding principal, principal, interest, instalment). Kept by the RBI (Digital Lending)
 * Directions, 2025 (KFS before the contract; cooling-off/look-up period; LSP acting as recovery agent).
 */
const KFS = 'RBI KFS circular 15-04-2024';
const DLD = 'RBI Digital Lending Directions 2025';

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** India's Key Facts Statement, in the circular's order. */
export function indiaRows(b: Builder, facts: StatementFacts): void {
  const { input, kf, sanctioned, received, totalToPay, apr, fees, schedule } = facts;
  const { lender } = input;
  // Annex A, Part 1 (interest rate and fees/charges).
  b.in('part1');
  b.add(
    'proposalNo',
    `${KFS}, Annex A Part 1 item 1`,
    kf?.proposalNo ? { kind: 'text', text: kf.proposalNo } : undefined,
    ['keyFacts.proposalNo'],
  );
  const validUntil = kf?.validUntil ? day(kf.validUntil) : undefined;
  if (validUntil)
    b.add('validUntil', `${KFS}, para 5 (KFS validity)`, { kind: 'date', date: validUntil }, []);
  b.add('sanctioned', `${KFS}, Annex A Part 1 item 2`, money(sanctioned), ['keyFacts.sanctionedAmount']);
  b.add('term', `${KFS}, Annex A Part 1 item 4`, facts.term, [
    'response.periods',
    'response.repay_plans[].pay_time',
  ]);
  b.add('instalments', `${KFS}, Annex A Part 1 item 5`, facts.instalments, ['response.repay_plans[].amount']);
  b.referenced('interestRate', `${KFS}, Annex A Part 1 item 6`, facts.rate, [
    'keyFacts.interestRate',
    'keyFacts.interestType',
  ]);
  b.add(
    'feesLender',
    `${KFS}, Annex A Part 1 item 8 (A)`,
    fees ? { kind: 'fees', fees: fees.filter((fee) => fee.payableTo !== 'thirdParty') } : undefined,
    ['keyFacts.fees'],
  );
  const thirdParty = fees?.filter((fee) => fee.payableTo === 'thirdParty') ?? [];
  if (thirdParty.length)
    b.add('feesThirdParty', `${KFS}, Annex A Part 1 item 8 (B)`, { kind: 'fees', fees: thirdParty }, []);
  b.add('apr', `${KFS}, Annex A Part 1 item 9; Annex B`, apr, [
    'keyFacts.apr',
    'response.amount',
    'response.repay_plans',
  ]);
  b.referenced(
    'penalCharges',
    `${KFS}, Annex A Part 1 item 10 (i)-(ii); RBI penal charges circular 18-08-2023`,
    facts.penal,
    ['keyFacts.penalCharges'],
  );
  b.referenced('foreclosure', `${KFS}, Annex A Part 1 item 10 (iii)`, facts.foreclosure, [
    'keyFacts.foreclosure',
  ]);

  // Annex A, Part 2 (other qualitative information).
  b.in('part2');
  const agents = kf?.recoveryAgents;
  b.add(
    'recoveryAgents',
    `${KFS}, Annex A Part 2 item 1`,
    typeof agents === 'string'
      ? { kind: 'link', url: agents }
      : agents?.length
        ? { kind: 'names', names: agents }
        : undefined,
    ['keyFacts.recoveryAgents'],
  );
  b.contact('grievanceOfficer', `${KFS}, Annex A Part 2 item 2`, [
    ['name', 'groName', lender.groName],
    ['phone', 'groPhone', lender.groPhone],
    ['email', 'groEmail', lender.groEmail],
  ]);
  // "Phone number and email id of the nodal grievance redressal officer": the profile's nodal officer.
  b.contact('nodalOfficer', `${KFS}, Annex A Part 2 item 3`, [
    ['name', 'nodalName', lender.nodalName],
    ['phone', 'nodalPhone', lender.nodalPhone],
    ['email', 'nodalEmail', lender.nodalEmail],
  ]);
  b.contact('rbiPortal', `${DLD}, grievance redressal (RBI CMS link)`, [
    ['web', 'rbiComplaintPortal', lender.rbiComplaintPortal],
  ]);
  b.add(
    'transferable',
    `${KFS}, Annex A Part 2 item 4`,
    kf?.transferable === undefined ? undefined : { kind: 'yesNo', value: kf.transferable },
    ['keyFacts.transferable'],
  );
  if (input.coolingOffDays !== undefined)
    b.add(
      'coolingOff',
      `${KFS}, Annex A Part 2 item 6 (i); ${DLD}, cooling-off/look-up period`,
      input.coolingOffDays === null ? undefined : { kind: 'days', count: input.coolingOffDays },
      ['response.periods', 'VITE_COOLING_OFF_DAYS_INDIA'],
    );
  b.add(
    'serviceProvider',
    `${KFS}, Annex A Part 2 item 6 (ii)`,
    kf?.serviceProvider
      ? {
          kind: 'serviceProvider',
          ...kf.serviceProvider,
          // The same firm the profile names (its name as the loan states it, spacing and case aside).
          grievanceOfficer: lender.serviceProviders?.find((provider) =>
            sameName(provider.name, kf.serviceProvider!.name),
          )?.grievanceOfficer,
        }
      : undefined,
    ['keyFacts.serviceProvider'],
  );
  b.contact('lenderIdentity', `${DLD}, lender named in the KFS`, [
    ['name', 'legalName', lender.legalName],
    ['cin', 'cin', lender.cin],
    ['cor', 'rbiCoR', lender.rbiCoR],
  ]);

  // Annex B: how the APR is computed (IRR on the net disbursed amount).
  b.in('annexB');
  // The loan's own fees: an extension's fee is charged only if the borrower extends (not in the APR).
  const feeTotal = fees
    ? sum(loanFees(fees).map((fee) => (finite(fee.amount) ? fee.amount + (fee.taxAmount ?? 0) : undefined)))
    : undefined;
  b.add('bSanctioned', `${KFS}, Annex B item 1`, money(sanctioned), ['keyFacts.sanctionedAmount']);
  b.add('bTotalInterest', `${KFS}, Annex B item 5`, money(facts.interestTotal), [
    'keyFacts.schedule[].interest',
  ]);
  b.add('bFees', `${KFS}, Annex B item 6`, money(feeTotal), ['keyFacts.fees']);
  b.add('bNetDisbursed', `${KFS}, Annex B item 7`, money(received), [
    'keyFacts.netDisbursed',
    'response.amount',
  ]);
  b.add('bTotalToPay', `${KFS}, Annex B item 8`, money(totalToPay), ['response.repay_plans[].amount']);
  b.add('bApr', `${KFS}, Annex B item 9`, apr, ['keyFacts.apr', 'response.repay_plans']);
  b.in('annexC');
  b.schedule(`${KFS}, Annex C`, schedule);
}
