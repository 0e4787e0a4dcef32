import { foreignWords } from '../../support/page-language';

describe('foreignWords: another language on a page', () => {
  it('finds English, Spanish and Chinese on a Hindi page', () => {
    expect(foreignWords('hi', 'सहायता का समय: Monday to Saturday, 9:30 am to 6:30 pm IST')).toEqual([
      'Monday',
      'to',
      'Saturday',
      'am',
      'pm',
    ]);
    expect(foreignWords('hi', '¡La carga se realizó correctamente!')).toEqual([
      'La',
      'carga',
      'se',
      'realizó',
      'correctamente',
    ]);
    expect(foreignWords('hi', 'uploading...')).toEqual(['uploading']);
    expect(foreignWords('hi', '请先选择付款银行卡！')).toEqual(['请先选择付款银行卡']);
  });

  it("lets a Hindi page show the glossary's codes, names, addresses and glosses", () => {
    const text =
      'State Bank of India · IFSC: HDFC0001234 · यूपीआई आईडी cashloan@icici · Cash Loan Finance Pvt. Ltd. · care@cashloan.example · https://cms.rbi.org.in · PhonePe, Google Pay · UTR · शिकायत निवारण अधिकारी (Grievance Officer)';
    expect(foreignWords('hi', text, { names: ['Cash Loan Finance Pvt. Ltd.'] })).toEqual([]);
  });

  it('finds Spanish and Chinese on an English page, not English words Spanish shares', () => {
    expect(foreignWords('en', 'Fracaso: No pudimos iniciar tu sesión')).toEqual(['Fracaso', 'tu', 'sesión']);
    expect(foreignWords('en', 'No loan is due. Pay a fee with PhonePe.')).toEqual([]);
    expect(foreignWords('en', '处理失败')).toEqual(['处理失败']);
  });

  it('finds English and Chinese on a Spanish page, not a name the page may show', () => {
    expect(foreignWords('es', 'Please provide complete information!')).toEqual([
      'Please',
      'provide',
      'complete',
      'information',
    ]);
    expect(foreignWords('es', 'success!')).toEqual(['success']);
    expect(foreignWords('es', 'Paga con Google Pay', { names: ['Google Pay'] })).toEqual([]);
    expect(foreignWords('es', 'No se pudo hacer el pago. Error de conexión.')).toEqual([]);
    expect(foreignWords('es', '验证码错误')).toEqual(['验证码错误']);
  });
});
