import dayjs, { type Dayjs } from 'dayjs';
import type { Market } from '@/lib/session/market';
import type { DateInput } from './date-text';
import { lenderWallText } from './lender-wall';

export type { DateInput } from './date-text';

/**
 * contract §4: the server sends unix seconds, unix milliseconds, `YYYY-MM-DD[ HH:mm:ss]` (the lender's local
 * time) or a time with its offset, read here as a dayjs of the lender's wall for the arithmetic of calendar
 * days (tenors, schedules, periods): a moment is first placed in the lender's zone (contract §11, one clock),
 * never in the phone's. A `Date` is a day the app already holds (a dayjs's `toDate()`), kept as it reads.
 * What is shown goes through the Intl formatters of date-text.ts.
 */
export function parseServerDate(value: DateInput, market?: Market): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? dayjs(value) : null;
  const wall = lenderWallText(value, market);
  return wall === null ? null : dayjs(wall);
}

/**
 * The lender's today (the start of the day its wall shows at `now`), on the same footing as
 * parseServerDate's days: what "today", "x days ago" and "due in x days" count from, whatever the phone's
 * zone.
 */
export function lenderToday(now: number | Date = Date.now(), market?: Market): Dayjs {
  return dayjs(lenderWallText(now.valueOf(), market)!).startOf('day');
}
