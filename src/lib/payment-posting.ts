import { env } from '@/config/env';

/** When the configuration names no time for a channel, nor a default (`*`). */
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

/** The usual posting time of a channel, in minutes. */
export function postingMinutes(payCode: string, table?: Map<string, number>): number {
  const times = table ?? (configured ??= parsePostingTimes(env.paymentPostingTimes));
  return times.get(payCode.trim().toUpperCase()) ?? times.get('*') ?? FALLBACK_MINUTES;
}
