import { env } from '@/config/env';
import { lenderToday, parseServerDate, type DateInput } from '@/lib/format/date';
import { Market } from '@/lib/session';

/**
 * The cooling-off (look-up) period. India (type=1): the Reserve Bank's Digital Lending
 * Directions give at least 1 day for a tenor under 7 days and at least 3 days for a tenor of 7 days or
 * more; a lender may grant more (VITE_COOLING_OFF_DAYS_INDIA), never less. Mexico shows one only when
 * configured (VITE_COOLING_OFF_DAYS_MEXICO).
 */
export const RBI_LONG_TENOR_DAYS = 7;
export const RBI_MIN_DAYS_SHORT = 1;
export const RBI_MIN_DAYS_LONG = 3;

/** The Reserve Bank's minimum for a tenor in days. */
export function rbiMinimumDays(tenorDays: number): number {
  return tenorDays >= RBI_LONG_TENOR_DAYS ? RBI_MIN_DAYS_LONG : RBI_MIN_DAYS_SHORT;
}

/**
 * The period in days, or null when none is shown. In India an unknown tenor leaves the minimum unknown:
 * only a configured period that meets the larger minimum is shown then.
 */
export function coolingOffDays(
  market: Market,
  tenorDays: number | null,
  configured = market === Market.india ? env.coolingOffDaysIndia : env.coolingOffDaysMexico,
): number | null {
  if (market === Market.mexico) return configured > 0 ? configured : null;
  if (tenorDays === null || !Number.isFinite(tenorDays) || tenorDays <= 0)
    return configured >= RBI_MIN_DAYS_LONG ? configured : null;
  return Math.max(rbiMinimumDays(tenorDays), configured);
}

export interface CoolingOffWindow {
  /** The period's last day (YYYY-MM-DD): the disbursal day plus the period's days. */
  lastDay: string;
  /** Whole days after today; 0 when the period ends today. */
  daysLeft: number;
}

/**
 * While the period runs, its last day and the days left; null before the disbursal day, after the last
 * day, or when the disbursal date is unknown. The period counts in calendar days from the disbursal day
 * and lasts to the end of its last day.
 */
export function coolingOffWindow(
  disbursed: DateInput,
  days: number,
  now: number = Date.now(),
): CoolingOffWindow | null {
  const start = parseServerDate(disbursed)?.startOf('day');
  if (!start || !(days > 0)) return null;
  const today = lenderToday(now);
  const last = start.add(days, 'day');
  const daysLeft = last.diff(today, 'day');
  if (today.isBefore(start) || daysLeft < 0) return null;
  return { lastDay: last.format('YYYY-MM-DD'), daysLeft };
}

/** Whole calendar days from one date to another, or null when either is not a date. */
export function daysBetween(from: DateInput, to: DateInput): number | null {
  const start = parseServerDate(from)?.startOf('day');
  const end = parseServerDate(to)?.startOf('day');
  return start && end ? end.diff(start, 'day') : null;
}
