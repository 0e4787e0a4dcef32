import { daysFromToday, prepareDateFormats } from '@/lib/format/date-text';
import { Market } from '@/lib/session/market';

// A file of its own: the formatters are kept for the module's life, and no other test may have built this one.
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
  prepareDateFormats(Market.india);
  expect(built).toEqual([expect.objectContaining({ timeZone: 'Asia/Kolkata', hourCycle: 'h23' })]);
  daysFromToday('2026-12-04', { market: Market.india });
  expect(built).toHaveLength(1);
});
