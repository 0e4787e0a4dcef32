import dayjs, { type Dayjs } from 'dayjs';
import { parseServerDate, type DateInput } from '@/lib/format/date';

/** The response's `termUnit` for days: the only unit the spec shows (the page states "N days"). */
const DAY_UNITS = new Set(['', '1']);

/** The term the response states, in days; null when absent or in a unit the app does not know. */
export function statedTermDays(periods: number | undefined, termUnit: string | undefined): number | null {
  if (periods === undefined || !Number.isFinite(periods) || periods <= 0) return null;
  return DAY_UNITS.has((termUnit ?? '').trim()) ? periods : null;
}

/** Days from `start` to the plan's last dated payment, or null without one. */
export function planTermDays(start: Date | Dayjs | DateInput, dates: readonly DateInput[]): number | null {
  const from = (
    dayjs.isDayjs(start) || start instanceof Date ? dayjs(start) : parseServerDate(start)
  )?.startOf('day');
  const last = dates
    .map((date) => parseServerDate(date))
    .filter((date): date is Dayjs => date !== null)
    .sort((a, b) => a.valueOf() - b.valueOf())
    .at(-1);
  return from && last ? last.startOf('day').diff(from, 'day') : null;
}

/**
 * The tenor in days. Where the stated term (`periods`/`termUnit`) and the plan's last date disagree, the
 * longer one counts: it is the borrower's side (a longer tenor never gives a shorter cooling-off period,
 * and the statement never shows a term shorter than the plan the borrower repays).
 */
export function tenorDays(
  periods: number | undefined,
  termUnit: string | undefined,
  start: Date | Dayjs | DateInput,
  dates: readonly DateInput[],
): number | null {
  const known = [statedTermDays(periods, termUnit), planTermDays(start, dates)].filter(
    (days): days is number => days !== null && days > 0,
  );
  return known.length ? Math.max(...known) : null;
}
