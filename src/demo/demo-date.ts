import dayjs from 'dayjs';
import { formatDate } from '@/lib/format/date-text';
import { fromLenderWallInput, lenderTimeWithOffset, toLenderWallInput } from '@/lib/format/lender-wall';
import { Market as AppMarket } from '@/lib/session/market';
import { demoNow } from './demo-clock';
import type { Market } from './endpoint';

/**
 * The demo server's calendar is its lender's (contract §11, one clock): Mexico's days are those of
 * America/Mexico_City, India's of Asia/Kolkata, whatever the zone of the machine or phone it runs on, so
 * that a date it sends, a count of days it states and the page's own count agree at any hour.
 */
const appMarket = (market: Market) => (market === 'in' ? AppMarket.india : AppMarket.mexico);

/** The lender's today, `YYYY-MM-DD`, at `now`. */
export function demoToday(market: Market, now = demoNow()): string {
  return toLenderWallInput(now, appMarket(market)).slice(0, 10);
}

/**
 * `YYYY-MM-DD`, `days` from the lender's today, or `YYYY-MM-DD HH:mm:ss` with a time of day on the lender's
 * wall: the demo reads as a live account whenever it runs.
 */
export function demoDate(market: Market, days: number, time?: `${number}:${number}:${number}`): string {
  const date = dayjs(demoToday(market)).add(days, 'day').format('YYYY-MM-DD');
  return time ? `${date} ${time}` : date;
}

/** The same moment as unix seconds (contract §4), for the calls that send times as numbers. */
export function demoUnixTime(market: Market, days: number, time: `${number}:${number}:${number}`): number {
  const [hour, minute, second] = time.split(':');
  const start = fromLenderWallInput(`${demoDate(market, days)}T${hour}:${minute}`, appMarket(market))!;
  return Math.floor(start / 1000) + Number(second);
}

/** Now, to the minute, as a server sends a time: the lender's wall time with its offset. */
export function demoAsOf(market: Market, now = demoNow()): string {
  return lenderTimeWithOffset(Math.floor(now / 60_000) * 60_000, appMarket(market));
}

/** The last minute of the lender's today, as a server sends a time: with its offset. */
export function demoEndOfDay(market: Market, now = demoNow()): string {
  const end = fromLenderWallInput(`${demoToday(market, now)}T23:59`, appMarket(market))!;
  return lenderTimeWithOffset(end + 59_000, appMarket(market));
}

/** Now on the lender's wall as a receipt prints it, in digits: `28/11/2026 19:04`. */
export function demoReceiptTime(market: Market, now = demoNow()): string {
  const [date, time] = toLenderWallInput(now, appMarket(market)).split('T');
  const [year, month, day] = date!.split('-');
  return `${day}/${month}/${year} ${time}`;
}

/** Whole days from the lender's `date` (`YYYY-MM-DD`) to its today. */
export function demoDaysSince(market: Market, date: string): number {
  return dayjs(demoToday(market)).diff(dayjs(date), 'day');
}

/**
 * The same day as a lender writes it in a text it sends (a status line, a borrower's complaint): as the
 * market writes dates (contract §4), with the year, since a server cannot know what a phone calls this year.
 */
export function demoDateText(days: number, market: Market): string {
  return formatDate(demoDate(market, days), { market: appMarket(market) });
}
