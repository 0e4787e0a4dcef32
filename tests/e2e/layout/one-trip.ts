import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { normalizeRoutePath } from '../../../src/lib/router/route-def';
import { ROUTE_PRELOAD_ID, type InlineLocale, type RoutePreloadMap } from '../../../src/lib/inline-contract';
import type { RouteFilesReport } from '../../../scripts/route-preload/route-files';

/**
 * A route's first load is one trip: every script, stylesheet and text file it needs is asked for by the HTML,
 * before the app's first script has run. A file the app itself asks for (a chunk a locale or a lazy view
 * imports, axios for a call the HTML did not send) waits for that script to arrive and run, then makes a
 * whole round trip of its own (0.56 s on the bench's link), however small it is.
 *
 * Judged by when each request starts, not by counting: on a link that holds every answer LATENCY_MS, the
 * HTML's requests all start while it is parsed, long before the first app script (the entry, `core`) can
 * have arrived, and anything the app asks for starts after. What the app fetches on purpose after its first
 * paint (the service worker's registration, the field reporters: `background` in route-files.json) is no
 * part of it, and nor is what a route names as fetched on purpose after its first paint (`afterFirstPaint`:
 * the agreement's annex, below its note). The map check says which file the build's route map
 * (scripts/route-preload) forgot. The page audit checks it on its first load of every route in every
 * language, so the walk over the route table is made once.
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

/**
 * Every file over the network, each answer LATENCY_MS late, until the returned function lifts it: the
 * worker's warm context would otherwise answer from its cache at once.
 */
export async function throttleFirstLoad(page: Page): Promise<() => Promise<void>> {
  const protocol = await page.context().newCDPSession(page);
  await protocol.send('Network.enable');
  await protocol.send('Network.setCacheDisabled', { cacheDisabled: true });
  const conditions = (latency: number) =>
    protocol.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await conditions(LATENCY_MS);
  return async () => {
    await conditions(0);
    await protocol.send('Network.setCacheDisabled', { cacheDisabled: false });
    await protocol.detach();
  };
}

function readLoad(page: Page): Promise<Load> {
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
  }, ROUTE_PRELOAD_ID);
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
  const route = map.routes[normalizeRoutePath(path)] ?? { scripts: map.notFound };
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

/** What broke the one trip of the first load just made of `url` (route `path`, in `locale`). */
export async function oneTripProblems(
  page: Page,
  path: string,
  locale: InlineLocale,
  url: string,
): Promise<string[]> {
  const load = await readLoad(page);
  if (!(load.entryIn > 0)) return [`one trip: ${load.entry} was not requested`];
  const later = report.routes.find((route) => route.path === path)?.later ?? [];
  const afterPaint = (file: string) => later.some((name) => file === `/${name}`);
  const files = load.requests.filter(
    (request) =>
      FILE.test(request.path) &&
      request.path !== load.entry &&
      !background.includes(request.path) &&
      !afterPaint(request.path),
  );
  const late = files
    .filter(({ start }) => start > load.entryIn)
    .map(
      ({ path: file, start }) =>
        `one trip: ${file} asked for after the app ran, a second trip (at ${Math.round(start)} ms, the entry was in at ${Math.round(load.entryIn)} ms)`,
    );
  const listed = mapped(load.map, path, locale, new URLSearchParams(url.split('?').at(-1)));
  const unlisted = files
    .map((request) => request.path)
    .filter((file) => !listed.has(file))
    .map((file) => `one trip: ${file} is on the first load but not in the route map`);
  return [...late, ...unlisted];
}
