import {
  forgetKeptVoucher,
  notePaidAt,
  readKeptVoucher,
  writeKeptVoucher,
  type KeptVoucher,
} from '@/entities/payment/kept-voucher/voucher';
import { hasKeptVoucher, keptVoucherKey } from '@/entities/payment/kept-voucher/key';
import { complaintDescription, formatDuration } from '@/entities/payment/pending/complaint-link';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/format';

const kept: KeptVoucher = {
  orderId: 'MX1',
  payCode: 'OXXO',
  requestType: 1,
  amount: 345000,
  requestedAmount: 345000,
  reference: '9300128845519001',
  companyName: 'Préstamo Fácil',
  channelTitle: 'Paga en OXXO · Pago del préstamo',
  savedAt: 1_000,
};

describe('the kept voucher record', () => {
  it('is found by the first-load check without reading it, and read back only when well-formed', () => {
    expect(hasKeptVoucher('MX1')).toBe(false);
    expect(hasKeptVoucher(undefined)).toBe(false);
    writeKeptVoucher(kept);
    expect(hasKeptVoucher('MX1')).toBe(true);
    expect(readKeptVoucher('MX1')).toEqual(kept);
    window.localStorage.setItem(
      keptVoucherKey('MX2'),
      JSON.stringify({ ...kept, orderId: 'MX2', paidAt: -5 }),
    );
    expect(hasKeptVoucher('MX2')).toBe(true);
    expect(readKeptVoucher('MX2')).toBeUndefined();
  });

  it('records the time the borrower gives, and forgets it when asked', () => {
    writeKeptVoucher(kept);
    expect(notePaidAt('MX1', 5_000)?.paidAt).toBe(5_000);
    expect(readKeptVoucher('MX1')?.paidAt).toBe(5_000);
    expect(notePaidAt('MX1', undefined)).toEqual(kept);
    expect(notePaidAt('MX9', 5_000)).toBeUndefined();
  });

  it('keeps the payment time when the same reference is generated again, not for a new reference', () => {
    writeKeptVoucher({ ...kept, paidAt: 5_000 });
    expect(writeKeptVoucher({ ...kept, savedAt: 9_000 }).paidAt).toBe(5_000);
    expect(writeKeptVoucher({ ...kept, reference: 'OTHER', savedAt: 9_500 }).paidAt).toBeUndefined();
    expect(readKeptVoucher('MX1')?.paidAt).toBeUndefined();
    writeKeptVoucher({ ...kept, paidAt: 5_000 });
    expect(writeKeptVoucher({ ...kept, payCode: 'SEVEN' }).paidAt).toBeUndefined();
  });

  it('goes away for its order only', () => {
    writeKeptVoucher(kept);
    writeKeptVoucher({ ...kept, orderId: 'MX2' });
    forgetKeptVoucher('MX1');
    expect(readKeptVoucher('MX1')).toBeUndefined();
    expect(readKeptVoucher('MX2')).toBeDefined();
  });
});

describe('the complaint description', () => {
  const t = ((key: string, values: Record<string, unknown> = {}) =>
    key === 'complaintText'
      ? `Order ${String(values.order)}, ${String(values.channel)}, ref ${String(values.reference)}, paid ${String(values.time)}.`
      : `${key}:${String(values.count)}`) as unknown as TFunction;

  it('names the order, channel, reference and the time the borrower gave', () => {
    const paidAt = new Date(2026, 7, 10, 8, 15).valueOf();
    expect(complaintDescription({ ...kept, paidAt }, t)).toBe(
      `Order MX1, Paga en OXXO · Pago del préstamo (OXXO), ref 9300128845519001, paid ${formatDateTime(paidAt)}.`,
    );
  });

  it('gives way to the channel code, then cuts, to stay within 200 characters', () => {
    const long = { ...kept, channelTitle: 'C'.repeat(180), paidAt: 0 };
    const text = complaintDescription(long, t);
    expect(text).toContain(', OXXO, ');
    expect(text.length).toBeLessThanOrEqual(200);
    expect(complaintDescription({ ...long, reference: 'R'.repeat(300) }, t)).toHaveLength(200);
  });

  it('says the usual time in minutes, hours, or days from two whole days on', () => {
    expect(formatDuration(30, t)).toBe('duration.minutes:30');
    expect(formatDuration(90, t)).toBe('duration.minutes:90');
    expect(formatDuration(60, t)).toBe('duration.hours:1');
    expect(formatDuration(1440, t)).toBe('duration.hours:24');
    expect(formatDuration(2880, t)).toBe('duration.days:2');
    expect(formatDuration(2940, t)).toBe('duration.hours:49');
  });
});
