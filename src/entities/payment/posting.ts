import type { TFunction } from 'i18next';
import { env } from '@/config/env';
import { CODI_CODE, UPI_CODE } from './qr-rails';

/**
 * The kinds of channel a borrower pays through. Each pays differently (cash at a counter, a transfer to a
 * CLABE or account, a QR approved in the bank's app, a UPI app, a card), so each has its own advice and
 * its own usual posting time, and the whole flow reads both from here.
 */
export type ChannelKind = 'store' | 'bank' | 'codi' | 'upi' | 'card' | 'other';

/** Channel codes as the servers send them, by kind; anything else is `other`. */
const KIND_PATTERNS: [ChannelKind, RegExp][] = [
  ['upi', new RegExp(UPI_CODE)],
  ['codi', new RegExp(CODI_CODE)],
  ['bank', /SPEI|IMPS|NEFT|RTGS|BANK|TRANSFER|CLABE/],
  ['card', /CARD|DEBIT|TARJETA/],
  [
    'store',
    /OXXO|SEVEN|ELEVEN|PAYPOINT|STORE|TIENDA|CASH|EFECTIVO|WALMART|SORIANA|CHEDRAUI|FARMACIA|CIRCLE|EXTRA/,
  ],
];

export function channelKind(payCode: string): ChannelKind {
  const code = payCode.trim().toUpperCase();
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(code))?.[0] ?? 'other';
}

/**
 * The usual posting time of each kind, in minutes: what the flow says when the configuration names
 * neither the channel nor its kind. Cash at a store goes through the store's batch to the lender; the
 * instant rails (SPEI, CoDi, UPI, cards) are reconciled within the hour.
 */
export const KIND_POSTING_MINUTES: Record<Exclude<ChannelKind, 'other'>, number> = {
  store: 24 * 60,
  bank: 2 * 60,
  codi: 60,
  upi: 60,
  card: 60,
};

/** When the configuration names no time for a channel, its kind, nor a default (`*`). */
const FALLBACK_MINUTES = 24 * 60;
const UNIT_MINUTES: Record<string, number> = { m: 1, h: 60, d: 24 * 60 };
const ENTRY = /^([\w .-]{1,64}|\*)=(\d{1,5}(?:\.\d{1,2})?)([mhd])$/i;

/**
 * How long payments through each channel usually take to show on the loan, in minutes, from
 * `VITE_PAYMENT_POSTING_TIMES` (`SPEI=1h,OXXO=4h,*=24h`). Channel codes are matched without regard to
 * case; an entry that cannot be read is skipped, so one typo does not lose the others.
 */
export function parsePostingTimes(config: string): Map<string, number> {
  const table = new Map<string, number>();
  for (const entry of config.split(',')) {
    const match = ENTRY.exec(entry.trim());
    if (!match) continue;
    const minutes = Math.round(Number(match[2]) * UNIT_MINUTES[match[3]!.toLowerCase()]!);
    if (minutes > 0) table.set(match[1]!.trim().toUpperCase(), minutes);
  }
  return table;
}

let configured: Map<string, number> | undefined;

/**
 * The usual posting time of a channel, in minutes: the configuration's entry for the channel code, then
 * for its kind (`STORE=4h`, `BANK=1h`, `CODI`, `UPI`, `CARD`), then `*`, then the kind's own time above.
 * Every page that states a posting time asks here, so one channel states one time everywhere.
 */
export function postingMinutes(payCode: string, table?: Map<string, number>): number {
  const times = table ?? (configured ??= parsePostingTimes(env.paymentPostingTimes));
  const code = payCode.trim().toUpperCase();
  const kind = channelKind(code);
  if (kind === 'other') return times.get(code) ?? times.get('*') ?? FALLBACK_MINUTES;
  return times.get(code) ?? times.get(kind.toUpperCase()) ?? times.get('*') ?? KIND_POSTING_MINUTES[kind];
}

/**
 * "2 hours", "30 minutes", "1 day": a posting time in words, with the namespace's `duration.*` keys
 * (the payment panel's and the repayment pages' say the same).
 */
export function formatDuration(minutes: number, t: TFunction): string {
  const day = 24 * 60;
  // Up to a day reads better in hours ("24 hours"); from two whole days on, in days.
  if (minutes >= 2 * day && minutes % day === 0) return t('duration.days', { count: minutes / day });
  if (minutes % 60 === 0) return t('duration.hours', { count: minutes / 60 });
  return t('duration.minutes', { count: minutes });
}
