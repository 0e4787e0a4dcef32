import * as v from 'valibot';
import { newIdempotencyKey } from '@/lib/intent/intent-keys';
import { parserFor } from '@/lib/http/validate';
import { keptVoucherPageKey, voucherIntentKey } from '@/entities/payment/kept-voucher/key';
import type { KeptVoucher } from '@/entities/payment/kept-voucher/voucher';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { VoucherSchema, type Voucher } from '../api/generate-voucher';
import type { InstructionsQuery } from '../utils/route-query';

/**
 * How long a reference is reused when the voucher states no expiry. Cash references usually live one to
 * three days; a day keeps the one the borrower may be paying, and asking for a new one is a tap away.
 */
export const VOUCHER_KEPT_MS = 24 * 60 * 60 * 1000;

/** One payment: the order, the channel, the purpose and the amount (contract §8). */
export function voucherFingerprint(query: InstructionsQuery): string {
  return [query.orderId, query.payCode, query.requestType, query.amount].join('|');
}

const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * When a voucher's expireTime ends (contract §4: unix seconds or milliseconds, or `YYYY-MM-DD[ HH:mm:ss]`,
 * a bare date lasting to the end of that day), or undefined when it is not a date. Read here without the
 * date library (lib/format): this runs in the data path of /carpmm's first load.
 */
export function expiryOf(value: number | string): number | undefined {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    const number = Number(text);
    return number < 1e11 ? number * 1000 : number;
  }
  const parts = SERVER_DATE.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  const dateOnly = parts[4] === undefined;
  const date = dateOnly
    ? new Date(year!, month! - 1, day!, 23, 59, 59, 999)
    : new Date(year!, month! - 1, day!, hour, minute, second);
  // An impossible date (2026-13-45) rolls over: it is not a date.
  return date.getMonth() === month! - 1 && date.getDate() === day ? date.valueOf() : undefined;
}

/** Whether the kept voucher is the reference for this payment and still valid, so it is shown again. */
export function isReusable(kept: KeptVoucher, query: InstructionsQuery, now = Date.now()): boolean {
  const samePayment =
    kept.orderId === query.orderId &&
    kept.payCode === query.payCode &&
    kept.requestType === query.requestType &&
    kept.requestedAmount === query.amount;
  if (!samePayment) return false;
  const expires = kept.expireTime === undefined ? undefined : expiryOf(kept.expireTime);
  return expires === undefined ? now - kept.savedAt < VOUCHER_KEPT_MS : now <= expires;
}

/** A larger page is not worth its share of the origin's small storage: the reference is then asked again. */
const MAX_PAGE_CHARS = 200_000;

const KeptPageSchema = v.object({
  orderId: v.string(),
  /** The kept record's savedAt: a page belongs to the reference saved with it. */
  savedAt: v.number(),
  voucher: v.unknown(),
});

/** Keeps the voucher page beside the kept record (silently nothing when storage is full or the page large). */
export function keepVoucherPage(kept: KeptVoucher, voucher: Voucher): void {
  const record = { orderId: kept.orderId, savedAt: kept.savedAt, voucher };
  if (
    JSON.stringify(record).length > MAX_PAGE_CHARS ||
    !writeStored(keptVoucherPageKey(kept.orderId), record)
  )
    removeStored(keptVoucherPageKey(kept.orderId));
}

/** The page kept with this record, read through the voucher's own schema (tampered data is ignored). */
export function readVoucherPage(kept: KeptVoucher): Voucher | undefined {
  const record = readStored(keptVoucherPageKey(kept.orderId), parserFor(KeptPageSchema));
  if (!record || record.orderId !== kept.orderId || record.savedAt !== kept.savedAt) return undefined;
  return parserFor(VoucherSchema)(record.voucher);
}

const PendingSchema = v.object({
  fingerprint: v.string(),
  key: v.pipe(v.string(), v.minLength(1)),
  startedAt: v.number(),
  /** The borrower asked for a new reference: the kept one is not shown again for this payment. */
  renew: v.boolean(),
});
export type PendingVoucher = v.InferOutput<typeof PendingSchema>;

/** The voucher asked for this payment and not answered yet (a key older than the kept lifetime is not reused). */
export function readPendingVoucher(query: InstructionsQuery, now = Date.now()): PendingVoucher | undefined {
  const pending = readStored(voucherIntentKey(query.orderId), parserFor(PendingSchema));
  if (!pending || pending.fingerprint !== voucherFingerprint(query)) return undefined;
  return now - pending.startedAt < VOUCHER_KEPT_MS ? pending : undefined;
}

/** Notes a request before it leaves: a reload or a retry after no answer sends the same key. */
export function notePendingVoucher(query: InstructionsQuery, key: string, renew: boolean, now = Date.now()) {
  const pending: PendingVoucher = { fingerprint: voucherFingerprint(query), key, startedAt: now, renew };
  writeStored(voucherIntentKey(query.orderId), pending);
  return pending;
}

/** The server answered: nothing is pending any more. */
export function clearPendingVoucher(orderId: string): void {
  removeStored(voucherIntentKey(orderId));
}

/** The borrower confirmed they want a new reference for this payment: a new intent with a new key. */
export function requestNewReference(query: InstructionsQuery): PendingVoucher {
  return notePendingVoucher(query, newIdempotencyKey(), true);
}
