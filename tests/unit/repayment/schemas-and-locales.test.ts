import * as v from 'valibot';
import { RepayDetailSchema } from '@/features/repayment/api/get-repay-detail';
import { RepaymentWaySchema } from '@/features/repayment/api/get-repayment-way';
import { CommitResultSchema } from '@/features/repayment/api/commit-repayment';
import es from '@/features/repayment/locales/repayment.es';
import en from '@/features/repayment/locales/repayment.en';
import hi from '@/features/repayment/locales/repayment.hi';

function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return typeof value;
}

describe('repayment schemas', () => {
  it('fills missing or null text and lists so pages never see undefined', () => {
    const detail = v.parse(RepayDetailSchema, {
      repayAmount: '345000',
      repayList: [{ title: null, list: [{ payCode: 42 }] }],
      detail: null,
    });
    expect(detail).toEqual({
      repayAmount: 345000,
      productName: '',
      repayDate: undefined,
      productLogo: '',
      detail: [],
      repayList: [{ title: '', list: [{ logo: '', desc: '', payCode: '42', vCode: '', BARcodeImg: '' }] }],
      noticeMsg: '',
    });
  });

  it('refuses a channel without a payCode and an amount that is not a number', () => {
    expect(
      v.safeParse(RepayDetailSchema, { repayAmount: 1, repayList: [{ list: [{ payCode: ' ' }] }] }).success,
    ).toBe(false);
    expect(v.safeParse(RepayDetailSchema, { repayAmount: '12,5' }).success).toBe(false);
  });

  it('reads alipay as truthy and needValid as a number', () => {
    expect(v.parse(RepaymentWaySchema, { alipay: '1' }).alipay).toBe(true);
    expect(v.parse(RepaymentWaySchema, { alipay: '0' }).alipay).toBe(false);
    expect(v.parse(RepaymentWaySchema, {}).alipay).toBe(false);
    expect(v.parse(CommitResultSchema, { needValid: '1' }).needValid).toBe(1);
    expect(v.parse(CommitResultSchema, {}).needValid).toBe(0);
  });
});

describe('repayment locales', () => {
  it('have the same keys (and list lengths) in Spanish and English', () => {
    expect(shape(en)).toEqual(shape(es));
  });

  it("say the card messages in the page's language, none of them the spec's Chinese (VITE_WORDING=spec shows those)", () => {
    for (const locale of [es, en, hi]) {
      for (const text of Object.values(locale.cardRepay)) expect(text).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('name the ways to scan in each language', () => {
    expect(es.channels.scanTitle).toBe('Escanea para pagar');
    expect(en.channels.scanTitle).toBe('Scan to pay');
  });
});
