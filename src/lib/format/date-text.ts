import { env } from '@/config/env';
import { Market, marketLocale, type Locale } from '@/lib/session/market';
import { sessionStore } from '@/lib/session/session-store';

/**
 * contract §4: dates and times as each market writes them, through `Intl.DateTimeFormat`, the month as a
 * word (`9 dic 2026` es-MX, `9 Dec 2026` en-IN, `9 दिसंबर 2026` on Hindi pages), times without seconds
 * (`4:08 p.m.`, `4:08 pm`, `शाम 4:08`), in the lender's zone. `VITE_DATE_FORMAT=spec` restores spec
 * §9's `YYYY-MM-DD[ HH:mm:ss]`, a recorded departure (docs/departures.md). No dayjs here: the landing's
 * prerendered page uses these too.
 */
export type DateInput = number | string | Date | null | undefined;
export type DateFormatSetting = 'market' | 'spec';

const MARKETS = {
  [Market.india]: { zone: 'Asia/Kolkata' },
  [Market.mexico]: { zone: 'America/Mexico_City' },
} as const satisfies Record<Market, { zone: string }>;

/**
 * The page's language as Intl writes dates in its market: Hindi pages `hi-IN` (`9 दिसंबर`, Latin digits,
 * its default), India's English `en-IN`, Mexico's Spanish `es-MX`.
 */
const INTL_LOCALES = { es: 'es-MX', en: 'en-IN', hi: 'hi-IN' } as const satisfies Record<Locale, string>;

const NO_VALUE = '—';
/** Relative words ("mañana", "in 3 days") are said next to a due date this many days either side of today. */
export const RELATIVE_DAYS = 7;
const DAY_MS = 86_400_000;

/** The lender's time zone in a market (contract §4). */
export const lenderZone = (market: Market): string => MARKETS[market].zone;

/** A calendar reading: what a clock on the lender's wall shows. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * A server value is either a moment (unix seconds or milliseconds, a phone's `Date`, a time with its offset
 * such as `2026-11-29T01:20:00+05:30`), shown in the lender's zone, or a reading without a zone
 * (`YYYY-MM-DD[ HH:mm[:ss]]`), which is already the lender's local time and is shown as it reads: never
 * moved through the phone's zone.
 */
export type Moment = { kind: 'instant'; ms: number } | { kind: 'wall'; wall: WallClock; hasTime: boolean };

const DATE_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export function readMoment(value: DateInput): Moment | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isFinite(ms) ? { kind: 'instant', ms } : null;
  }
  if (typeof value === 'number' || /^\d+$/.test(value.trim())) {
    const number = Number(value);
    // 0 is what a server sends for a date it does not have: no loan's date is the first second of 1970.
    if (!Number.isFinite(number) || number <= 0) return null;
    // Numbers below 1e11 are seconds (1e11 s is the year 5138; 1e11 ms is 1973).
    return { kind: 'instant', ms: number < 1e11 ? number * 1000 : number };
  }
  const match = DATE_TEXT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // An impossible date (2026-13-45, 2026-02-30, 25:00) is no date, not the one it would roll over to.
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  )
    return null;
  const offset = match[7];
  if (offset !== undefined) {
    // A time with its offset is a moment: the reading less its offset is UTC.
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.replace(/\D/g, '');
    const minutes = offset === 'Z' ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
    return { kind: 'instant', ms: check.getTime() - minutes * 60_000 };
  }
  return { kind: 'wall', wall: { year, month, day, hour, minute, second }, hasTime: match[4] !== undefined };
}

type Style = 'date' | 'dayMonth' | 'dateTime' | 'dayMonthTime' | 'time' | 'wall';

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  dayMonthTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  // The numbers of a moment on the lender's wall, to compare days and write the spec's format.
  wall: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  },
};

/**
 * Hindi apps write the month in full ("27 दिसंबर 2026": hi-IN's short "27 दिस॰" carries a mark read as a
 * degree sign) and the time as it is said, the part of the day before it ("शाम 5:51", not "5:51 pm").
 * hi-IN's own date with a time ("27 दिसंबर को शाम 5:51 बजे") is a phrase that does not sit after a label,
 * so a Hindi date and time is the date, a comma and the time (`format`), as the other languages write it.
 */
const HINDI = 'hi-IN';
const HINDI_STYLES: Partial<Record<Style, Intl.DateTimeFormatOptions>> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  time: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
};

// Building a formatter costs far more than using one: each locale, zone and style is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, zone: string, style: Style): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    const options = (locale === HINDI && HINDI_STYLES[style]) || STYLES[style];
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Builds the reading of the lender's wall clock before its first use: the first date formatter with a time
 * zone loads the zone's rules (5 to 9 ms on a desktop, four times that on a slow phone), and every data page
 * reads the lender's today before its first paint. Start-up calls this while the framework is still arriving
 * and the processor has nothing else to do.
 */
export function prepareDateFormats(market: Market): void {
  formatter('en-US', MARKETS[market].zone, 'wall');
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormatter(locale: string): Intl.RelativeTimeFormat {
  let cached = relativeFormatters.get(locale);
  if (!cached) {
    cached = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, cached);
  }
  return cached;
}

