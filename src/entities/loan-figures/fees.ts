import type { KeyFactsFee } from './key-facts-schema';

type Fee = Pick<KeyFactsFee, 'when'>;

/**
 * A fee of the loan itself: charged whether or not the borrower extends. A fee with `when: 'extension'`
 * (contract §7) is charged only if the borrower pays to postpone a due date: it is not part of the cost of
 * the loan, so neither its APR/CAT nor its total cost counts it.
 */
export const isLoanFee = (fee: Fee) => fee.when !== 'extension';

export const loanFees = <T extends Fee>(fees: readonly T[] | undefined): T[] =>
  (fees ?? []).filter(isLoanFee);

export const extensionFees = <T extends Fee>(fees: readonly T[] | undefined): T[] =>
  (fees ?? []).filter((fee) => !isLoanFee(fee));
