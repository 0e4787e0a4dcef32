import * as v from 'valibot';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/http/api-error';
import { VoucherSchema } from '@/features/repayment/api/generate-voucher';
import { RepayDetailSchema } from '@/features/repayment/api/get-repay-detail';
import { scheduleFromPlan } from '@/features/repayment/model/repay-plan';
import {
  offersSavedVoucher,
  readSavedVoucher,
  savedVoucherDifferences,
  toSavedVoucher,
  voucherOrSaved,
} from '@/features/repayment/model/saved-voucher';
import { formatExpiry, hasExpired, voucherSummary } from '@/features/repayment/model/voucher-summary';
import { scheduleRows } from '@/entities/loan-figures/finance/schedule';
import { formatDate, formatDateTime, formatMoney, formatScreenDate } from '@/lib/format';

const QUERY = { productId: '7', orderId: '9001', amount: 345000, payCode: 'OXXO', requestType: 1 } as const;

function voucher(detail: Record<string, unknown> = {}) {
  return v.parse(VoucherSchema, {
    repayDetail: {
      amount: 345000,
      repayTitle: 'Paga en OXXO',
      vCode: '9300',
      repayCode: 'data:image/svg+xml,<svg/>',
      companyName: 'Préstamo Fácil',
      ...detail,
    },
  });
}

describe('which failures offer the saved voucher', () => {
  it.each([
    ['network', new ApiError('network', 'down'), true],
    ['timeout', new ApiError('timeout', 'slow'), true],
    ['invalid (unreadable body)', new ApiError('invalid', 'bad'), true],
    ['server 5xx', new ApiError('server', 'HTTP 503', { status: 503 }), true],
    ['server business refusal', new ApiError('server', 'No disponible', { code: 3001 }), false],
    ['server 4xx', new ApiError('server', 'Not found', { status: 404 }), false],
    ['something that is not an ApiError', new Error('boom'), false],
  ])('%s → %s', (_what, error, offered) => {
    expect(offersSavedVoucher(error)).toBe(offered);
  });
});

describe('the saved voucher record', () => {
  it('keeps the code, amount, channel, company, expiry and when it arrived', () => {
    expect(toSavedVoucher(QUERY, voucher({ expireTime: '2026-08-13' }), 1_000)).toEqual({
      orderId: '9001',
      payCode: 'OXXO',
      requestType: 1,
      amount: 345000,
      requestedAmount: 345000,
      reference: '9300',
      codeImage: 'data:image/svg+xml,<svg/>',
      companyName: 'Préstamo Fácil',
      channelTitle: 'Paga en OXXO',
      expireTime: '2026-08-13',
      savedAt: 1_000,
    });
  });

  it('uses repayCode as the reference when it is text and there is no vCode', () => {
    const saved = toSavedVoucher(QUERY, voucher({ vCode: '', repayCode: ' 12345678 ' }));
    expect(saved.reference).toBe('12345678');
    expect(saved.codeImage).toBeUndefined();
  });

  it('never takes an image for the reference, and leaves out an image too large to keep', () => {
    const saved = toSavedVoucher(
      QUERY,
      voucher({ vCode: '', repayCode: `data:image/png;base64,${'A'.repeat(40_000)}` }),
    );
    expect(saved.reference).toBe('');
    expect(saved.codeImage).toBeUndefined();
  });

  it('falls back to the asked amount when the voucher has none', () => {
    expect(toSavedVoucher(QUERY, voucher({ amount: null })).amount).toBe(345000);
  });

  it('is read back only for its own order and only when well-formed', () => {
    const saved = toSavedVoucher(QUERY, voucher());
    window.localStorage.setItem('voucher:9001', JSON.stringify(saved));
    expect(readSavedVoucher('9001')).toEqual(saved);
    window.localStorage.setItem('voucher:9002', JSON.stringify(saved));
    expect(readSavedVoucher('9002')).toBeUndefined();
    window.localStorage.setItem('voucher:9001', JSON.stringify({ ...saved, requestType: 3 }));
    expect(readSavedVoucher('9001')).toBeUndefined();
    window.localStorage.setItem('voucher:9001', '{not json');
    expect(readSavedVoucher('9001')).toBeUndefined();
  });

  it('says what differs from the voucher asked for', () => {
    const saved = toSavedVoucher(QUERY, voucher());
    expect(savedVoucherDifferences(saved, QUERY)).toEqual({ channel: false, purpose: false, amount: false });
    expect(savedVoucherDifferences(saved, { ...QUERY, payCode: 'SEVEN', requestType: 2, amount: 1 })).toEqual(
      {
        channel: true,
        purpose: true,
        amount: true,
      },
    );
  });
});