/** A moment's reading on the lender's wall in `zone`. */
export function wallOf(moment: Moment, zone: string): WallClock {
  if (moment.kind === 'wall') return moment.wall;
  const parts: Record<string, number> = {};
  for (const part of formatter('en-US', zone, 'wall').formatToParts(moment.ms))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * What Intl formats: a moment as itself in the lender's zone; a wall reading as the same reading in UTC,
 * so that no zone (the phone's least of all) can move it.
 */
function intlInput(moment: Moment, zone: string): { at: number; zone: string } {
  if (moment.kind === 'instant') return { at: moment.ms, zone };
  const { year, month, day, hour, minute, second } = moment.wall;
  return { at: Date.UTC(year, month - 1, day, hour, minute, second), zone: 'UTC' };
}

const dayNumber = ({ year, month, day }: WallClock) => Date.UTC(year, month - 1, day) / DAY_MS;

export interface DateOptions {
  /** The market whose lender's zone applies; the session's when left out. */
  market?: Market;
  /**
   * The page's language (`hi` on India's Hindi pages); the session's when left out, or the market's own
   * language when the session's is not one the market reads.
   */
  locale?: Locale;
  /** Now, for "this year" and relative words; the clock when left out. */
  now?: number;
  setting?: DateFormatSetting;
}

const marketOf = (options: DateOptions): Market => options.market ?? sessionStore.getState().type;

function intlLocaleOf(options: DateOptions): string {
  return INTL_LOCALES[marketLocale(marketOf(options), options.locale ?? sessionStore.getState().locale)];
}

export const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** spec §9: `YYYY-MM-DD`, or with the time `YYYY-MM-DD HH:mm:ss`. */
export function specText(wall: WallClock, withTime: boolean): string {
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  return withTime ? `${date} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` : date;
}

type Shape = { time: boolean; year: 'always' | 'other' };

function format(value: DateInput, options: DateOptions, shape: Shape): string {
  const moment = readMoment(value);
  if (!moment) return NO_VALUE;
  const market = marketOf(options);
  const { zone } = MARKETS[market];
  const locale = intlLocaleOf(options);
  if ((options.setting ?? env.dateFormat) === 'spec') return specText(wallOf(moment, zone), shape.time);
  const withYear =
    shape.year === 'always' ||
    wallOf(moment, zone).year !== wallOf({ kind: 'instant', ms: options.now ?? Date.now() }, zone).year;
  const input = intlInput(moment, zone);
  if (locale === HINDI && shape.time)
    return `${formatter(locale, input.zone, withYear ? 'date' : 'dayMonth').format(input.at)}, ${formatter(locale, input.zone, 'time').format(input.at)}`;
  const style: Style = shape.time ? (withYear ? 'dateTime' : 'dayMonthTime') : withYear ? 'date' : 'dayMonth';
  return formatter(locale, input.zone, style).format(input.at);
}

/**
 * `9 dic 2026` / `9 Dec 2026`, always with the year: documents (the contract, the Key Facts Statement, the
 * carátula, the statement) and any date read away from today. `—` when the value is not a date.
 */
export function formatDate(value: DateInput, options: DateOptions = {}): string {
  return format(value, options, { time: false, year: 'always' });
}

/**
 * `9 dic 2026, 4:08 p.m.` / `9 Dec 2026, 4:08 pm` / `9 दिसंबर 2026, शाम 4:08`: no seconds. `—` when the
 * value is not a date.
 */
export function formatDateTime(value: DateInput, options: DateOptions = {}): string {
  return format(value, options, { time: true, year: 'always' });
}

/** On a screen: `9 dic`, the year only when it is not the current one (`9 ene 2027`). */
export function formatScreenDate(value: DateInput, options: DateOptions = {}): string {
  return format(value, options, { time: false, year: 'other' });
}

/** On a screen: `9 dic, 4:08 p.m.`, the year only when it is not the current one. */
export function formatScreenDateTime(value: DateInput, options: DateOptions = {}): string {
  return format(value, options, { time: true, year: 'other' });
}

/** Days from the lender's today to the value's day (−1 yesterday, 0 today, 1 tomorrow); null if no date. */
export function daysFromToday(value: DateInput, options: DateOptions = {}): number | null {
  const moment = readMoment(value);
  if (!moment) return null;
  const { zone } = MARKETS[marketOf(options)];
  const today = wallOf({ kind: 'instant', ms: options.now ?? Date.now() }, zone);
  return dayNumber(wallOf(moment, zone)) - dayNumber(today);
}

/**
 * "hoy", "mañana", "dentro de 3 días", "hace 2 días" / "today", "tomorrow", "in 3 days", "2 days ago":
 * within a week of today, where the words say more than the date; else (or with the spec's format) ''.
 */
export function relativeDay(value: DateInput, options: DateOptions = {}): string {
  if ((options.setting ?? env.dateFormat) === 'spec') return '';
  const days = daysFromToday(value, options);
  if (days === null || Math.abs(days) > RELATIVE_DAYS) return '';
  return relativeFormatter(intlLocaleOf(options)).format(days, 'day');
}

/**
 * A due date on a screen: the date, and beside it (never instead of it) how far it is: `9 dic (mañana)`,
 * `9 Dec (in 3 days)`, `2 Dec (3 days ago)`; a date further away is the date alone.
 */
export function formatDueDate(value: DateInput, options: DateOptions = {}): string {
  const date = formatScreenDate(value, options);
  const relative = date === NO_VALUE ? '' : relativeDay(value, options);
  return relative ? `${date} (${relative})` : date;
}

/** Whether a value is a date the formatters can show. */
export const isServerDate = (value: DateInput): boolean => readMoment(value) !== null;
