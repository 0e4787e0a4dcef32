import type statementHi from '@/features/loan/locales/loan-statement.hi';

/**
 * India's Key Facts Statement against RBI's circular "Key Facts Statement (KFS) for Loans & Advances"
 * (DOR.STR.REC.13/13.03.00/2024-25, 15 April 2024), item by item: Annex A Part 1 items 1-10, Part 2 items
 * 1-6, Annex B items 1-11, Annex C. Each entry is the circular's item, the row's key, and the words the KFS
 * shows for it in English (written here from the circular's wording); the Hindi words are the locale's own
 * (so a glossary rewording does not break this list) and must be there, in Hindi. The rows are read in
 * order from the statement (tests/integration/key-facts/kfs-india-checklist.test.tsx, and in the browser by
 * tests/e2e/key-facts.spec.ts): an item missing, added out of place or reordered fails.
 */
export const KFS_INDIA_CHECKLIST: { item: string; key: keyof typeof statementHi.kfs.rows; en: string }[] = [
  // Annex A, Part 1 (interest rate and fees/charges).
  { item: 'A1.1', key: 'proposalNo', en: 'Loan proposal / account number' },
  { item: 'A1.1(type)', key: 'loanType', en: 'Type of loan' },
  { item: 'A1.2', key: 'sanctioned', en: 'Sanctioned loan amount' },
  { item: 'A1.3', key: 'disbursal', en: 'Disbursal schedule' },
  { item: 'A1.4', key: 'term', en: 'Loan term' },
  { item: 'A1.5', key: 'instalments', en: 'Instalments (type, number, amount, first payment)' },
  { item: 'A1.6', key: 'interestRate', en: 'Interest rate and type' },
  { item: 'A1.7', key: 'floatingRate', en: 'Floating rate: benchmark, spread and reset' },
  { item: 'A1.8(A)', key: 'feesLender', en: 'Fees and charges payable to the lender (A)' },
  { item: 'A1.8(B)', key: 'feesThirdParty', en: 'Fees payable to third parties through the lender (B)' },
  { item: 'A1.9', key: 'apr', en: 'Annual Percentage Rate (APR)' },
  { item: 'A1.10(i)', key: 'penalCharges', en: 'Penal charges for delayed payment' },
  { item: 'A1.10(ii)', key: 'otherPenal', en: 'Other penal charges' },
  { item: 'A1.10(iii)', key: 'foreclosure', en: 'Foreclosure (prepayment)' },
  { item: 'A1.10(iv)', key: 'switching', en: 'Charges for switching between floating and fixed rate' },
  { item: 'A1.10(v)', key: 'otherCharges', en: 'Any other charges' },
  // Annex A, Part 2 (other qualitative information).
  { item: 'A2.1', key: 'recoveryClause', en: 'Loan agreement clause on recovery agents' },
  { item: 'A2.1(agents)', key: 'recoveryAgents', en: 'Recovery agents engaged' },
  { item: 'A2.2', key: 'grievanceClause', en: 'Loan agreement clause on grievance redressal' },
  { item: 'A2.2(officer)', key: 'grievanceOfficer', en: 'Grievance Redressal Officer' },
  { item: 'A2.3', key: 'nodalOfficer', en: 'Nodal grievance redressal officer (digital lending)' },
  { item: 'A2.4', key: 'transferable', en: 'Loan may be transferred to another lender or securitised' },
  { item: 'A2.5', key: 'coLending', en: 'Co-lending (a loan funded with another lender)' },
  { item: 'A2.6(i)', key: 'coolingOff', en: 'Cooling-off / look-up period' },
  { item: 'A2.6(ii)', key: 'serviceProvider', en: 'Lending service provider (LSP)' },
  // Annex B (illustration of the APR).
  { item: 'B.1', key: 'bSanctioned', en: 'Sanctioned loan amount' },
  { item: 'B.2', key: 'bTerm', en: 'Loan term' },
  { item: 'B.2(b)', key: 'bInstalments', en: 'Instalments (type, amount, number, first payment)' },
  { item: 'B.3', key: 'bRateType', en: 'Interest rate type' },
  { item: 'B.4', key: 'bRate', en: 'Rate of interest' },
  { item: 'B.5', key: 'bTotalInterest', en: 'Total interest over the whole tenor' },
  { item: 'B.6', key: 'bFees', en: 'Fees and charges (A + B), with taxes' },
  { item: 'B.7', key: 'bNetDisbursed', en: 'Net disbursed amount' },
  { item: 'B.8', key: 'bTotalToPay', en: 'Total amount to be paid' },
  { item: 'B.9', key: 'bApr', en: 'Annual Percentage Rate (APR)' },
  { item: 'B.10', key: 'bDisbursal', en: 'Schedule of disbursement' },
  { item: 'B.11', key: 'bDueDates', en: 'Due dates of instalments and interest' },
  // Annex C: the repayment schedule.
  { item: 'C', key: 'schedule', en: 'Repayment schedule' },
];

/** The items shown as rows, in order (Annex C's schedule is a table under its own heading). */
export const KFS_INDIA_ROW_ITEMS = KFS_INDIA_CHECKLIST.filter((entry) => entry.item !== 'C');
