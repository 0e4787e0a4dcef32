import { paths } from '@/config/paths';
import {
  forgetKeptVoucher,
  notePaidAt,
  readKeptVoucher,
  writeKeptVoucher,
  type KeptVoucher,
} from '@/entities/payment/kept-voucher/voucher';
import {
  hasKeptVoucher,
  keptVoucherKey,
  keptVoucherPageKey,
  voucherIntentKey,
} from '@/entities/payment/kept-voucher/key';
import { keptChannelLabel } from '@/entities/payment/kept-voucher/voucher';
import {
  complaintDescription,
  complaintLink,
  formatDuration,
} from '@/entities/payment/pending/complaint-link';
import { loadPaymentPending } from '@/entities/payment/pending/load';
import { readStored, writeStored } from '@/lib/storage';
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

  it('keeps the payment time for the same payment only: an extension is another payment', () => {
    writeKeptVoucher({ ...kept, paidAt: 5_000 });
    expect(writeKeptVoucher({ ...kept, requestType: 2, savedAt: 9_000 }).paidAt).toBeUndefined();
  });

  it('takes the payment time a voucher arrives with over the one kept', () => {
    writeKeptVoucher({ ...kept, paidAt: 5_000 });
    expect(writeKeptVoucher({ ...kept, paidAt: 7_000 }).paidAt).toBe(7_000);
    expect(readKeptVoucher('MX1')?.paidAt).toBe(7_000);
  });

  it('holds no payment time once the borrower takes theirs back', () => {
    writeKeptVoucher({ ...kept, paidAt: 5_000 });
    expect(notePaidAt('MX1', undefined)).not.toHaveProperty('paidAt');
  });

  it('goes away for its order only', () => {
    writeKeptVoucher(kept);
    writeKeptVoucher({ ...kept, orderId: 'MX2' });
    forgetKeptVoucher('MX1');
    expect(readKeptVoucher('MX1')).toBeUndefined();
    expect(readKeptVoucher('MX2')).toBeDefined();
  });

  it('goes away with its page and its unanswered request, and leaves another order’s', () => {
    const stored = (key: string) => readStored(key, (value) => value);
    for (const order of ['MX1', 'MX2']) {
      writeKeptVoucher({ ...kept, orderId: order });
      writeStored(keptVoucherPageKey(order), { order });
      writeStored(voucherIntentKey(order), { order });
    }
    forgetKeptVoucher('MX1');
    expect(stored(keptVoucherPageKey('MX1'))).toBeUndefined();
    expect(stored(voucherIntentKey('MX1'))).toBeUndefined();
    expect(stored(keptVoucherPageKey('MX2'))).toEqual({ order: 'MX2' });
    expect(stored(voucherIntentKey('MX2'))).toEqual({ order: 'MX2' });
  });
});

describe('the "paid, not showing yet" panel of a loan’s page', () => {
  it('loads its code only when the phone keeps a voucher for the order', async () => {
    await expect(loadPaymentPending('MX7')).resolves.toBeNull();
    await expect(loadPaymentPending(undefined)).resolves.toBeNull();
    writeKeptVoucher({ ...kept, orderId: 'MX7' });
    await expect(loadPaymentPending('MX7')).resolves.toEqual(expect.any(Function));
  });
});

describe('the channel a kept voucher names', () => {
  it('is the voucher’s own title with its code, or the code alone when the title is blank', () => {
    expect(keptChannelLabel({ channelTitle: ' Paga en OXXO ', payCode: 'OXXO' })).toBe('Paga en OXXO (OXXO)');
    expect(keptChannelLabel({ channelTitle: '  ', payCode: 'OXXO' })).toBe('OXXO');
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

  it('marks a reference the voucher did not give', () => {
    expect(complaintDescription({ ...kept, reference: '', paidAt: 0 }, t)).toContain(', ref —, ');
  });

  it('keeps the channel’s title when the text is exactly 200 characters', () => {
    const fixed = complaintDescription({ ...kept, channelTitle: '', paidAt: 0 }, t).length - 'OXXO'.length;
    // The title, " (OXXO)" after it, fills the description to its limit and no further.
    const title = 'T'.repeat(200 - fixed - ' (OXXO)'.length);
    const text = complaintDescription({ ...kept, channelTitle: title, paidAt: 0 }, t);
    expect(text).toHaveLength(200);
    expect(text).toContain(`${title} (OXXO)`);
  });

  it('fills the complaint entry’s description for the order', () => {
    const link = complaintLink({ ...kept, paidAt: 0 }, t);
    const [path, query] = link.split('?');
    expect(path).toBe(paths.complaint);
    const fields = new URLSearchParams(query);
    expect(fields.get('orderId')).toBe('MX1');
    expect(fields.get('problemDetail')).toBe(complaintDescription({ ...kept, paidAt: 0 }, t));
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
