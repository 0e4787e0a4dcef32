import type { TFunction } from 'i18next';
import { linkTo, paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/date-text';
import { capText } from '@/lib/format/inputs';
import { keptChannelLabel, type KeptVoucher } from '@/entities/payment/kept-voucher/voucher';

/** spec §5, §9: a complaint's description holds at most 200 characters. */
const MAX_DESCRIPTION = 200;

/** Kept here too for the panel's earlier importers; the words live with the posting times. */
export { formatDuration } from '@/entities/payment/posting';

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
