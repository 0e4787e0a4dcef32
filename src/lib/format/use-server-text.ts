import { isServerDate } from './date-text';
import { useDates } from './use-dates';

/** A bare date or date-time as contract §4 sends it: `2026-11-18`, `2026-11-18 16:08:10`. */
const SERVER_DATE_TEXT = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * A value a server sends already written, in a title/value row: a bare date (or date-time) is written as
 * the market writes dates, through the shared formatter (`18 nov`, `18 Nov 2025`); anything else (an amount,
 * a number, a status) is shown as sent.
 */
export function useServerText(): (value: string) => string {
  const dates = useDates();
  return (value) => {
    const text = value.trim();
    if (!SERVER_DATE_TEXT.test(text) || !isServerDate(text)) return value;
    return text.length > 10 ? dates.screenDateTime(text) : dates.screenDate(text);
  };
}
