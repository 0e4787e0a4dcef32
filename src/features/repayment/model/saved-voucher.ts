import { isApiError } from '@/lib/http/api-error';
import {
  KeptVoucherSchema,
  readKeptVoucher,
  writeKeptVoucher,
  type KeptVoucher,
} from '@/lib/kept-voucher/voucher';
import type { Voucher } from '../api/generate-voucher';
import type { InstructionsQuery } from '../utils/route-query';

/** The voucher kept for an order (the record lives in lib/kept-voucher/voucher.ts). */
export const SavedVoucherSchema = KeptVoucherSchema;
export type SavedVoucher = KeptVoucher;

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

/**
 * Stores the voucher for its order (storage unavailable or full: nothing is kept, silently); the payment
 * time the borrower gave for the same reference stays.
 */
export function keepVoucher(query: InstructionsQuery, voucher: Voucher): SavedVoucher {
  return writeKeptVoucher(toSavedVoucher(query, voucher));
}

/** The voucher kept for this order, if any (tampered or foreign data is ignored). */
export const readSavedVoucher = readKeptVoucher;

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
