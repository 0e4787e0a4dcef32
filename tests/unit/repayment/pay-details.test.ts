import {
  isNumericReference,
  payDetails,
  payeeName,
  paymentReference,
} from '@/features/repayment/model/pay-details';

const CLABE = '646180157000128845';

describe('payDetails: SPEI as Mexican banking apps ask for it (contract §9)', () => {
  it('reference is the concepto; a vCode of up to 7 digits is the referencia numérica', () => {
    const details = payDetails({
      payCode: 'SPEI',
      vCode: '4455667',
      clabe: CLABE,
      reference: 'PAGO PRESTAMO MX24050021',
      accountName: 'Financiera Ejemplo del Norte',
      bankName: 'STP',
    });
    expect(details).toMatchObject({
      kind: 'bank',
      clabe: CLABE,
      accountName: 'Financiera Ejemplo del Norte',
      bankName: 'STP',
      reference: 'PAGO PRESTAMO MX24050021',
      numericReference: '4455667',
    });
    expect(paymentReference(details)).toBe('4455667');
  });

  it('a server that sends the CLABE as its vCode and the number as reference: that is the concepto', () => {
    const details = payDetails({ payCode: 'SPEI', vCode: CLABE, clabe: CLABE, reference: '1234567' });
    expect(details).toMatchObject({ reference: '1234567', numericReference: '' });
  });

  it('a longer vCode is no numeric reference: it is quoted as the concepto', () => {
    expect(payDetails({ payCode: 'SPEI', vCode: 'REF12345678', clabe: CLABE })).toMatchObject({
      reference: 'REF12345678',
      numericReference: '',
    });
  });

  it('CoDi’s SPEI alternative carries the concepto only (its vCode is the CoDi charge)', () => {
    const details = payDetails({ payCode: 'CODI', vCode: 'CODI-1', clabe: CLABE, reference: 'PAGO 1' });
    expect(details.kind === 'codi' && details.spei).toMatchObject({
      reference: 'PAGO 1',
      numericReference: '',
    });
  });
});

describe('payeeName: whom the borrower pays', () => {
  it('is the account’s holder on a transfer, else the voucher’s companyName', () => {
    expect(
      payeeName(payDetails({ payCode: 'IMPS', vCode: 'X', accountNumber: '1', accountName: 'A' }), 'B'),
    ).toBe('A');
    expect(payeeName(payDetails({ payCode: 'OXXO', vCode: '93001' }), ' B ')).toBe('B');
    expect(payeeName(payDetails({ payCode: 'CODI', vCode: 'C', clabe: CLABE, accountName: 'A' }), 'B')).toBe(
      'A',
    );
  });
});

describe('isNumericReference', () => {
  it.each([
    ['SPEI', '1234567', true],
    ['SPEI', '12345678', false],
    ['SPEI', CLABE, false],
    ['OXXO', '1234567', false],
  ])('%s %s → %s', (payCode, vCode, numeric) => {
    expect(isNumericReference(payCode, vCode)).toBe(numeric);
  });
});
