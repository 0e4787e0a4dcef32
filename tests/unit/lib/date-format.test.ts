import fc from 'fast-check';
import {
  daysFromToday,
  formatDate,
  formatDateTime,
  formatDueDate,
  formatScreenDate,
  formatScreenDateTime,
  relativeDay,
} from '@/lib/format';
import { parseServerDate } from '@/lib/format/date';
import { isServerDate } from '@/lib/format/date-text';
import { fromLenderWallInput, serverMoment, toLenderWallInput } from '@/lib/format/lender-wall';
import { Market } from '@/lib/session/market';

const mx = { market: Market.mexico };
const inr = { market: Market.india };
/** 26 Nov 2026, 08:00 UTC: 02:00 in Mexico City, 13:30 in Kolkata; the same day in both. */
const NOW = Date.UTC(2026, 10, 26, 8, 0);
/** The two zones' offsets from UTC (neither has summer time since Mexico dropped it in October 2022). */
const OFFSET_MS = { [Market.mexico]: -6 * 3_600_000, [Market.india]: 5.5 * 3_600_000 };
const SHORT_MONTHS = {
  [Market.mexico]: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept?', 'oct', 'nov', 'dic'],
  [Market.india]: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept?', 'Oct', 'Nov', 'Dec'],
};
/** What a formatted date must read: the day, the month's word, the year. */
const datePattern = (market: Market, day: number, month: number, year: number) =>
  new RegExp(`^${day} ${SHORT_MONTHS[market][month - 1]} ${year}$`);

