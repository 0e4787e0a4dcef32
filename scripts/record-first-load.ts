/**
 * Writes bench/first-load.json from a build (default dist-e2e): each route's first-load JS in KB gzip, as
 * the first-load guard (tests/e2e/first-load-budget.spec.ts) measures it. Run after a deliberate change:
 *   npx tsx scripts/build-e2e.ts && npx tsx scripts/record-first-load.ts
 * and review the diff: raising a figure is a one-line change somebody reads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteFilesReport } from './route-preload/route-files';
import { firstLoad } from './route-preload/first-load';

const dist = process.argv[2] ?? 'dist-e2e';
const report = JSON.parse(readFileSync(join(dist, 'route-files.json'), 'utf8')) as RouteFilesReport;
const previous = JSON.parse(readFileSync('bench/first-load.json', 'utf8')) as { maxRequests: number };
const figures = (language: 'es' | 'en') =>
  Object.fromEntries(report.routes.map((route) => [route.path, firstLoad(dist, route, language).jsKb]));
// Mexico's Spanish and India's English: each page's two first loads a Hindi choice must not grow.
const routes = figures('es');
const routesEn = figures('en');
writeFileSync(
  'bench/first-load.json',
  `${JSON.stringify({ maxRequests: previous.maxRequests, routes, routesEn }, null, 2)}\n`,
);
console.log(routes, routesEn);
