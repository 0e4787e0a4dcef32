import {
  lenderNotes,
  namesSameCompany,
  noteLoanLender,
  notedLoanLender,
  onLenderNoted,
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

describe('noteLoanLender: the pages that named the lender before the answer did', () => {
  it('are told once when an answer names a lender for the order, not again when it names the same one', () => {
    const told = vi.fn();
    const stop = onLenderNoted(told);
    const before = lenderNotes();
    noteLoanLender('9010', PARTNER);
    expect(told).toHaveBeenCalledTimes(1);
    expect(lenderNotes()).not.toBe(before);
    noteLoanLender('9010', { ...PARTNER });
    expect(told).toHaveBeenCalledTimes(1);
    noteLoanLender('9010', PROFILE);
    expect(told).toHaveBeenCalledTimes(2);
    stop();
    noteLoanLender('9010', PARTNER);
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('keep the lender noted when a later answer of the loan names none', () => {
    const told = vi.fn();
    const stop = onLenderNoted(told);
    noteLoanLender('9011', PARTNER);
    noteLoanLender('9011', undefined);
    expect(told).toHaveBeenCalledTimes(1);
    expect(notedLoanLender('9011')).toEqual(PARTNER);
    stop();
  });

  it('find the note by the order however its answer spaced it', () => {
    noteLoanLender(' 9012 ', PARTNER);
    expect(notedLoanLender('9012')).toEqual(PARTNER);
  });

  it('read back the lender as noted, its identity with it, and no field it did not carry', () => {
    const partner = {
      legalName: PARTNER.legalName,
      reca: '2814-439-041127/02-00987-0525',
      une: { phone: '81 8047 2200' },
    };
    noteLoanLender('9013', partner);
    expect(notedLoanLender('9013')).toStrictEqual(partner);
    window.sessionStorage.setItem(
      'loan-lender:9014',
      JSON.stringify({ legalName: ' Otra Financiera ', brandName: ' ', website: 7, reca: ' 1234 ' }),
    );
    expect(notedLoanLender('9014')).toStrictEqual({ legalName: 'Otra Financiera', reca: '1234' });
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
    // Cut to 8 letters or more it is still the lender's name; shorter, it could be anyone's.
    ['Financie', true],
    ['Financi', false],
    ['Financiera Ejemplo del Sur', false],
  ])('%s → %s', (payee, same) => {
    expect(namesSameCompany(payee, PARTNER)).toBe(same);
  });

  it('reads a short legal name only as itself, accents and dots set aside', () => {
    const short = { legalName: 'Crédito Ágil, S.A.' };
    expect(namesSameCompany('CREDITO AGIL SA', short)).toBe(true);
    expect(namesSameCompany('Credito', short)).toBe(false);
    // Shorter than a bank's cut, the whole name is still the company's.
    expect(namesSameCompany('KREDI SA', { legalName: 'Kredi, S.A.' })).toBe(true);
    expect(namesSameCompany('Crédito Ágil', { legalName: 'Préstamo Digital, S.A.P.I. de C.V.' })).toBe(false);
  });

  it('finds nothing against the lender in a payee without a letter or digit', () => {
    expect(namesSameCompany(' .,- ', PARTNER)).toBe(true);
  });
});
