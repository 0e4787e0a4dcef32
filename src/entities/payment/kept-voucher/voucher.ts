import * as v from 'valibot';
import { keptVoucherKey, keptVoucherPageKey, voucherIntentKey } from './key';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { parserFor } from '@/lib/http/validate';

/**
 * The last voucher generated for an order, kept on the device so the reference can still be shown
 * at the store counter when the signal drops. One per order; a newer voucher replaces the older one.
 * The loan-details and repayment pages read it too ("paid, not showing yet"), so it lives here,
 * beside the schema library (data pages only), rather than in the repayment feature.
 */
export const KeptVoucherSchema = v.object({
  orderId: v.string(),
  payCode: v.string(),
  /** 1 repayment, 2 extension (spec §2). */
  requestType: v.picklist([1, 2]),
  /** Minor units: the voucher's amount, and the amount the page asked for (the URL's). */
  amount: v.pipe(v.number(), v.finite()),
  requestedAmount: v.pipe(v.number(), v.finite()),
  /** The reference to give at the counter: vCode, or repayCode when that is text rather than an image. */
  reference: v.string(),
  /** repayCode when it is an image (a barcode or QR the cashier scans). */
  codeImage: v.optional(v.string()),
  companyName: v.string(),
  /** The loan's lender by its legal name (contract §10) when the voucher was kept: the picture names it. */
  lenderName: v.optional(v.string()),
  /** The voucher's own title for the channel (repayTitle), e.g. "Paga en OXXO · Pago del préstamo". */
  channelTitle: v.string(),
  expireTime: v.optional(v.union([v.number(), v.string()])),
  /** When the voucher arrived (ms since epoch). */
  savedAt: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /**
   * When the borrower told us they paid with this reference (ms since epoch). Their word, never
   * a payment the app has seen.
   */
  paidAt: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
  /** The Idempotency-Key the reference was issued under (contract §8): asking again with it issues no other. */
  intentKey: v.optional(v.string()),
});
export type KeptVoucher = v.InferOutput<typeof KeptVoucherSchema>;

/** The voucher kept for this order, if any (tampered or foreign data is ignored). */
export function readKeptVoucher(orderId: string): KeptVoucher | undefined {
  const kept = readStored(keptVoucherKey(orderId), parserFor(KeptVoucherSchema));
  return kept && kept.orderId === orderId ? kept : undefined;
}

/**
 * Keeps the voucher for its order (storage unavailable or full: nothing is kept, silently). The payment
 * time the borrower gave stays while the reference is the same one.
 */
export function writeKeptVoucher(voucher: KeptVoucher): KeptVoucher {
  const previous = readKeptVoucher(voucher.orderId);
  const samePayment =
    previous?.paidAt !== undefined &&
    previous.payCode === voucher.payCode &&
    previous.reference === voucher.reference &&
    previous.requestType === voucher.requestType;
  const kept =
    samePayment && voucher.paidAt === undefined ? { ...voucher, paidAt: previous.paidAt } : voucher;
  writeStored(keptVoucherKey(voucher.orderId), kept);
  return kept;
}

/** Records when the borrower says they paid; returns the updated voucher (undefined when none is kept). */
export function notePaidAt(orderId: string, paidAt: number | undefined): KeptVoucher | undefined {
  const kept = readKeptVoucher(orderId);
  if (!kept) return undefined;
  const { paidAt: _previous, ...rest } = kept;
  const next: KeptVoucher = paidAt === undefined ? rest : { ...rest, paidAt };
  writeStored(keptVoucherKey(orderId), next);
  return next;
}

/** The order shows as paid; the voucher kept for it (its page and any unanswered request too) is no longer needed. */
export function forgetKeptVoucher(orderId: string): void {
  removeStored(keptVoucherKey(orderId));
  removeStored(keptVoucherPageKey(orderId));
  removeStored(voucherIntentKey(orderId));
}

/** The channel as a borrower reads it: the voucher's own title with the channel code, or the code alone. */
export function keptChannelLabel(kept: Pick<KeptVoucher, 'channelTitle' | 'payCode'>): string {
  const title = kept.channelTitle.trim();
  return title ? `${title} (${kept.payCode})` : kept.payCode;
}