describe('voucherOrSaved', () => {
  it('keeps a fresh voucher and resolves it', async () => {
    const state = await voucherOrSaved(QUERY, Promise.resolve(voucher()));
    expect(state.kind).toBe('live');
    expect(readSavedVoucher('9001')).toEqual(state.saved);
  });

  it('rethrows a failure when nothing is saved, and a refusal even when something is', async () => {
    const down = new ApiError('network', 'down');
    await expect(voucherOrSaved(QUERY, Promise.reject(down))).rejects.toBe(down);
    await voucherOrSaved(QUERY, Promise.resolve(voucher()));
    const refused = new ApiError('server', 'No');
    await expect(voucherOrSaved(QUERY, Promise.reject(refused))).rejects.toBe(refused);
    await expect(voucherOrSaved(QUERY, Promise.reject(down))).resolves.toMatchObject({
      kind: 'saved',
      error: down,
    });
  });
});

describe('the summary and the expiry', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const money = (minor: number) => formatMoney(minor, '$');

  it('lists amount, reference, company, channel, expiry and generated-at, and leaves out empty lines', () => {
    const generatedAt = new Date(2026, 7, 10, 9, 30, 0).getTime();
    const saved = toSavedVoucher(QUERY, voucher({ expireTime: '2026-08-13' }), generatedAt);
    expect(voucherSummary(saved, t, money)).toBe(
      [
        'keep.summaryTitle',
        'keep.amount: $3,450.00',
        'keep.reference: 9300',
        'keep.company: Préstamo Fácil',
        'keep.channel: Paga en OXXO (OXXO)',
        `keep.expires: ${formatDate('2026-08-13')}`,
        `keep.generatedAt: ${formatDateTime(generatedAt)}`,
      ].join('\n'),
    );
    const bare = { ...saved, reference: '', companyName: '', channelTitle: '', expireTime: 'soon' };
    expect(voucherSummary(bare, t, money).split('\n')).toEqual([
      'keep.summaryTitle',
      'keep.amount: $3,450.00',
      'keep.channel: OXXO',
      `keep.generatedAt: ${formatDateTime(generatedAt)}`,
    ]);
  });

  it('keeps a bare expiry date a date, valid to the end of that day', () => {
    expect(formatExpiry('2026-08-13')).toBe(formatDate('2026-08-13'));
    expect(formatExpiry('2026-08-13 18:00:00')).toBe(formatDateTime('2026-08-13 18:00:00'));
    expect(formatExpiry('2026-08-13', { screen: true })).toBe(formatScreenDate('2026-08-13'));
    expect(formatExpiry(undefined)).toBe('');
    expect(formatExpiry('next week')).toBe('');
    // The lender's day and time (Mexico City, UTC−6), whatever the phone's zone.
    expect(hasExpired('2026-08-13', Date.parse('2026-08-13T23:00:00-06:00'))).toBe(false);
    expect(hasExpired('2026-08-13', Date.parse('2026-08-14T00:01:00-06:00'))).toBe(true);
    expect(hasExpired('2026-08-13 18:00:00', Date.parse('2026-08-13T17:59:00-06:00'))).toBe(false);
    expect(hasExpired('2026-08-13 18:00:00', Date.parse('2026-08-13T18:01:00-06:00'))).toBe(true);
    expect(hasExpired(undefined)).toBe(false);
  });
});

describe('optional, tolerant response fields', () => {
  it('ignores an expireTime of the wrong type instead of failing the voucher', () => {
    expect(voucher({ expireTime: { at: 1 } }).repayDetail.expireTime).toBeUndefined();
    expect(voucher({ expireTime: 1786752000 }).repayDetail.expireTime).toBe(1786752000);
  });

  it('reads a plan of instalments, and drops a malformed plan whole without failing the page', () => {
    const parse = (repayPlan: unknown) => v.parse(RepayDetailSchema, { repayAmount: 1, repayPlan }).repayPlan;
    expect(parse([{ amount: '100', date: '2026-08-15', status: ' Paid ' }])).toEqual([
      { title: '', amount: 100, date: '2026-08-15', status: 'paid' },
    ]);
    expect(parse([{ amount: 100, date: '2026-08-15', status: 'refunded' }])?.[0]?.status).toBeUndefined();
    expect(parse(undefined)).toBeUndefined();
    expect(parse('x')).toBeUndefined();
    expect(parse([{ amount: 100 }, { date: '2026-08-15' }])).toBeUndefined();
  });

  it("maps the server's status onto the schedule, over the phone's clock", () => {
    const today = new Date(2026, 7, 20);
    const plan = v.parse(RepayDetailSchema, {
      repayAmount: 1,
      repayPlan: [
        { amount: 1, date: '2026-07-15', status: 'paid' },
        { amount: 1, date: '2026-08-15', status: 'due' },
        { amount: 1, date: '2026-09-15', status: 'overdue' },
        { amount: 1, date: '2026-08-01' },
      ],
    }).repayPlan!;
    expect(scheduleRows(scheduleFromPlan(plan), today).map((row) => row.state)).toEqual([
      'paid',
      'overdue',
      'next',
      'overdue',
    ]);
  });
});
