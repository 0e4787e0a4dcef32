import type { TFunction } from 'i18next';
import { linkTo, paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/date';
import { capText } from '@/lib/format/inputs';
import { keptChannelLabel, type KeptVoucher } from '@/lib/kept-voucher/voucher';

/** spec §5, §9: a complaint's description holds at most 200 characters. */
const MAX_DESCRIPTION = 200;

/** "2 hours", "30 minutes", "1 day": the usual posting time in words. */
export function formatDuration(minutes: number, t: TFunction): string {
  const day = 24 * 60;
  // Up to a day reads better in hours ("24 hours"); from two whole days on, in days.
  if (minutes >= 2 * day && minutes % day === 0) return t('duration.days', { count: minutes / day });
  if (minutes % 60 === 0) return t('duration.hours', { count: minutes / 60 });
  return t('duration.minutes', { count: minutes });
}

/**
 * The complaint's description, filled in from what the borrower did: the order, the channel, the reference
 * and the time they said they paid. The channel's long title gives way to its code when the text would
 * pass the description's limit.
 */
export function complaintDescription(kept: KeptVoucher, t: TFunction): string {
  const describe = (channel: string) =>
    t('complaintText', {
      order: kept.orderId,
      channel,
      reference: kept.reference || '—',
      time: formatDateTime(kept.paidAt),
    });
  const full = describe(keptChannelLabel(kept));
  return capText(full.length <= MAX_DESCRIPTION ? full : describe(kept.payCode), MAX_DESCRIPTION);
}

/** The complaint entry for this order, with the description filled in; the borrower picks the type. */
export function complaintLink(kept: KeptVoucher, t: TFunction): string {
  return linkTo(paths.complaint, { orderId: kept.orderId, problemDetail: complaintDescription(kept, t) });
}
