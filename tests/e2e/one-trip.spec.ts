import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { normalizeRoutePath } from '../../src/lib/router/route-def';
import { ROUTE_PRELOAD_ID, type InlineLocale, type RoutePreloadMap } from '../../src/lib/inline-contract';
import type { RouteFilesReport } from '../../scripts/route-preload/route-files';
import { watchNetwork } from './fixtures';
import { pageUrl, ROUTES, type Locale } from './routes';
import { expect, test } from './warm-context';

/**
 * A route's first load is one trip: every script, stylesheet and text file it needs is asked for by the HTML,
 * before the app's first script has run. A file the app itself asks for (a chunk a locale or a lazy view
 * imports, axios for a call the HTML did not send) waits for that script to arrive and run, then makes a
 * whole round trip of its own (0.56 s on the bench's link), however small it is.
 *
 * Judged by when each request starts, not by counting: on a link that holds every answer LATENCY_MS, the
 * HTML's requests all start while it is parsed, long before the first app script (the entry, `core`) can
 * have arrived, and anything the app asks for starts after. Every route of the table, in every language,
 * on its demo example (real data); what the app fetches on purpose after its first paint (the service
 * worker's registration, the field reporters: `background` in route-files.json) is no part of it, and nor is
 * what a route names as fetched on purpose after its first paint (`afterFirstPaint`: the agreement's annex,
 * below its note). The map check says which file the build's route map (scripts/route-preload) forgot.
 */

const LATENCY_MS = 300;
const dist = join(process.cwd(), process.env.E2E_DIST ?? 'dist-e2e');
const report = JSON.parse(readFileSync(join(dist, 'route-files.json'), 'utf8')) as RouteFilesReport;
const background = (report.background ?? []).map((file) => `/${file}`);

/** What the page asked for: its scripts, stylesheets and text files (the prerendered HTML), by path. */
const FILE = /\.(m?js|css|html|json)$/;

interface Load {
  entry: string;
  /** When the entry's last byte was in: it cannot have run before. */
  entryIn: number;
  requests: { path: string; start: number }[];
  map: RoutePreloadMap;
}

async function throttle(page: Page): Promise<void> {
  const protocol = await page.context().newCDPSession(page);
  await protocol.send('Network.enable');
  // A real network for every file: the worker's context would otherwise answer from its cache at once.
  await protocol.send('Network.setCacheDisabled', { cacheDisabled: true });
  await protocol.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

function readLoad(page: Page, mapId: string): Promise<Load> {
  return page.evaluate((id) => {
    const entry = new URL(document.querySelector<HTMLScriptElement>('script[type=module][src]')!.src)
      .pathname;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const requests = entries.map((timing) => ({
      path: new URL(timing.name).pathname,
      start: timing.startTime,
      end: timing.responseEnd,
    }));
    return {
      entry,
      entryIn: requests.find((request) => request.path === entry)?.end ?? Number.NaN,
      requests: requests.map(({ path, start }) => ({ path, start })),
      map: JSON.parse(document.getElementById(id)!.textContent!) as RoutePreloadMap,
    };
  }, mapId);
}

/**
 * Every file the route map names for `path` in `locale` with `query`: the shell's, the route's, what the
 * query needs besides (`when`), the rendering.
 */
function mapped(
  map: RoutePreloadMap,
  path: string,
  locale: InlineLocale,
  query: URLSearchParams,
): Set<string> {
  const route = map.routes[normalizeRoutePath(path)] ?? {};
  const indexes = [
    ...map.shell,
    ...(route.scripts ?? []),
    ...(route.when ?? [])
      .filter(({ key, pattern }) => new RegExp(pattern).test((query.get(key) ?? '').toUpperCase()))
      .flatMap(({ scripts }) => scripts),
    ...(map.sharedTexts[locale] ?? []),
    ...(route.texts?.[locale] ?? []),
    ...(route.prerenderFile?.[locale] !== undefined ? [route.prerenderFile[locale]] : []),
  ];
  return new Set(indexes.map((index) => new URL(map.files[index]!, 'http://x').pathname));
}

for (const locale of ['es', 'en', 'hi'] as Locale[]) {
  test.describe(`one trip (${locale})`, () => {
    for (const route of ROUTES) {
      test(`${route.path}: every file of its first load is in the route map and asked for by the HTML`, async ({
        page,
      }) => {
        await throttle(page);
        const network = watchNetwork(page, 1000);
        await page.goto(pageUrl(route, locale));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
        await network.quiet();
        const load = await readLoad(page, ROUTE_PRELOAD_ID);
        expect(load.entryIn, `${load.entry} was not requested`).toBeGreaterThan(0);
        // What the page fetches on purpose after its first paint (RouteDef.afterFirstPaint), with its texts.
        const later = report.routes.find(({ path }) => path === route.path)?.later ?? [];
        const afterPaint = (path: string) => later.some((file) => path === `/${file}`);
        const files = load.requests.filter(
          ({ path }) =>
            FILE.test(path) && path !== load.entry && !background.includes(path) && !afterPaint(path),
        );
        const late = files
          .filter(({ start }) => start > load.entryIn)
          .map(
            ({ path, start }) =>
              `${path} at ${Math.round(start)} ms (the entry was in at ${Math.round(load.entryIn)} ms)`,
          );
        expect(late, 'asked for after the app ran: a second trip').toEqual([]);
        const url = pageUrl(route, locale);
        const listed = mapped(load.map, route.path, locale, new URLSearchParams(url.split('?').at(-1)));
        expect(
          files.map(({ path }) => path).filter((path) => !listed.has(path)),
          'first-load files the route map does not name',
        ).toEqual([]);
      });
    }
  });
}
