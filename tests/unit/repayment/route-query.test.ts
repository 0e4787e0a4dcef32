import fc from 'fast-check';
import {
  cardRepayQueryFrom,
  instructionsQueryFrom,
  minorAmountFrom,
  orderQueryFrom,
} from '@/features/repayment/utils/route-query';

describe('repayment URL query (untrusted)', () => {
  it('needs both ids made of safe characters', () => {
    expect(orderQueryFrom({ productId: '7', orderId: 'A-9_1' })).toEqual({
      productId: '7',
      orderId: 'A-9_1',
    });
    expect(orderQueryFrom({ productId: '7' })).toBeNull();
    expect(orderQueryFrom({ productId: '7', orderId: '9"><script>' })).toBeNull();
    expect(orderQueryFrom({ productId: 'x'.repeat(65), orderId: '1' })).toBeNull();
  });

  it('reads the instructions query with requestType 1 or 2 and a minor-units amount', () => {
    const base = { productId: '7', orderId: '9', amount: '345000', payCode: 'OXXO' };
    expect(instructionsQueryFrom({ ...base, requestType: '1' })).toEqual({
      ...base,
      amount: 345000,
      requestType: 1,
    });
    expect(instructionsQueryFrom({ ...base, requestType: '2' })?.requestType).toBe(2);
    expect(instructionsQueryFrom({ ...base, requestType: '0' })).toBeNull();
    expect(instructionsQueryFrom({ ...base, requestType: '1', amount: '-5' })).toBeNull();
    expect(instructionsQueryFrom({ ...base, requestType: '1', payCode: 'a<b' })).toBeNull();
  });

  it('reads the card query, dropping a couponId that is not an id', () => {
    expect(cardRepayQueryFrom({ orderId: '9', amount: '100', couponId: 'C1' })).toEqual({
      orderId: '9',
      amount: '100',
      couponId: 'C1',
    });
    expect(cardRepayQueryFrom({ orderId: '9', amount: '100', couponId: '<x>' })?.couponId).toBeUndefined();
    expect(cardRepayQueryFrom({ orderId: '9' })).toBeNull();
  });

  it('accepts as an amount exactly the strings of digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const amount = minorAmountFrom(raw);
        if (/^\d{1,15}$/.test(raw)) expect(amount).toBe(Number(raw));
        else expect(amount).toBeNull();
      }),
    );
  });
});
