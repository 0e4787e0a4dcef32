import type * as DateText from '@/lib/format/date-text';
import { Market } from '@/lib/session/market';

// The formatters are kept for the module's life: a fresh copy of the module, loaded before the test (so that
// its own start counts as no test's), that no other code has asked for this formatter.
let dates: typeof DateText;
beforeAll(async () => {
  vi.resetModules();
  dates = await import('@/lib/format/date-text');
});

it('is built for the market’s zone at start-up, and the first page then builds no formatter to read today', () => {
  const Original = Intl.DateTimeFormat;
  const built: (Intl.DateTimeFormatOptions | undefined)[] = [];
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    locale?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ) {
    built.push(options);
    return new Original(locale, options);
  } as typeof Intl.DateTimeFormat);
  dates.prepareDateFormats(Market.india);
  expect(built).toEqual([expect.objectContaining({ timeZone: 'Asia/Kolkata', hourCycle: 'h23' })]);
  dates.daysFromToday('2026-12-04', { market: Market.india });
  expect(built).toHaveLength(1);
});
