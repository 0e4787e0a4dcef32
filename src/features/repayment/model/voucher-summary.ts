import type { TFunction } from 'i18next';
import {
  formatDate,
  formatDateTime,
  formatScreenDate,
  formatScreenDateTime,
  parseServerDate,
  type DateInput,
} from '@/lib/format';
import { serverMoment } from '@/lib/format/lender-wall';
import { keptChannelLabel, type KeptVoucher as SavedVoucher } from '@/entities/payment/kept-voucher/voucher';

const DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/**
 * The expiry as text, or '' when there is none or it is not a date. A bare date stays a date (a midnight
 * time would say more than the server did). `screen`: as a screen shows it, the year only when it is not
 * this one; without it (what is shared, copied or saved as a picture, read later) always with the year.
 */
export function formatExpiry(value: DateInput, { screen = false }: { screen?: boolean } = {}): string {
  if (!parseServerDate(value)) return '';
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  if (screen) return dateOnly ? formatScreenDate(value) : formatScreenDateTime(value);
  return dateOnly ? formatDate(value) : formatDateTime(value);
}

/**
 * Whether the expiry has passed (false when there is none). A bare date lasts until the end of that day on
 * the lender's calendar; a time without a zone is the lender's (contract §4).
 */
export function hasExpired(value: DateInput, now = Date.now()): boolean {
  const date = parseServerDate(value);
  if (!date) return false;
  const end =
    typeof value === 'string' && DATE_ONLY.test(value)
      ? serverMoment(date.add(1, 'day').format('YYYY-MM-DD'))
      : serverMoment(value);
  return end !== undefined && (DATE_ONLY.test(String(value)) ? end <= now : end < now);
}

/** The channel as a borrower reads it: the voucher's own title with the channel code, or the code alone. */
export const channelLabel = keptChannelLabel;

/**
 * The plain-text summary to keep for the counter (shared or copied): amount, reference, company,
 * channel, expiry and when it was generated. Lines with nothing to say are left out.
 */
export function voucherSummary(saved: SavedVoucher, t: TFunction, money: (minor: number) => string): string {
  const line = (key: string, value: string) => (value ? `${t(key)}: ${value}` : '');
  return [
    t('keep.summaryTitle'),
    line('keep.amount', money(saved.amount)),
    line('keep.reference', saved.reference),
    line('keep.company', saved.companyName),
    line('keep.channel', channelLabel(saved)),
    line('keep.expires', formatExpiry(saved.expireTime)),
    line('keep.generatedAt', formatDateTime(saved.savedAt)),
  ]
    .filter(Boolean)
    .join('\n');
}
