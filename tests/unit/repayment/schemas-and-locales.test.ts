import * as v from 'valibot';
import { RepayDetailSchema } from '@/features/repayment/api/get-repay-detail';
import { RepaymentWaySchema } from '@/features/repayment/api/get-repayment-way';
import { CommitResultSchema } from '@/features/repayment/api/commit-repayment';
import es from '@/features/repayment/locales/repayment.es';
import en from '@/features/repayment/locales/repayment.en';

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

  it('keep the spec-quoted card messages identical in both', () => {
    for (const key of [
      'chooseCard',
      'badCode',
      'wrongCode',
      'duplicate',
      'failed',
      'loadFailed',
      'networkError',
    ] as const) {
      expect(en.cardRepay[key]).toBe(es.cardRepay[key]);
    }
    expect(es.cardRepay).toMatchObject({
      chooseCard: '请先选择付款银行卡！',
      badCode: '请输入正确的验证码',
      wrongCode: '验证码错误',
      duplicate: '请勿重复提交支付申请',
      failed: '处理失败',
      loadFailed: '查询卡列表失败',
      networkError: 'error',
    });
    expect(es.channels.scanTitle).toBe('Escanea para pagar');
    expect(en.channels.scanTitle).toBe('Scan to pay');
  });
});
