import {
  namesSameCompany,
  noteLoanLender,
  notedLoanLender,
  resolveLoanLender,
} from '@/entities/lender/loan-lender';

const PROFILE = {
  legalName: 'Préstamo Digital, S.A.P.I. de C.V., SOFOM, E.N.R.',
  brandName: 'Préstamo Digital',
};
const PARTNER = {
  legalName: 'Financiera Ejemplo del Norte, S.A. de C.V., SOFOM, E.N.R.',
  brandName: 'Financiera del Norte',
};

describe('resolveLoanLender: the lender of a loan (contract §10)', () => {
  it('is the answer’s own lender, from the loan', () => {
    expect(resolveLoanLender({ lender: PARTNER, fallbackName: 'Otra' }, PROFILE)).toEqual({
      ...PARTNER,
      fromLoan: true,
    });
  });

  it('else the lender’s name the answer gives otherwise (the contract’s company)', () => {
    expect(resolveLoanLender({ fallbackName: '  Otra Financiera  ' }, PROFILE)).toEqual({
      legalName: 'Otra Financiera',
      fromLoan: true,
    });
  });

  it('else the lender another answer of the same loan named, for that order only', () => {
    noteLoanLender('MX24050021', PARTNER);
    expect(resolveLoanLender({ orderId: 'MX24050021' }, PROFILE)).toEqual({ ...PARTNER, fromLoan: true });
    expect(resolveLoanLender({ orderId: 'MX24050007' }, PROFILE)).toEqual({ ...PROFILE, fromLoan: false });
  });

  it('else the market profile’s, said to be so', () => {
    expect(resolveLoanLender({}, PROFILE)).toEqual({ ...PROFILE, fromLoan: false });
    expect(resolveLoanLender({ fallbackName: ' ' }, PROFILE).fromLoan).toBe(false);
  });
});

describe('noteLoanLender', () => {
  it('keeps the latest lender an answer named for the order, in the tab’s storage', () => {
    noteLoanLender('9001', PROFILE);
    noteLoanLender('9001', PARTNER);
    expect(notedLoanLender(' 9001 ')).toEqual(PARTNER);
    expect(window.sessionStorage.getItem('loan-lender:9001')).toContain('Financiera Ejemplo');
  });

  it('notes nothing without an order or a lender, and ignores a tampered note', () => {
    noteLoanLender(undefined, PARTNER);
    noteLoanLender('9002', undefined);
    expect(notedLoanLender('9002')).toBeUndefined();
    window.sessionStorage.setItem('loan-lender:9003', JSON.stringify({ legalName: '' }));
    expect(notedLoanLender('9003')).toBeUndefined();
  });
});

describe('namesSameCompany: whether a payee is the loan’s lender', () => {
  it.each([
    ['Financiera Ejemplo del Norte, S.A. de C.V., SOFOM, E.N.R.', true],
    // A bank's account name cut short, with its dots and accents dropped, is the same company.
    ['FINANCIERA EJEMPLO DEL NORTE SA DE CV', true],
    ['Financiera del Norte', true],
    ['Cobranza Ejemplo, S.A. de C.V.', false],
    ['Préstamo Digital, S.A.P.I. de C.V., SOFOM, E.N.R.', false],
    ['Financ', false],
  ])('%s → %s', (payee, same) => {
    expect(namesSameCompany(payee, PARTNER)).toBe(same);
  });
});
