import { readStored } from '@/lib/storage';

/**
 * Where the voucher kept for an order lives on the device. This file carries no schema library:
 * the loan-details and repayment loaders ask `hasKeptVoucher` on every first load, and only when it says
 * yes does the page load the code that reads the record (entities/payment/kept-voucher/voucher.ts) and the panel.
 */
export function keptVoucherKey(orderId: string): string {
  return `voucher:${orderId}`;
}
/** The whole voucher page as it arrived, so /carpmm shows the kept reference again without a call. */
export function keptVoucherPageKey(orderId: string): string {
  return `voucher-page:${orderId}`;
}
/** A voucher asked for and not yet answered: its Idempotency-Key, for the retry (contract §8). */
export function voucherIntentKey(orderId: string): string {
  return `voucher-intent:${orderId}`;
}

/** Whether something is stored for this order (not yet whether it is a readable voucher). */
export function hasKeptVoucher(orderId: string | undefined): boolean {
  return (
    Boolean(orderId) && readStored(keptVoucherKey(orderId!), (value) => value ?? undefined) !== undefined
  );
}
