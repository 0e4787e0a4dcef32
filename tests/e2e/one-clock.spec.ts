import type { Page } from '@playwright/test';
import { test, expect, openRoute } from './fixtures';
import { linkTo, paths } from '../../src/config/paths';
import {
  formatScreenDate,
  formatScreenDateTime,
  relativeDay,
  type DateOptions,
} from '../../src/lib/format/date-text';
import { Market } from '../../src/lib/session/market';

/**
 * contract §11, one clock: an overdue loan and its extension, with the phone in UTC and the clock at half
 * past midnight and half past eleven at night on the lender's wall (Mumbai, Mexico City), when the phone's
 * day and the lender's differ. Every page (loan details, repay, the extension, the list of loans) states one
 * count of days late, one date for each fact, and each date with one word for how far it is, all counted on
 * the lender's calendar: the demo server plays at the same hour (its `clock` flag, src/demo/demo-clock.ts).
 *
 * The lender's today is 29 Nov 2026 in every case: the demo's overdue payment fell due 3 days before it
 * (26 Nov), an extension moves it 7 days on (3 Dec), and its fee is due today.
 */
test.use({ timezoneId: 'UTC' });

const TODAY = '2026-11-29';
const MISSED = '2026-11-26';
const EXTENDED = '2026-12-03';

const CASES = [
  {
    name: 'India (en) at 00:30',
    at: '2026-11-28T19:00:00Z',
    market: Market.india,
    locale: 'en',
    pageQuery: '?sessionId=s-1&type=1&language=en',
    orderId: 'IN24050007',
    daysLate: [/overdue by (\d+) days?/g, /Days overdue\s+(\d+)/g, /is (\d+) days overdue/g],
    asOf: 'Figures worked out on',
  },
  {
    name: 'India (en) at 23:30',
    at: '2026-11-29T18:00:00Z',
    market: Market.india,
    locale: 'en',
    pageQuery: '?sessionId=s-1&type=1&language=en',
    orderId: 'IN24050007',
    daysLate: [/overdue by (\d+) days?/g, /Days overdue\s+(\d+)/g, /is (\d+) days overdue/g],
    asOf: 'Figures worked out on',
  },
  {
    name: 'India (hi) at 00:30',
    at: '2026-11-28T19:00:00Z',
    market: Market.india,
    locale: 'hi',
    pageQuery: '?sessionId=s-1&type=1&language=hi',
    orderId: 'IN24050007',
    daysLate: [/भुगतान में (\d+) दिन की देरी/g, /देरी के दिन\s+(\d+)/g],
    asOf: '',
  },
  {
    name: 'India (hi) at 23:30',
    at: '2026-11-29T18:00:00Z',
    market: Market.india,
    locale: 'hi',
    pageQuery: '?sessionId=s-1&type=1&language=hi',
    orderId: 'IN24050007',
    daysLate: [/भुगतान में (\d+) दिन की देरी/g, /देरी के दिन\s+(\d+)/g],
    asOf: '',
  },
  {
    name: 'Mexico (es) at 00:30',
    at: '2026-11-29T06:30:00Z',
    market: Market.mexico,
    locale: 'es',
    pageQuery: '?sessionId=s-1&type=2',
    orderId: 'MX24050007',
    daysLate: [/(\d+) días? de atraso/g, /Días de atraso\s+(\d+)/g, /desde hace (\d+) días/g],
    asOf: 'Cifras calculadas el',
  },
  {
    name: 'Mexico (es) at 23:30',
    at: '2026-11-30T05:30:00Z',
    market: Market.mexico,
    locale: 'es',
    pageQuery: '?sessionId=s-1&type=2',
    orderId: 'MX24050007',
    daysLate: [/(\d+) días? de atraso/g, /Días de atraso\s+(\d+)/g, /desde hace (\d+) días/g],
    asOf: 'Cifras calculadas el',
  },
] as const;

/** Every "date (how far)" a page writes: `26 Nov (3 days ago)`, `3 dic (dentro de 4 días)`, `29 नवंबर (आज)`. */
const DATED = /(\d{1,2} [^\s(),]+) \(([^)]+)\)/g;

async function mainText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  // The page has drawn its figures: a card with a money amount.
  await expect(main).toContainText(/[$₹]\d/);
  return main.innerText();
}

for (const c of CASES) {
  test(`${c.name}: one count of days late and one date for each fact on every page @money`, async ({
    page,
    scenario,
    pageErrors,
  }) => {
    const options: DateOptions = { market: c.market, locale: c.locale, now: Date.parse(c.at) };
    await page.clock.setFixedTime(new Date(c.at));
    await scenario({ status: '180', flags: { clock: c.at } });
    const order = { productId: '7', orderId: c.orderId };
    const pages = {
      details: linkTo(paths.loanDetails, order),
      repay: linkTo(paths.repay, order),
      extension: linkTo(paths.repayDelay, order),
      loans: paths.order,
    };
    const texts: Record<string, string> = {};
    for (const [name, route] of Object.entries(pages)) {
      // A fresh load each time: a hash change alone would leave the last page's figures on screen a moment.
      await page.goto('about:blank');
      await openRoute(page, route, c.pageQuery);
      texts[name] = await mainText(page);
    }
    const all = Object.values(texts).join('\n');

    // One count of days late, wherever a page or the server's text states one.
    const counts = c.daysLate.flatMap((pattern) => [...all.matchAll(pattern)].map((match) => match[1]));
    expect(counts.length, 'the pages state how many days late').toBeGreaterThan(1);
    expect(new Set(counts), 'one count of days late').toEqual(new Set(['3']));

    // Each date is said with one word for how far it is, the lender's: the same on every page.
    const said = new Map<string, Set<string>>();
    for (const [, date, far] of all.matchAll(DATED))
      said.set(date!, (said.get(date!) ?? new Set()).add(far!));
    for (const [date, words] of said) expect([...words], `how far ${date} is`).toHaveLength(1);
    const dated = (day: string) => `${formatScreenDate(day, options)} (${relativeDay(day, options)})`;
    // The missed date: 3 days ago on the overdue lead, the schedule and the repay page.
    expect(texts.details).toContain(formatScreenDate(MISSED, options));
    expect(texts.details).toContain(dated(MISSED));
    expect(texts.repay).toContain(dated(MISSED));
    // The extension's fee is due today; the payment moves to 3 Dec, in 4 days.
    expect(texts.extension).toContain(dated(TODAY));
    expect(texts.extension).toContain(dated(EXTENDED));
    expect(relativeDay(EXTENDED, options)).toMatch(/4/);
    // When the figures were worked out: the lender's wall time of the clock, not the phone's.
    expect(texts.details).toContain(formatScreenDateTime(c.at, options));
    expect(texts.repay).toContain(formatScreenDateTime(c.at, options));
    if (c.asOf) expect(texts.details).toContain(`${c.asOf} ${formatScreenDateTime(c.at, options)}`);
    expect(pageErrors).toEqual([]);
  });
}