describe('dates as each market writes them (contract §4)', () => {
  it('Mexico: 9 dic 2026, 4:08 p.m.', () => {
    expect(formatDate('2026-12-09', mx)).toBe('9 dic 2026');
    expect(formatDateTime('2026-11-29 16:08:10', mx)).toBe('29 nov 2026, 4:08 p.m.');
    expect(formatDateTime('2026-11-29 04:08:10', mx)).toBe('29 nov 2026, 4:08 a.m.');
  });

  it('India: 9 Dec 2026, 4:08 pm', () => {
    expect(formatDate('2026-12-09', inr)).toBe('9 Dec 2026');
    expect(formatDateTime('2026-11-29 16:08:10', inr)).toBe('29 Nov 2026, 4:08 pm');
    expect(formatDateTime('2026-11-29 04:08:10', inr)).toBe('29 Nov 2026, 4:08 am');
  });

  it('India in Hindi: the month in full, the time as said, Latin digits, Kolkata’s clock', () => {
    const hi = { market: Market.india, locale: 'hi' as const };
    expect(formatDate('2026-12-27', hi)).toBe('27 दिसंबर 2026');
    expect(formatScreenDateTime(Date.UTC(2026, 10, 30, 12, 21), { ...hi, now: NOW })).toBe(
      '30 नवंबर, शाम 5:51',
    );
    expect(formatDateTime(Date.UTC(2026, 11, 9, 18, 0), hi)).toBe('9 दिसंबर 2026, रात 11:30');
    expect(formatDateTime('2026-11-29 09:05:00', hi)).toBe('29 नवंबर 2026, सुबह 9:05');
    expect(formatDueDate('2026-11-27', { ...hi, now: NOW })).toBe('27 नवंबर (कल)');
    expect(relativeDay('2026-11-27', { ...hi, now: NOW })).toBe('कल');
    // Every month in full: no abbreviation mark (hi-IN's short months end in "॰", read as a degree sign).
    for (let month = 1; month <= 12; month += 1) {
      const date = formatDate(`2026-${String(month).padStart(2, '0')}-09`, hi);
      expect(date).toMatch(/^9 \p{Script=Devanagari}+ 2026$/u);
      expect(date).not.toContain('\u0970');
    }
    // Mexico reads only Spanish: a Hindi session language does not change its dates.
    expect(formatDate('2026-12-09', { market: Market.mexico, locale: 'hi' })).toBe('9 dic 2026');
  });

  it('reads a number below 10^11 as seconds and from 10^11 as milliseconds', () => {
    // 99,999,999,999 s is 16 Nov 5138; 100,000,000,000 ms is 3 Mar 1973 09:46:40 UTC (3:46 a.m. in Mexico City).
    expect(formatDate(99_999_999_999, mx)).toBe('16 nov 5138');
    expect(formatDateTime(100_000_000_000, mx)).toBe('3 mar 1973, 3:46 a.m.');
  });

  it('reads unix seconds, unix milliseconds and their digits as text alike, in the lender’s zone', () => {
    // 29 Nov 2026 22:08:10 UTC: 4:08 p.m. in Mexico City, 3:38 a.m. the next day in Kolkata.
    const seconds = Date.UTC(2026, 10, 29, 22, 8, 10) / 1000;
    for (const value of [seconds, seconds * 1000, String(seconds)]) {
      expect(formatDateTime(value, mx)).toBe('29 nov 2026, 4:08 p.m.');
      expect(formatDateTime(value, inr)).toBe('30 Nov 2026, 3:38 am');
    }
  });

  it('shows a dash for anything that is not a date, an impossible one included', () => {
    for (const value of [
      null,
      undefined,
      '',
      'tomorrow',
      '2026-13-45',
      '2026-02-30',
      '2026-11-29 25:00',
      '2026-11-29 10:60',
      // Seconds past 59 roll into the next minute: no clock reads 10:00:75.
      '2026-11-29 10:00:75',
      // Date.UTC reads years 0–99 as 1900–1999: a year that does not come back is no date either.
      '0099-01-01',
      '<b>',
      -5,
    ])
      for (const options of [mx, inr]) {
        expect(formatDate(value, options)).toBe('—');
        expect(formatDueDate(value, options)).toBe('—');
      }
  });

  it('never moves a date without a zone through the phone’s zone', () => {
    const zone = process.env.TZ;
    try {
      for (const phone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'America/Tijuana']) {
        process.env.TZ = phone;
        expect(formatDate('2026-12-09', mx)).toBe('9 dic 2026');
        expect(formatDateTime('2026-12-09 00:30:00', inr)).toBe('9 Dec 2026, 12:30 am');
        expect(formatDateTime('2026-12-09 23:30:00', mx)).toBe('9 dic 2026, 11:30 p.m.');
        // A moment reads as the lender's clock reads it, wherever the phone is.
        expect(formatDateTime(Date.UTC(2026, 11, 9, 18, 0), inr)).toBe('9 Dec 2026, 11:30 pm');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('a reading without a zone shows its own day and month and year (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1970, 0, 1)),
          max: new Date(Date.UTC(2099, 11, 31)),
          noInvalidDate: true,
        }),
        fc.constantFrom(Market.mexico, Market.india),
        (date, market) => {
          const [day, clock] = date.toISOString().slice(0, 19).split('T') as [string, string];
          const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
          expect(formatDate(day, { market })).toMatch(datePattern(market, dayOfMonth, month, year));
          const withTime = formatDateTime(`${day} ${clock}`, { market });
          expect(withTime.startsWith(`${formatDate(day, { market })}, `)).toBe(true);
          // Without seconds, with the half of the day.
          expect(withTime).toMatch(/, \d{1,2}:\d{2}\s(a\.m\.|p\.m\.|am|pm)$/);
          expect(withTime).not.toContain(clock);
        },
      ),
    );
  });

  it('a moment shows the day it is in the lender’s zone; seconds and milliseconds agree (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2023, 0, 1) / 1000, max: Date.UTC(2099, 0, 1) / 1000 }),
        fc.constantFrom(Market.mexico, Market.india),
        (seconds, market) => {
          const wall = new Date(seconds * 1000 + OFFSET_MS[market]);
          expect(formatDate(seconds, { market })).toMatch(
            datePattern(market, wall.getUTCDate(), wall.getUTCMonth() + 1, wall.getUTCFullYear()),
          );
          expect(formatDateTime(seconds * 1000, { market })).toBe(formatDateTime(seconds, { market }));
        },
      ),
    );
  });
});

