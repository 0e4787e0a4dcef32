import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { routeTable } from '../../src/app/route-table';
import { COMPILE_HINT } from '../../scripts/build/compile-hint';
import { firstLoad } from '../../scripts/route-preload/first-load';
import { STATIC_PAGES } from '../../scripts/bench/budgets';
import type { RouteFilesReport } from '../../scripts/route-preload/route-files';

/**
 * "Keep it there": a fast, deterministic guard on the production build (no browser, no
 * Lighthouse). Each route's first-load JS (gzip, with its texts in Spanish, and again in English) may not grow more than
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
  routesEn: Record<string, number>;
};
const report = JSON.parse(readFileSync(join(dist, 'route-files.json'), 'utf8')) as RouteFilesReport;

test('every registered route has a recorded first-load figure', () => {
  expect(report.routes.map((route) => route.path).sort()).toEqual(Object.keys(recorded.routes).sort());
  expect(Object.keys(recorded.routesEn).sort()).toEqual(Object.keys(recorded.routes).sort());
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

/** Every file a route's first load runs starts with V8's compile hint (scripts/build/compile-hint.ts). */
test('every first-load script opens with the compile hint', () => {
  const files = new Set([
    ...report.shell.js,
    ...report.routes.flatMap((route) => [...route.js, ...route.texts.es]),
  ]);
  const without = [...files].filter(
    (file) => !readFileSync(join(dist, file), 'utf8').startsWith(COMPILE_HINT),
  );
  expect(without).toEqual([]);
});

/**
 * What only a Hindi page or a `VITE_WORDING=spec` build shows is in neither of them: the spec's quotes
 * (src/config/spec-texts.ts) and the profile's Hindi free texts (they travel with Hindi's common texts).
 */
test('the Spanish and English first loads carry no spec quote and no Hindi of the profile', () => {
  const profile = JSON.parse(readFileSync(join(process.cwd(), 'profiles/in.json'), 'utf8')) as {
    support: { hoursHi: string };
  };
  const absent = ['请先选择付款银行卡', 'Por favor, rellene sus comentarios', profile.support.hoursHi];
  const files = new Set(
    report.routes.flatMap((route) => [...route.js, ...route.texts.es, ...route.texts.en]),
  );
  const found = [...files].flatMap((file) => {
    const source = readFileSync(join(dist, file), 'utf8');
    return absent.filter((text) => source.includes(text)).map((text) => `${file}: ${text}`);
  });
  expect(found).toEqual([]);
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
    const figureEn = recorded.routesEn[route.path] ?? 0;
    const english = firstLoad(dist, route, 'en').jsKb;
    expect(
      english,
      `${route.path} in English: ${english} KB gzip vs ${figureEn} KB recorded`,
    ).toBeLessThanOrEqual(figureEn + TOLERANCE_KB);
    // A second call the HTML sends (the extension page's due date) leaves with the first, beside the files;
    // it is the one request a route may add to the cap. Every route's files stay within it.
    const secondCalls = Math.max(0, (def?.firstCalls?.length ?? 0) - 1);
    expect(secondCalls, `${route.path}: the HTML sends at most two calls`).toBeLessThanOrEqual(1);
    expect(requests, `${route.path}: ${requests} first-load requests`).toBeLessThanOrEqual(
      recorded.maxRequests + secondCalls,
    );
  });
}
