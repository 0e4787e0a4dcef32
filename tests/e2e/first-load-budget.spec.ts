import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { routeTable } from '../../src/app/route-table';
import { firstLoad } from '../../scripts/route-preload/first-load';
import { STATIC_PAGES } from '../../scripts/bench/budgets';
import type { RouteFilesReport } from '../../scripts/route-preload/route-files';

/**
 * "Keep it there": a fast, deterministic guard on the production build (no browser, no
 * Lighthouse). Each route's first-load JS (gzip, texts in Spanish included) may not grow more than
 * TOLERANCE_KB over its recorded figure in bench/first-load.json, and its first-load requests (the first
 * API call included) may not pass the cap there: 12 is the HTML, then two rounds of the six connections a
 * browser opens over HTTP/1.1, the framework holding one of them through both. A thirteenth file waits for
 * a third round trip. Raising a figure is a reviewed one-line change (scripts/record-first-load.ts).
 */
const TOLERANCE_KB = 2;
const dist = join(process.cwd(), process.env.E2E_DIST ?? 'dist-e2e');
const recorded = JSON.parse(readFileSync(join(process.cwd(), 'bench/first-load.json'), 'utf8')) as {
  maxRequests: number;
  routes: Record<string, number>;
};
const report = JSON.parse(readFileSync(join(dist, 'route-files.json'), 'utf8')) as RouteFilesReport;

test('every registered route has a recorded first-load figure', () => {
  expect(report.routes.map((route) => route.path).sort()).toEqual(Object.keys(recorded.routes).sort());
});

/**
 * `core` runs first on every page and sends the data call: it imports no other chunk of the app. One that
 * imported the framework (a React hook dragged in by a schema's barrel) made a cycle, and WebKit, which
 * entered the cycle at the framework, ran core before React and started nothing.
 */
test('core imports no other chunk', () => {
  const core = report.shell.entryJs.find((file) => /\/core-[\w-]+\.js$/.test(`/${file}`));
  expect(core).toBeDefined();
  const source = readFileSync(join(dist, core!), 'utf8');
  const imported = [...source.matchAll(/(?:from|import)\s*["'](\.\/[^"']+)["']/g)].map((match) => match[1]);
  expect(imported.filter((file) => !/^\.\/rolldown-runtime-[\w-]+\.js$/.test(file!))).toEqual([]);
});

/** Chunk names the build gives per feature (scripts/build/chunk-groups.ts). */
const FEATURE_CHUNK = /\/([\w-]+)-(data|ui)-[\w-]+\.js$/;

for (const route of report.routes) {
  const def = routeTable.find((entry) => entry.path === route.path);
  const feature = def?.page.split('/')[0];
  if (STATIC_PAGES.includes(route.path) && !route.data)
    test(`static page ${route.path} carries no transport and no other feature's code`, () => {
      expect(route.js.filter((file) => /\/transport-/.test(file))).toEqual([]);
      const otherFeatures = route.js.filter((file) => {
        const owner = FEATURE_CHUNK.exec(`/${file}`)?.[1];
        return owner !== undefined && owner !== feature;
      });
      expect(otherFeatures).toEqual([]);
    });

  test(`first load of ${route.path} stays within its recorded size and request cap`, () => {
    const figure = recorded.routes[route.path] ?? 0;
    const { jsKb, requests } = firstLoad(dist, route);
    expect(jsKb, `${route.path}: ${jsKb} KB gzip vs ${figure} KB recorded`).toBeLessThanOrEqual(
      figure + TOLERANCE_KB,
    );
    // A second call the HTML sends (the extension page's due date) leaves with the first, beside the files;
    // it is the one request a route may add to the cap. Every route's files stay within it.
    const secondCalls = Math.max(0, (def?.firstCalls?.length ?? 0) - 1);
    expect(secondCalls, `${route.path}: the HTML sends at most two calls`).toBeLessThanOrEqual(1);
    expect(requests, `${route.path}: ${requests} first-load requests`).toBeLessThanOrEqual(
      recorded.maxRequests + secondCalls,
    );
  });
}