describe('on a screen', () => {
  it('drops the year when it is this one, and keeps it otherwise', () => {
    expect(formatScreenDate('2026-12-09', { ...mx, now: NOW })).toBe('9 dic');
    expect(formatScreenDate('2027-01-09', { ...mx, now: NOW })).toBe('9 ene 2027');
    expect(formatScreenDate('2026-12-09', { ...inr, now: NOW })).toBe('9 Dec');
    expect(formatScreenDate('2025-12-09', { ...inr, now: NOW })).toBe('9 Dec 2025');
    expect(formatScreenDateTime('2026-11-29 16:08:10', { ...mx, now: NOW })).toBe('29 nov, 4:08 p.m.');
    expect(formatScreenDateTime('2026-11-29 16:08:10', { ...inr, now: NOW })).toBe('29 Nov, 4:08 pm');
  });

  it('"this year" and "today" are the lender’s: New Year’s Eve in Mexico is already New Year in India', () => {
    // 1 Jan 2027 02:00 UTC: 31 Dec 2026 in Mexico City, 1 Jan 2027 in Kolkata.
    const newYear = Date.UTC(2027, 0, 1, 2, 0);
    expect(formatScreenDate('2026-12-31', { ...mx, now: newYear })).toBe('31 dic');
    expect(formatScreenDate('2026-12-31', { ...inr, now: newYear })).toBe('31 Dec 2026');
    expect(relativeDay('2027-01-01', { ...mx, now: newYear })).toBe('mañana');
    expect(relativeDay('2027-01-01', { ...inr, now: newYear })).toBe('today');
  });

  it('says a due date with its relative words beside it, within a week', () => {
    const due = (value: string, market: Market) => formatDueDate(value, { market, now: NOW });
    expect(due('2026-11-26', Market.mexico)).toBe('26 nov (hoy)');
    expect(due('2026-11-27', Market.mexico)).toBe('27 nov (mañana)');
    expect(due('2026-11-29', Market.mexico)).toBe('29 nov (dentro de 3 días)');
    expect(due('2026-11-23', Market.mexico)).toBe('23 nov (hace 3 días)');
    expect(due('2026-11-26', Market.india)).toBe('26 Nov (today)');
    expect(due('2026-11-27', Market.india)).toBe('27 Nov (tomorrow)');
    expect(due('2026-11-29', Market.india)).toBe('29 Nov (in 3 days)');
    expect(due('2026-11-25', Market.india)).toBe('25 Nov (yesterday)');
    // Further away, the date says it.
    expect(due('2026-12-10', Market.mexico)).toBe('10 dic');
    expect(due('2027-02-20', Market.india)).toBe('20 Feb 2027');
  });

  it('the relative words always stand beside the date, never instead of it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom(Market.mexico, Market.india),
        (days, market) => {
          const day = new Date(NOW + days * 86_400_000).toISOString().slice(0, 10);
          const options = { market, now: NOW };
          const text = formatDueDate(day, options);
          expect(text.startsWith(formatScreenDate(day, options))).toBe(true);
          expect(daysFromToday(day, options)).toBe(days);
          expect(relativeDay(day, options) !== '').toBe(Math.abs(days) <= 7);
        },
      ),
    );
  });
});

describe('VITE_DATE_FORMAT=spec: the spec’s YYYY-MM-DD HH:mm:ss (spec §9)', () => {
  it('writes every variant in the spec’s format, with no relative words', () => {
    const spec = { setting: 'spec' as const, now: NOW };
    for (const market of [Market.mexico, Market.india]) {
      expect(formatDate('2026-12-09', { ...spec, market })).toBe('2026-12-09');
      expect(formatScreenDate('2026-12-09', { ...spec, market })).toBe('2026-12-09');
      expect(formatDueDate('2026-11-27', { ...spec, market })).toBe('2026-11-27');
      expect(formatDateTime('2026-11-29 04:08:10', { ...spec, market })).toBe('2026-11-29 04:08:10');
    }
    // A moment, at the lender's clock.
    const seconds = Date.UTC(2026, 10, 29, 22, 8, 10) / 1000;
    expect(formatDateTime(seconds, { ...spec, market: Market.mexico })).toBe('2026-11-29 16:08:10');
    expect(formatDateTime(seconds, { ...spec, market: Market.india })).toBe('2026-11-30 03:38:10');
  });
});

