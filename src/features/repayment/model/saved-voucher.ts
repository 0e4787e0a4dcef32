import * as v from 'valibot';
import { isApiError } from '@/lib/http/api-error';
import { parserFor } from '@/lib/http/validate';
import { readStored, writeStored } from '@/lib/storage';
import type { Voucher } from '../api/generate-voucher';
import type { InstructionsQuery } from '../utils/route-query';
import { RequestType } from './request-type';

/**
 * Issue 8: the last voucher generated for an order, kept on the device so the reference can still be shown
 * at the store counter when the signal drops. One per order; a newer voucher replaces the older one.
 */
export const SavedVoucherSchema = v.object({
  orderId: v.string(),
  payCode: v.string(),
  requestType: v.picklist([RequestType.Repay, RequestType.Delay]),
  /** Minor units: the voucher's amount, and the amount the page asked for (the URL's). */
  amount: v.pipe(v.number(), v.finite()),
  requestedAmount: v.pipe(v.number(), v.finite()),
  /** The reference to give at the counter: vCode, or repayCode when that is text rather than an image. */
  reference: v.string(),
  /** repayCode when it is an image (a barcode or QR the cashier scans). */
  codeImage: v.optional(v.string()),
  companyName: v.string(),
  /** The voucher's own title for the channel (repayTitle), e.g. "Paga en OXXO · Pago del préstamo". */
  channelTitle: v.string(),
  expireTime: v.optional(v.union([v.number(), v.string()])),
  /** When the voucher arrived (ms since epoch). */
  savedAt: v.pipe(v.number(), v.finite(), v.minValue(0)),
});
export type SavedVoucher = v.InferOutput<typeof SavedVoucherSchema>;

export const savedVoucherKey = (orderId: string) => `voucher:${orderId}`;

/** An image the page can show offline (data:) or that the webview may have cached (https:). */
const CODE_IMAGE = /^(data:image\/|https:\/\/)/i;
/** A larger inline image is not worth a share of the origin's small storage quota. */
const MAX_CODE_IMAGE_CHARS = 32_000;

/** The record for a voucher that just arrived (already validated by its schema). */
export function toSavedVoucher(query: InstructionsQuery, voucher: Voucher, now = Date.now()): SavedVoucher {
  const { repayDetail } = voucher;
  const repayCode = repayDetail.repayCode.trim();
  const codeIsImage = CODE_IMAGE.test(repayCode);
  return {
    orderId: query.orderId,
    payCode: query.payCode,
    requestType: query.requestType,
    amount: repayDetail.amount ?? query.amount,
    requestedAmount: query.amount,
    reference: repayDetail.vCode.trim() || (codeIsImage ? '' : repayCode),
    codeImage: codeIsImage && repayCode.length <= MAX_CODE_IMAGE_CHARS ? repayCode : undefined,
    companyName: repayDetail.companyName,
    channelTitle: repayDetail.repayTitle,
    expireTime: repayDetail.expireTime ?? undefined,
    savedAt: now,
  };
}

/** Stores the voucher for its order (storage unavailable or full: nothing is kept, silently). */
export function keepVoucher(query: InstructionsQuery, voucher: Voucher): SavedVoucher {
  const saved = toSavedVoucher(query, voucher);
  writeStored(savedVoucherKey(query.orderId), saved);
  return saved;
}

/** The voucher kept for this order, if any (tampered or foreign data is ignored). */
export function readSavedVoucher(orderId: string): SavedVoucher | undefined {
  const saved = readStored(savedVoucherKey(orderId), parserFor(SavedVoucherSchema));
  return saved && saved.orderId === orderId ? saved : undefined;
}

/**
 * Whether a failure means "no answer from the server" (show the kept voucher) rather than an answer.
 * - network, timeout: no answer.
 * - invalid: an answer we cannot read (a dropped signal truncates the body; a captive portal sends HTML).
 * - server with HTTP 5xx: a gateway or the service failed; it said nothing about this voucher.
 * - server otherwise (a business refusal, or 4xx): the server did answer, e.g. the channel is closed or the
 *   order is settled. An old reference could then be wrong to pay with, so it is not offered.
 */
export function offersSavedVoucher(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind !== 'server') return true;
  return (error.status ?? 0) >= 500;
}

export type VoucherState =
  /** Generated now (and kept). */
  | { kind: 'live'; voucher: Voucher; saved: SavedVoucher }
  /** The server could not be reached: the failure, and the voucher kept for this order earlier. */
  | { kind: 'saved'; error: unknown; saved: SavedVoucher };

/**
 * The instructions page's data: a fresh voucher is kept on the device; a failure to reach the server falls
 * back to the kept one. With nothing kept (or storage unavailable) the failure stands and the page shows it.
 */
export async function voucherOrSaved(
  query: InstructionsQuery,
  request: Promise<Voucher>,
): Promise<VoucherState> {
  let voucher: Voucher;
  try {
    voucher = await request;
  } catch (error) {
    const saved = offersSavedVoucher(error) ? readSavedVoucher(query.orderId) : undefined;
    if (!saved) throw error;
    return { kind: 'saved', error, saved };
  }
  return { kind: 'live', voucher, saved: keepVoucher(query, voucher) };
}

/** What differs between the kept voucher and the one asked for. */
export function savedVoucherDifferences(saved: SavedVoucher, query: InstructionsQuery) {
  return {
    channel: saved.payCode !== query.payCode,
    purpose: saved.requestType !== query.requestType,
    amount: saved.requestedAmount !== query.amount,
  };
}
