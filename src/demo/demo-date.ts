import dayjs from 'dayjs';
import { formatDate } from '@/lib/format/date-text';
import { Market } from '@/lib/session/market';

/**
 * `YYYY-MM-DD`, `days` from the demo server's today, or `YYYY-MM-DD HH:mm:ss` with a time of day: the demo
 * reads as a live account whenever it runs.
 */
export function demoDate(days: number, time?: `${number}:${number}:${number}`): string {
  const date = dayjs().add(days, 'day').format('YYYY-MM-DD');
  return time ? `${date} ${time}` : date;
}

/** The same moment as unix seconds (contract §4), for the calls that send times as numbers. */
export function demoUnixTime(days: number, time: `${number}:${number}:${number}`): number {
  return dayjs(demoDate(days, time).replace(' ', 'T')).unix();
}

/**
 * The same day as a lender writes it in a text it sends (a status line, a borrower's complaint): as the
 * market writes dates (contract §4), with the year, since a server cannot know what a phone calls this year.
 */
export function demoDateText(days: number, market: 'mx' | 'in'): string {
  return formatDate(demoDate(days), { market: market === 'in' ? Market.india : Market.mexico });
}
