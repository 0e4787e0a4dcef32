import type { DelayDetail } from '../api/get-delay-detail';
import type { RepayDetail } from '../api/get-repay-detail';
import { RequestType } from './request-type';

/**
 * What a payment reference's amount pays, said against the loan's own figures (the repay page's answer for
 * a repayment, the extension's for its fee): a biller's amount comes from the biller, so the instructions
 * never leave a borrower to guess whether the amount on the link settles what is due.
 *
 * - `due`: exactly what is due now (the instalment, or what is overdue with its charges today);
 *   `settlesLoan` when the lender's figure for the whole loan today is that same amount;
 * - `payoff`: exactly what settles the whole loan today (contract §12), as the lender worked it out;
 * - `part`: less than is due: what is due and what will remain after this payment;
 * - `more`: more than is due, and not the whole loan's figure: what is due and by how much this exceeds it;
 * - `nothingDue`: the loan asks for nothing now;
 * - `extensionFee` / `notExtensionFee`: an extension's reference is its fee, or is not;
 * - `unknown`: the loan's figures could not be read: the page says it could not check.
 */
export type AmountMeaning =
  | { kind: 'due'; due: number; date: string | number | undefined; overdue: boolean; settlesLoan: boolean }
  | { kind: 'payoff'; validUntil: string | number | undefined }
  | { kind: 'part'; due: number; remains: number }
  | { kind: 'more'; due: number; extra: number }
  | { kind: 'nothingDue' }
  | { kind: 'extensionFee' }
  | { kind: 'notExtensionFee'; fee: number }
  | { kind: 'unknown' };

/** The loan's figures the instructions page reads: the repay detail, or the extension's detail. */
export type LoanFigures =
  | { requestType: typeof RequestType.Repay; repay: RepayDetail }
  | { requestType: typeof RequestType.Delay; delay: DelayDetail };

export function amountMeaning(amount: number, figures: LoanFigures | null): AmountMeaning {
  if (!figures) return { kind: 'unknown' };
  if (figures.requestType === RequestType.Delay) {
    const fee = figures.delay.delayInfo.delayAmount;
    return amount === fee ? { kind: 'extensionFee' } : { kind: 'notExtensionFee', fee };
  }
  const { repay } = figures;
  // contract §11: an overdue loan's amount due today is what settles everything overdue.
  const due = repay.overdue?.totalToday ?? repay.repayAmount;
  const payoff = repay.payoff;
  if (amount === due && due > 0)
    return {
      kind: 'due',
      due,
      date: repay.repayDate,
      overdue: repay.overdue !== undefined,
      settlesLoan: payoff?.amount === due,
    };
  if (payoff && amount === payoff.amount) return { kind: 'payoff', validUntil: payoff.validUntil };
  if (due <= 0) return { kind: 'nothingDue' };
  return amount < due
    ? { kind: 'part', due, remains: due - amount }
    : { kind: 'more', due, extra: amount - due };
}
