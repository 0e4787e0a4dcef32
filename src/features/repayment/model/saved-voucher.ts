import type { SendOptions } from '@/lib/http';
import { isApiError } from '@/lib/http/api-error';
import { newIdempotencyKey, outcomeUnknown } from '@/lib/intent/intent-keys';
import {
  KeptVoucherSchema,
  readKeptVoucher,
  writeKeptVoucher,
  type KeptVoucher,
} from '@/entities/payment/kept-voucher/voucher';
import { notedLoanLender } from '@/entities/lender/loan-lender';
import { generateVoucher, type Voucher } from '../api/generate-voucher';
import type { InstructionsQuery } from '../utils/route-query';
import { payDetails, paymentReference, showsBarcode } from './pay-details';
import {
  clearPendingVoucher,
  isReusable,
  keepVoucherPage,
  notePendingVoucher,
  readPendingVoucher,
  readVoucherPage,
} from './voucher-intent';

/** The voucher kept for an order (the record lives in entities/payment/kept-voucher/voucher.ts). */
export const SavedVoucherSchema = KeptVoucherSchema;
export type SavedVoucher = KeptVoucher;

/** An image the page can show offline (data:) or that the webview may have cached (https:). */
const CODE_IMAGE = /^(data:image\/|https:\/\/)/i;
/** A larger inline image is not worth a share of the origin's small storage quota. */
const MAX_CODE_IMAGE_CHARS = 32_000;

/** The record for a voucher that just arrived (already validated by its schema). */
export function toSavedVoucher(
  query: InstructionsQuery,
  voucher: Voucher,
  now = Date.now(),
  intentKey?: string,
): SavedVoucher {
  const { repayDetail } = voucher;
  const repayCode = repayDetail.repayCode.trim();
  const codeIsImage = CODE_IMAGE.test(repayCode);
  return {
    orderId: query.orderId,
    payCode: query.payCode,
    requestType: query.requestType,
    amount: repayDetail.amount ?? query.amount,
    requestedAmount: query.amount,
    // The reference to quote (for UPI the tr, for SPEI the numeric reference), not the VPA or the CLABE
    // when the voucher names both.
    reference:
      paymentReference(payDetails({ ...repayDetail, payCode: query.payCode })) ||
      repayDetail.vCode.trim() ||
      (codeIsImage ? '' : repayCode),
    // Only a counter's scanner reads a barcode: transfers, CoDi and UPI keep none for the picture.
    codeImage:
      codeIsImage && showsBarcode(query.payCode) && repayCode.length <= MAX_CODE_IMAGE_CHARS
        ? repayCode
        : undefined,
    companyName: repayDetail.companyName,
    // The loan's own lender, as the voucher or the loan's other answers name it (contract §10).
    lenderName: (repayDetail.lender ?? notedLoanLender(query.orderId))?.legalName,
    channelTitle: repayDetail.repayTitle,
    expireTime: repayDetail.expireTime ?? undefined,
    savedAt: now,
    intentKey,
  };
}

/**
 * Stores the voucher for its order, with its page and the key it was issued under (storage unavailable or
 * full: nothing is kept, silently); the payment time the borrower gave for the same reference stays.
 */
export function keepVoucher(query: InstructionsQuery, voucher: Voucher, intentKey?: string): SavedVoucher {
  const kept = writeKeptVoucher(toSavedVoucher(query, voucher, Date.now(), intentKey));
  keepVoucherPage(kept, voucher);
  return kept;
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
  /** Generated now (and kept), or (`reused`) the reference this phone already has for this payment. */
  | { kind: 'live'; voucher: Voucher; saved: SavedVoucher; reused?: boolean }
  /** The server could not be reached: the failure, and the voucher kept for this order earlier. */
  | { kind: 'saved'; error: unknown; saved: SavedVoucher };

/**
 * The instructions page's data: a fresh voucher is kept on the device; a failure to reach the server falls
 * back to the kept one. With nothing kept (or storage unavailable) the failure stands and the page shows it.
 */
export async function voucherOrSaved(
  query: InstructionsQuery,
  request: Promise<Voucher>,
  intentKey?: string,
): Promise<VoucherState> {
  let voucher: Voucher;
  try {
    voucher = await request;
  } catch (error) {
    // A refusal created nothing: the next try is a new request. Without an answer the key stays for it.
    if (!outcomeUnknown(error)) clearPendingVoucher(query.orderId);
    const saved = offersSavedVoucher(error) ? readSavedVoucher(query.orderId) : undefined;
    if (!saved) throw error;
    return { kind: 'saved', error, saved };
  }
  const saved = keepVoucher(query, voucher, intentKey);
  clearPendingVoucher(query.orderId);
  return { kind: 'live', voucher, saved };
}

/**
 * /carpmm's data (contract §8: one reference per payment). The reference this phone keeps for the same
 * order, channel, purpose and amount is shown again, with no call, until it expires or the borrower asks
 * for a new one; otherwise generate-vcode is asked once, with the Idempotency-Key of this payment's
 * request (noted before it leaves, so a retry or a reload after no answer sends the same key).
 */
export function loadVoucher(query: InstructionsQuery, { signal }: SendOptions = {}): Promise<VoucherState> {
  const now = Date.now();
  const pending = readPendingVoucher(query, now);
  const kept = readSavedVoucher(query.orderId);
  const reusable = kept && !pending?.renew && isReusable(kept, query, now) ? kept : undefined;
  const page = reusable && readVoucherPage(reusable);
  if (reusable && page)
    return Promise.resolve({ kind: 'live', voucher: page, saved: reusable, reused: true });
  // A kept reference whose page could not be kept is asked again under its own key: the server answers
  // with the same reference.
  const key = pending?.key ?? reusable?.intentKey ?? newIdempotencyKey();
  if (!pending) notePendingVoucher(query, key, false, now);
  return voucherOrSaved(query, generateVoucher(query, { signal, idempotencyKey: key }), key);
}

/** What differs between the kept voucher and the one asked for. */
export function savedVoucherDifferences(saved: SavedVoucher, query: InstructionsQuery) {
  return {
    channel: saved.payCode !== query.payCode,
    purpose: saved.requestType !== query.requestType,
    amount: saved.requestedAmount !== query.amount,
  };
}
