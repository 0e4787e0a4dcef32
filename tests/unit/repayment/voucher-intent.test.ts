import type { KeptVoucher } from '@/entities/payment/kept-voucher/voucher';
import {
  expiryOf,
  isReusable,
  notePendingVoucher,
  readPendingVoucher,
  requestNewReference,
  VOUCHER_KEPT_MS,
  voucherFingerprint,
} from '@/features/repayment/model/voucher-intent';
import type { InstructionsQuery } from '@/features/repayment/utils/route-query';

const QUERY: InstructionsQuery = {
  productId: '7',
  orderId: '9001',
  amount: 345000,
  payCode: 'OXXO',
  requestType: 1,
};
const SAVED_AT = new Date(2026, 7, 10, 9, 30).valueOf();
const kept = (overrides: Partial<KeptVoucher> = {}): KeptVoucher => ({
  orderId: '9001',
  payCode: 'OXXO',
  requestType: 1,
  amount: 345000,
  requestedAmount: 345000,
  reference: '9300128845519001',
  companyName: 'Lender',
  channelTitle: 'Paga en OXXO',
  savedAt: SAVED_AT,
  ...overrides,
});

describe('one reference per payment', () => {
  it('reads an expiry as the server sends it: unix seconds or ms, a date-time, or a whole day', () => {
    const end = new Date(2026, 7, 13, 9, 30).valueOf();
    expect(expiryOf(end / 1000)).toBe(end);
    expect(expiryOf(end)).toBe(end);
    expect(expiryOf(String(end / 1000))).toBe(end);
    expect(expiryOf('2026-08-13 09:30:00')).toBe(end);
    expect(expiryOf('2026-08-13')).toBe(new Date(2026, 7, 13, 23, 59, 59, 999).valueOf());
    expect(expiryOf('2026-13-45')).toBeUndefined();
    expect(expiryOf('soon')).toBeUndefined();
  });

  it('reuses the kept reference for the same order, channel, purpose and amount until it expires', () => {
    const expireTime = '2026-08-13 09:30:00';
    expect(isReusable(kept({ expireTime }), QUERY, new Date(2026, 7, 13, 9, 29).valueOf())).toBe(true);
    expect(isReusable(kept({ expireTime }), QUERY, new Date(2026, 7, 13, 9, 31).valueOf())).toBe(false);
    for (const other of [
      { payCode: 'SEVEN' },
      { requestType: 2 as const },
      { amount: 120000 },
      { orderId: '9002' },
    ])
      expect(isReusable(kept({ expireTime }), { ...QUERY, ...other }, SAVED_AT)).toBe(false);
  });

  it('keeps a reference without an expiry (or with one that is no date) for its kept lifetime', () => {
    expect(isReusable(kept(), QUERY, SAVED_AT + VOUCHER_KEPT_MS - 1)).toBe(true);
    expect(isReusable(kept(), QUERY, SAVED_AT + VOUCHER_KEPT_MS)).toBe(false);
    expect(isReusable(kept({ expireTime: 'x' }), QUERY, SAVED_AT + 1000)).toBe(true);
  });

  it('notes the key of a request without an answer for the same payment only, and not for ever', () => {
    const pending = notePendingVoucher(QUERY, 'key-1', false, SAVED_AT);
    expect(readPendingVoucher(QUERY, SAVED_AT + 1000)).toEqual(pending);
    expect(readPendingVoucher({ ...QUERY, amount: 1 }, SAVED_AT + 1000)).toBeUndefined();
    expect(readPendingVoucher(QUERY, SAVED_AT + VOUCHER_KEPT_MS)).toBeUndefined();
    expect(pending.fingerprint).toBe(voucherFingerprint(QUERY));
  });

  it('asks for a new reference with a new key each time', () => {
    const first = requestNewReference(QUERY);
    const second = requestNewReference(QUERY);
    expect(first.renew).toBe(true);
    expect(second.key).not.toBe(first.key);
    expect(readPendingVoucher(QUERY)).toEqual(second);
  });
});