describe('the paid-time field reads the lender’s clock', () => {
  it('round-trips every minute (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2023, 0, 1) / 60_000, max: Date.UTC(2099, 0, 1) / 60_000 }),
        fc.constantFrom(Market.mexico, Market.india),
        (minutes, market) => {
          const ms = minutes * 60_000;
          const text = toLenderWallInput(ms, market);
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
          expect(fromLenderWallInput(text, market)).toBe(ms);
        },
      ),
    );
  });

  it('says the lender’s clock, whatever the phone’s zone', () => {
    const at = Date.UTC(2026, 7, 10, 14, 15);
    expect(toLenderWallInput(at, Market.mexico)).toBe('2026-08-10T08:15');
    expect(toLenderWallInput(at, Market.india)).toBe('2026-08-10T19:45');
    expect(fromLenderWallInput('2026-08-10T08:15', Market.mexico)).toBe(at);
    expect(fromLenderWallInput('2026-08-10', Market.mexico)).toBeUndefined();
    expect(fromLenderWallInput('2026-02-30T08:15', Market.mexico)).toBeUndefined();
    // A moment is not a reading of the lender's clock: the field never holds one, and none is made of it.
    expect(fromLenderWallInput('2026-08-10T08:15+05:30', Market.india)).toBeUndefined();
    expect(fromLenderWallInput('1786371300', Market.mexico)).toBeUndefined();
  });
});

describe('a day the app already holds', () => {
  it('is read as it reads (a Date the app made), never moved into the lender’s zone', () => {
    const held = new Date(2026, 0, 31, 0, 30);
    for (const market of [Market.mexico, Market.india])
      expect(parseServerDate(held, market)!.format('YYYY-MM-DD HH:mm'), String(market)).toBe(
        '2026-01-31 00:30',
      );
    expect(parseServerDate(new Date(Number.NaN), Market.india)).toBeNull();
  });
});

describe('a server time with its offset (contract §11)', () => {
  it('is the same moment written in any offset or as UTC, shown on the lender’s clock', () => {
    // NOW: 26 Nov 2026, 08:00 UTC.
    for (const value of [
      '2026-11-26T08:00:00Z',
      '2026-11-26T13:30:00+05:30',
      '2026-11-26T02:00:00-06:00',
      '2026-11-26T02:00:00-0600',
      new Date(NOW),
    ]) {
      expect(formatDateTime(value, mx), String(value)).toBe('26 nov 2026, 2:00 a.m.');
      expect(formatDateTime(value, inr), String(value)).toBe('26 Nov 2026, 1:30 pm');
      expect(serverMoment(value, Market.india), String(value)).toBe(NOW);
    }
  });

  it('reads a time without an offset as the lender’s wall, to the second', () => {
    expect(serverMoment('2026-11-26 02:00:05', Market.mexico)).toBe(NOW + 5_000);
    expect(serverMoment(' 2026-11-26 13:30:05 ', Market.india)).toBe(NOW + 5_000);
    expect(serverMoment(` ${NOW / 1000} `, Market.india)).toBe(NOW);
    expect(serverMoment('tomorrow', Market.india)).toBeUndefined();
  });

  it('tells a date from what is not one', () => {
    expect(isServerDate('2026-11-26')).toBe(true);
    expect(isServerDate('2026-11-26T08:00:00Z')).toBe(true);
    expect(isServerDate('tomorrow')).toBe(false);
    expect(isServerDate(null)).toBe(false);
    // A server's 0 for a date it does not have is not 31 Dec 1969.
    expect(isServerDate(0)).toBe(false);
    expect(isServerDate('0')).toBe(false);
    expect(formatDate(0, mx)).toBe('—');
    expect(isServerDate(1)).toBe(true);
  });

  it('counts no days for what is not a date, and names no far day by its distance', () => {
    expect(daysFromToday('tomorrow', { ...mx, now: NOW })).toBeNull();
    expect(relativeDay('tomorrow', { ...mx, now: NOW })).toBe('');
    expect(relativeDay('2026-12-26', { ...mx, now: NOW })).toBe('');
    expect(formatDueDate('2026-12-26', { ...mx, now: NOW })).toBe('26 dic');
  });
});
