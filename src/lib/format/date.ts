import dayjs, { type Dayjs } from 'dayjs';
import type { DateInput } from './date-text';

export type { DateInput } from './date-text';

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/**
 * contract §4: the server sends unix seconds, unix milliseconds, or `YYYY-MM-DD[ HH:mm:ss]`, read as a
 * dayjs for the arithmetic of days (tenors, schedules, periods). Numbers below 1e11 are seconds (1e11 s is
 * the year 5138; 1e11 ms is 1973). What is shown goes through the Intl formatters of date-text.ts.
 */
export function parseServerDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? dayjs(value) : null;
  let date: Dayjs;
  if (typeof value === 'number' || /^\d+$/.test(value.trim())) {
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0) return null;
    date = dayjs(number < 1e11 ? number * 1000 : number);
  } else {
    const text = value.trim();
    if (!DATE_TEXT.test(text)) return null;
    date = dayjs(text.replace(' ', 'T'));
    // dayjs rolls impossible dates over (2026-13-45 becomes 2027-02-14); refuse them instead.
    if (!date.isValid() || date.format('YYYY-MM-DD') !== text.slice(0, 10)) return null;
  }
  return date.isValid() ? date : null;
}
