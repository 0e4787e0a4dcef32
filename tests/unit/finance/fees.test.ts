import { extensionFees, loanFees } from '@/entities/loan-figures/fees';

/** contract §7: a fee `when: 'extension'` is charged only if the borrower postpones a due date. */
const opening = { name: 'Comisión por apertura', when: 'once' as const };
const monthly = { name: 'Cuota mensual', when: 'recurring' as const };
const unsaid = { name: 'Processing fee', when: undefined };
const extension = { name: 'Comisión por prórroga', when: 'extension' as const };

describe('which fees are the loan’s and which only an extension’s', () => {
  it('the loan’s fees: every fee but the extension’s, a fee that does not say when included', () => {
    expect(loanFees([opening, extension, monthly, unsaid])).toEqual([opening, monthly, unsaid]);
  });

  it('an extension’s fees: only those', () => {
    expect(extensionFees([opening, extension, monthly, unsaid])).toEqual([extension]);
  });

  it('no fees stated: none of either', () => {
    expect(loanFees(undefined)).toEqual([]);
    expect(extensionFees(undefined)).toEqual([]);
  });
});
