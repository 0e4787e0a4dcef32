import type { ItemGap } from '@/entities/loan-figures/statement';

/**
 * What each item of a statement is, in the borrower's words (`loan-incomplete`: `incomplete.items.<what>`): the rows
 * that state one thing twice (India's Part 1 and its Annex B) name it once.
 */
const WHAT = {
  proposalNo: 'proposalNo',
  productName: 'productName',
  creditType: 'creditType',
  sanctioned: 'amount',
  bSanctioned: 'amount',
  creditAmount: 'amount',
  term: 'term',
  bTerm: 'term',
  instalments: 'instalments',
  bInstalments: 'instalments',
  bDueDates: 'dueDates',
  deadline: 'dueDates',
  interestRate: 'interestRate',
  bRate: 'interestRate',
  floatingRate: 'rateType',
  switching: 'rateType',
  bRateType: 'rateType',
  lateRate: 'lateRate',
  feesLender: 'fees',
  feesThirdParty: 'fees',
  bFees: 'fees',
  fees: 'fees',
  otherCharges: 'otherCharges',
  apr: 'apr',
  bApr: 'apr',
  cat: 'cat',
  penalCharges: 'penalCharges',
  otherPenal: 'penalCharges',
  foreclosure: 'foreclosure',
  recoveryAgents: 'recoveryAgents',
  grievanceOfficer: 'grievanceOfficer',
  nodalOfficer: 'nodalOfficer',
  transferable: 'transferable',
  coolingOff: 'coolingOff',
  serviceProvider: 'serviceProvider',
  bTotalInterest: 'totalInterest',
  bNetDisbursed: 'received',
  bTotalToPay: 'totalToPay',
  totalToPay: 'totalToPay',
  insurance: 'insurance',
  accountStatement: 'accountStatement',
  une: 'une',
  reca: 'reca',
  condusef: 'condusef',
  lenderIdentity: 'lenderName',
  schedule: 'schedule',
} as const;

export type GapWhat = (typeof WHAT)[keyof typeof WHAT] | 'other';

/** One entry per thing missing, in the document's order; `reference`: only a sample figure stood there. */
export function gapWords(gaps: readonly ItemGap[]): { what: GapWhat; reference: boolean }[] {
  const found = new Map<GapWhat, boolean>();
  for (const gap of gaps) {
    const what: GapWhat = (WHAT as Record<string, GapWhat>)[gap.id] ?? 'other';
    // An item empty somewhere is missing, whatever a repeat of it shows.
    found.set(what, (found.get(what) ?? true) && gap.reason === 'reference');
  }
  return [...found].map(([what, reference]) => ({ what, reference }));
}
